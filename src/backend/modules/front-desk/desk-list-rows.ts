import { count, eq, sql, type SQL } from 'drizzle-orm';
import { parseKidAges } from '../../../lib/domain/kid-ages.ts';
import type { Db } from '../../db/client.ts';
import { customers, reservationGuests, reservations, rooms, roomTypes } from '../../db/schema/index.ts';
import type { TDeskRowDto } from '../../../lib/domain/desk-lists-dto.ts';

/** What the front-desk lists read of a stay: its room, room type, customer and registered guests. */
const rowColumns = {
  id: reservations.reservationId,
  number: reservations.number,
  guestName: reservations.guestName,
  customerName: sql<string>`coalesce(nullif(${customers.companyName}, ''), trim(${customers.firstName} || ' ' || ${customers.lastName}))`,
  status: reservations.status,
  roomTypeId: reservations.roomTypeId,
  roomTypeCode: roomTypes.code,
  roomTypeName: roomTypes.name,
  roomId: reservations.roomId,
  roomName: rooms.name,
  roomStatus: rooms.housekeepingStatus,
  checkin: sql<string>`${reservations.checkin}::text`,
  checkout: sql<string>`${reservations.checkout}::text`,
  nights: sql<number>`(${reservations.checkout} - ${reservations.checkin})::int`,
  adults: reservations.adults,
  kidAges: reservations.kidAges,
  priceMinor: reservations.priceMinor,
  currency: reservations.currency,
  registeredGuests: sql<number>`(select count(*) from ${reservationGuests} g where g.reservation_id = ${reservations.reservationId})::int`,
  cancelledAt: reservations.cancelledAt,
  cancelReason: reservations.cancelReason,
  cancelPriceMinor: reservations.cancelPriceMinor,
};

type Row = { [K in keyof typeof rowColumns]: unknown } & { kidAges: string; cancelledAt: Date | null; cancelPriceMinor: number | null };

function toRow(r: Row): TDeskRowDto {
  const { kidAges, cancelledAt, cancelPriceMinor, ...rest } = r;
  return {
    ...(rest as Omit<TDeskRowDto, 'kids' | 'cancelledAt' | 'cancelPriceMinor'>),
    priceMinor: Number(r.priceMinor),
    nights: Number(r.nights),
    registeredGuests: Number(r.registeredGuests),
    kids: parseKidAges(kidAges).length,
    cancelledAt: cancelledAt?.toISOString() ?? null,
    cancelPriceMinor: cancelPriceMinor === null ? null : Number(cancelPriceMinor),
  };
}

/** One page of the stays matching `where` in the given order, and how many match in all. */
export async function pageOfStays(
  db: Db,
  opts: { where: SQL | undefined; orderBy: SQL[]; page: number; size: number },
): Promise<{ rows: TDeskRowDto[]; total: number }> {
  const [total] = await db.select({ n: count() }).from(reservations).where(opts.where);
  const n = Number(total?.n ?? 0);
  if (n === 0 || opts.page * opts.size >= n) return { rows: [], total: n };
  const rows = await db
    .select(rowColumns)
    .from(reservations)
    .innerJoin(roomTypes, eq(roomTypes.roomTypeId, reservations.roomTypeId))
    .innerJoin(customers, eq(customers.customerId, reservations.customerId))
    .leftJoin(rooms, eq(rooms.roomId, reservations.roomId))
    .where(opts.where)
    .orderBy(...opts.orderBy)
    .limit(opts.size)
    .offset(opts.page * opts.size);
  return { rows: rows.map(toRow), total: n };
}
