import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, customerSegments, marketSegments, reservations, rooms } from '../../db/schema/index.ts';
import { ACTIVE_STATUSES } from '../../../lib/domain/reservation-status.ts';
import { conflict, forbidden, invalid, notFound, word } from '../../http/errors.ts';
import { day as dayP } from '../../../lib/domain/error-params.ts';

/** The room a booking names: it exists (404), is of this hotel (403), of the booked type and in service (400). */
export async function checkBookedRoom(db: Db, o: { groupId: number; roomId: number; roomTypeId: number }): Promise<{ name: string }> {
  const [r] = await db
    .select({ groupId: rooms.groupId, name: rooms.name, roomTypeId: rooms.roomTypeId, active: rooms.active })
    .from(rooms)
    .where(eq(rooms.roomId, o.roomId));
  if (!r) throw notFound(`No room ${o.roomId}.`, { key: 'errors.hk.noSuch', params: { thing: word('errors.thing.room') } });
  if (r.groupId !== o.groupId) throw forbidden(`Room ${o.roomId} belongs to another hotel, not to hotel ${o.groupId}.`, { key: 'errors.link.otherHotel' });
  if (r.roomTypeId !== o.roomTypeId)
    throw invalid('roomId', `room ${r.name} is of room type ${r.roomTypeId}, not of the booked type ${o.roomTypeId}`, {
      key: 'errors.link.roomOtherType',
      params: { room: r.name },
    });
  if (!r.active) throw invalid('roomId', `room ${r.name} is out of service`, { key: 'errors.link.roomOutOfService', params: { room: r.name } });
  return { name: r.name };
}

/** The customer a booking is for: exists (404), of this hotel (403). */
export async function checkBookedCustomer(
  db: Db,
  o: { groupId: number; customerId: number },
): Promise<{ guestName: string; channel: number | null; segmentId: number | null }> {
  const [c] = await db
    .select({
      groupId: customers.groupId,
      kind: customers.kind,
      firstName: customers.firstName,
      lastName: customers.lastName,
      companyName: customers.companyName,
    })
    .from(customers)
    .where(eq(customers.customerId, o.customerId));
  if (!c) throw notFound(`No customer ${o.customerId}.`, { key: 'errors.notFound.customer' });
  if (c.groupId !== o.groupId)
    throw forbidden(`Customer ${o.customerId} is a client of another hotel, not of hotel ${o.groupId}.`, { key: 'errors.stay.customerOfOtherHotel' });
  const [seg] = await db
    .select({ channel: marketSegments.channel, segmentId: marketSegments.segmentId })
    .from(customerSegments)
    .innerJoin(marketSegments, eq(marketSegments.segmentId, customerSegments.segmentId))
    .where(eq(customerSegments.customerId, o.customerId))
    .orderBy(marketSegments.segmentId)
    .limit(1);
  const guestName = c.kind === 'company' ? c.companyName : `${c.firstName} ${c.lastName}`.trim();
  return { guestName: guestName || `Customer ${o.customerId}`, channel: seg?.channel ?? null, segmentId: seg?.segmentId ?? null };
}

export async function checkBookedSegment(db: Db, o: { groupId: number; segmentId: number }): Promise<{ channel: number }> {
  const [s] = await db
    .select({ groupId: marketSegments.groupId, channel: marketSegments.channel })
    .from(marketSegments)
    .where(eq(marketSegments.segmentId, o.segmentId));
  if (!s) throw notFound(`No market segment ${o.segmentId}.`, { key: 'errors.customer.noSegment' });
  if (s.groupId !== o.groupId)
    throw forbidden(`Market segment ${o.segmentId} belongs to another hotel, not to hotel ${o.groupId}.`, { key: 'errors.link.otherHotel' });
  return { channel: s.channel };
}

/** A friendly 409 before the exclusion constraint has to speak: who holds the room over which nights. */
export async function assertRoomFree(tx: Db, o: { roomId: number; roomName: string; checkin: string; checkout: string }): Promise<void> {
  const [hit] = await tx
    .select({ number: reservations.number, checkin: reservations.checkin, checkout: reservations.checkout })
    .from(reservations)
    .where(
      and(
        eq(reservations.roomId, o.roomId),
        inArray(reservations.status, [...ACTIVE_STATUSES]),
        sql`${reservations.stay} && daterange(${o.checkin}::date, ${o.checkout}::date)`,
      ),
    )
    .limit(1);
  if (hit) throw roomTaken(o, hit);
}

export function roomTaken(o: { roomName: string; checkin: string; checkout: string }, by?: { number: string; checkin: string; checkout: string }) {
  const who = by ? ` by reservation ${by.number} (${by.checkin} to ${by.checkout})` : ' by another stay';
  return conflict(
    `Room ${o.roomName} is already taken${who} for nights between ${o.checkin} and ${o.checkout}; choose another room or other dates.`,
    by
      ? {
          key: 'errors.stay.roomTakenBy',
          params: { room: o.roomName, number: by.number, from: dayP(by.checkin), to: dayP(by.checkout), checkin: dayP(o.checkin), checkout: dayP(o.checkout) },
        }
      : { key: 'errors.stay.roomTakenBetween', params: { room: o.roomName, from: dayP(o.checkin), to: dayP(o.checkout) } },
  );
}
