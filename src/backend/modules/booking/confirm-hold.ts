import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inventoryHolds } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import { holdColumns, holdIsLive, lockHold, toHoldDto } from './hold-data.ts';
import type { THoldDto } from '../../../lib/domain/booking-dto.ts';

/** Confirms a live hold: it keeps its units past its expiry, until a booking consumes it or it is cancelled. */
export async function confirmHold(db: Db, opts: { holdId: number; allowedGroups: readonly number[]; now: Date }): Promise<THoldDto> {
  return db.transaction(async (tx) => {
    const h = await lockHold(tx, opts);
    if (h.status === 'confirmed') return toHoldDto(h);
    if (!holdIsLive(h, opts.now)) {
      const why = h.status === 'held' ? `expired at ${h.expiresAt.toISOString()}` : `is ${h.status}`;
      throw conflict(`Hold ${h.holdId} ${why}; quote and hold again.`, { key: 'errors.hold.gone' });
    }
    const [row] = await tx.update(inventoryHolds).set({ status: 'confirmed' }).where(eq(inventoryHolds.holdId, h.holdId)).returning(holdColumns);
    return toHoldDto(row!);
  });
}
