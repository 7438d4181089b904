import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, customerSegments, marketSegments, reservations } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { alias } from 'drizzle-orm/pg-core';
import { customerNameSql } from './customer-name.ts';
import type { TSegmentBody, TSegmentDto } from './customers.schemas.ts';

const c = alias(customers, 'c');

const columns = { segmentId: marketSegments.segmentId, name: marketSegments.name, code: marketSegments.code, channel: marketSegments.channel };

async function nameTaken(db: Db, groupId: number, name: string, except?: number): Promise<void> {
  const [dup] = await db
    .select({ id: marketSegments.segmentId })
    .from(marketSegments)
    .where(
      and(
        eq(marketSegments.groupId, groupId),
        sql`lower(${marketSegments.name}) = lower(${name})`,
        except !== undefined ? sql`${marketSegments.segmentId} <> ${except}` : undefined,
      ),
    );
  if (dup) throw conflict(`The hotel already has a segment named '${name}' (id ${dup.id}).`, { key: 'errors.customer.segmentExists', params: { name } });
}

/** POST /segment: a new market segment of the hotel (names unique per hotel, any case). */
export async function createSegment(db: Db, o: { groupId: number; body: TSegmentBody }): Promise<TSegmentDto> {
  await nameTaken(db, o.groupId, o.body.name);
  const [row] = await db
    .insert(marketSegments)
    .values({ groupId: o.groupId, ...o.body })
    .returning(columns);
  return row!;
}

/** PUT /segment/{id}: renames it or changes its code or channel. */
export async function updateSegment(db: Db, o: { groupId: number; segmentId: number; body: TSegmentBody }): Promise<TSegmentDto> {
  await nameTaken(db, o.groupId, o.body.name, o.segmentId);
  const [row] = await db
    .update(marketSegments)
    .set(o.body)
    .where(and(eq(marketSegments.segmentId, o.segmentId), eq(marketSegments.groupId, o.groupId)))
    .returning(columns);
  if (!row) throw notFound(`No segment ${o.segmentId} in hotel ${o.groupId}.`, { key: 'errors.customer.noSegment' });
  return row;
}

/**
 * DELETE /segment/{id}: only a segment nothing uses. Otherwise a 409 that says where it is used
 * (how many customers and reservations, with a few names and numbers to find them).
 */
export async function deleteSegment(db: Db, o: { groupId: number; segmentId: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const [seg] = await tx
      .select({ name: marketSegments.name })
      .from(marketSegments)
      .where(and(eq(marketSegments.segmentId, o.segmentId), eq(marketSegments.groupId, o.groupId)))
      .for('update');
    if (!seg) throw notFound(`No segment ${o.segmentId} in hotel ${o.groupId}.`, { key: 'errors.customer.noSegment' });
    const [usage] = await tx
      .select({
        customers: sql<number>`(select count(*)::int from ${customerSegments} where segment_id = ${o.segmentId})`,
        customerNames: sql<string | null>`(select string_agg(n, ', ') from (select ${customerNameSql(c)} n
        from ${customerSegments} cs join ${customers} c on c.customer_id = cs.customer_id where cs.segment_id = ${o.segmentId} order by 1 limit 3) x)`,
        stays: sql<number>`(select count(*)::int from ${reservations} where segment_id = ${o.segmentId})`,
        stayNumbers: sql<
          string | null
        >`(select string_agg(number, ', ') from (select number from ${reservations} where segment_id = ${o.segmentId} order by reservation_id desc limit 3) x)`,
      })
      .from(sql`(select 1) one`);
    const parts: string[] = [];
    if (usage!.customers > 0) parts.push(`${usage!.customers} customer(s) (${usage!.customerNames}${usage!.customers > 3 ? ', …' : ''})`);
    if (usage!.stays > 0) parts.push(`${usage!.stays} reservation(s) (${usage!.stayNumbers}${usage!.stays > 3 ? ', …' : ''})`);
    if (parts.length)
      throw conflict(`Segment '${seg.name}' is in use by ${parts.join(' and ')}: move them to another segment first.`, {
        key: 'errors.customer.segmentInUse',
        params: { name: seg.name, customers: usage!.customers, stays: usage!.stays },
      });
    await tx.delete(marketSegments).where(eq(marketSegments.segmentId, o.segmentId));
  });
}
