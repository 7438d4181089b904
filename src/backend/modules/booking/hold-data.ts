import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inventoryHolds } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { THoldDto } from '../../../lib/domain/booking-dto.ts';

export const holdColumns = {
  holdId: inventoryHolds.holdId,
  groupId: inventoryHolds.groupId,
  roomTypeId: inventoryHolds.roomTypeId,
  checkin: inventoryHolds.checkin,
  checkout: inventoryHolds.checkout,
  units: inventoryHolds.units,
  status: inventoryHolds.status,
  expiresAt: inventoryHolds.expiresAt,
};

export type HoldRow = { [K in keyof typeof holdColumns]: (typeof holdColumns)[K]['_']['data'] };

export function toHoldDto(h: HoldRow): THoldDto {
  return { ...h, expiresAt: h.expiresAt.toISOString() };
}

/** A hold of one of the user's hotels, locked for the rest of the transaction. */
export async function lockHold(tx: Db, opts: { holdId: number; allowedGroups: readonly number[] }): Promise<HoldRow> {
  const [h] = await tx.select(holdColumns).from(inventoryHolds).where(eq(inventoryHolds.holdId, opts.holdId)).for('update');
  if (!h) throw notFound(`No hold ${opts.holdId}.`, { key: 'errors.hold.none' });
  if (!opts.allowedGroups.includes(h.groupId))
    throw forbidden(`Hold ${opts.holdId} belongs to hotel ${h.groupId}, where you may not work.`, { key: 'errors.group.notYourHotel' });
  return h;
}

/** A hold still keeps its inventory: confirmed, or held and not expired. */
export function holdIsLive(h: Pick<HoldRow, 'status' | 'expiresAt'>, now: Date): boolean {
  return h.status === 'confirmed' || (h.status === 'held' && h.expiresAt.getTime() > now.getTime());
}
