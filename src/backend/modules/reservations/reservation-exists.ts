import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservations } from '../../db/schema/index.ts';
import type { ReservationScope } from './list-reservations.ts';

/** Whether a booking number (of that customer, when given) is already used in the hotel. */
export async function reservationExists(
  db: Db,
  opts: { scope: ReservationScope; number: string; customerId?: number | undefined },
): Promise<{ exists: boolean; id: number | null }> {
  const [row] = await db
    .select({ id: reservations.reservationId })
    .from(reservations)
    .where(
      and(
        eq(reservations.groupId, opts.scope.groupId),
        eq(reservations.number, opts.number),
        opts.customerId !== undefined ? eq(reservations.customerId, opts.customerId) : undefined,
        opts.scope.partnerId !== null ? eq(reservations.partnerId, opts.scope.partnerId) : undefined,
      ),
    )
    .limit(1);
  return { exists: row !== undefined, id: row?.id ?? null };
}
