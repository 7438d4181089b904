import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservations, rooms } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { TStayDto } from '../../../lib/domain/stay-dto.ts';

export const stayDtoColumns = {
  id: reservations.reservationId,
  itemId: reservations.itemId,
  number: reservations.number,
  guestName: reservations.guestName,
  status: reservations.status,
  roomTypeId: reservations.roomTypeId,
  roomId: reservations.roomId,
  roomName: rooms.name,
  checkin: reservations.checkin,
  checkout: reservations.checkout,
  priceMinor: reservations.priceMinor,
  checkedInAt: reservations.checkedInAt,
  checkedOutAt: reservations.checkedOutAt,
  cancelledAt: reservations.cancelledAt,
  cancelReason: reservations.cancelReason,
  cancelPriceMinor: reservations.cancelPriceMinor,
};

/** A stay as stayDtoColumns select it: its instants as Dates, until the DTO writes them as text. */
type StaySelect = Omit<TStayDto, 'checkedInAt' | 'checkedOutAt' | 'cancelledAt'> & {
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  cancelledAt: Date | null;
};

export function toStayDto(r: StaySelect): TStayDto {
  return {
    ...r,
    checkin: String(r.checkin),
    checkout: String(r.checkout),
    checkedInAt: r.checkedInAt?.toISOString() ?? null,
    checkedOutAt: r.checkedOutAt?.toISOString() ?? null,
    cancelledAt: r.cancelledAt?.toISOString() ?? null,
  };
}

/** A stay as the front desk shows it after a transition. */
export async function findStay(db: Db, reservationId: number): Promise<TStayDto> {
  const [row] = await db
    .select(stayDtoColumns)
    .from(reservations)
    .leftJoin(rooms, eq(rooms.roomId, reservations.roomId))
    .where(eq(reservations.reservationId, reservationId));
  if (!row) throw notFound(`No reservation has the id ${reservationId}.`, { key: 'errors.notFound.reservation' });
  return toStayDto(row);
}
