import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inventoryHolds } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import { holdColumns, lockHold, toHoldDto } from './hold-data.ts';
import type { THoldDto } from '../../../lib/domain/booking-dto.ts';

/** Releases a hold's units at once. Cancelling twice is harmless; a consumed hold belongs to its booking. */
export async function cancelHold(db: Db, opts: { holdId: number; allowedGroups: readonly number[] }): Promise<THoldDto> {
  return db.transaction(async (tx) => {
    const h = await lockHold(tx, opts);
    if (h.status === 'cancelled') return toHoldDto(h);
    if (h.status === 'consumed') throw conflict(`Hold ${h.holdId} was consumed by a booking; cancel the reservation instead.`, { key: 'errors.hold.consumed' });
    const [row] = await tx.update(inventoryHolds).set({ status: 'cancelled' }).where(eq(inventoryHolds.holdId, h.holdId)).returning(holdColumns);
    return toHoldDto(row!);
  });
}
