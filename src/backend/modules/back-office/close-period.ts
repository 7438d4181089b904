import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { closedPeriods } from '../../db/schema/index.ts';
import { AppError, word } from '../../http/errors.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { AUDIT } from '../../../lib/domain/audit-types.ts';
import { rowsOf } from '../../core/rows.ts';
import type { BoActor } from './bo-access.ts';
import { day as dayP } from '../../../lib/domain/error-params.ts';

/**
 * Close (PageOfClose, /orders/close, order type 4): from now on the ledger refuses movements dated
 * inside the range, and pending internal orders or deliveries of those days can no longer post.
 */
export async function closePeriod(db: Db, opts: { actor: BoActor; from: string; to: string; status: number }): Promise<{ closedPeriodId: number }> {
  const { actor } = opts;
  return db.transaction(async (tx) => {
    // One close at a time per hotel: the hotel row's lock orders them.
    await tx.execute(sql`select 1 from hotels where group_id = ${actor.groupId} for update`);
    const overlap = await rowsOf<{ from_day: string; to_day: string }>(
      tx,
      sql`
      select from_day::text as from_day, to_day::text as to_day from bo_closed_periods
      where group_id = ${actor.groupId} and reopened_at is null and from_day <= ${opts.to}::date and to_day >= ${opts.from}::date limit 1`,
    );
    if (overlap[0])
      throw new AppError(
        'conflict',
        `creationDateFrom: ${overlap[0].from_day} to ${overlap[0].to_day} is already closed; reopen it first or choose other days.`,
        'creationDateFrom',
        { key: 'errors.bo.periodOverlap', params: { from: dayP(String(overlap[0].from_day)), to: dayP(String(overlap[0].to_day)) } },
      );
    const [row] = await tx
      .insert(closedPeriods)
      .values({ groupId: actor.groupId, fromDay: opts.from, toDay: opts.to, orderType: 4, status: opts.status, closedBy: actor.user.userId })
      .returning({ id: closedPeriods.closedPeriodId });
    await recordAuditEvent(tx, {
      groupId: actor.groupId,
      user: actor.user,
      typeId: AUDIT.BO_CLOSE,
      text: { key: 'audit.msg.backOffice.closed', params: { from: opts.from, to: opts.to } },
      itemId: row!.id,
    });
    return { closedPeriodId: row!.id };
  });
}

/** Reopen (/orders/reopen): the period accepts movements again; who and when is kept and audited. */
export async function reopenPeriod(db: Db, opts: { actor: BoActor; closedPeriodId: number }): Promise<void> {
  const { actor } = opts;
  await db.transaction(async (tx) => {
    const [p] = await rowsOf<{ from_day: string; to_day: string; reopened_at: string | null }>(
      tx,
      sql`
      select from_day::text as from_day, to_day::text as to_day, reopened_at from bo_closed_periods
      where closed_period_id = ${opts.closedPeriodId} and group_id = ${actor.groupId} for update`,
    );
    if (!p)
      throw new AppError('not_found', `No closed period ${opts.closedPeriodId} in this hotel.`, undefined, {
        key: 'errors.bo.noSuch',
        params: { thing: word('errors.boThing.closedPeriod') },
      });
    if (p.reopened_at !== null)
      throw new AppError('conflict', `closedPeriodId: the period ${p.from_day} to ${p.to_day} is already reopened.`, 'closedPeriodId', {
        key: 'errors.bo.periodReopened',
        params: { from: dayP(String(p.from_day)), to: dayP(String(p.to_day)) },
      });
    await tx.execute(sql`update bo_closed_periods set reopened_by = ${actor.user.userId}, reopened_at = now() where closed_period_id = ${opts.closedPeriodId}`);
    await recordAuditEvent(tx, {
      groupId: actor.groupId,
      user: actor.user,
      typeId: AUDIT.BO_REOPEN,
      text: { key: 'audit.msg.backOffice.reopened', params: { from: p.from_day, to: p.to_day } },
      itemId: opts.closedPeriodId,
    });
  });
}
