import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reservations } from '../../db/schema/index.ts';
import { RESERVATION_STATUS as S } from '../../../lib/domain/reservation-status.ts';
import { folioBalances, listFolios } from './folio-data.ts';

/**
 * What the guest still owes when a stay leaves: when it is the order's last stay in house, the
 * balance of the order's folios that no company account pays (a company's folio goes to its
 * account). Zero while other rooms of the order stay on.
 */
export async function openGuestBalance(tx: Db, opts: { orderId: number; reservationId: number }): Promise<number> {
  const others = await tx
    .select({ id: reservations.reservationId })
    .from(reservations)
    .where(and(eq(reservations.orderId, opts.orderId), ne(reservations.reservationId, opts.reservationId), eq(reservations.status, S.IN_HOUSE)))
    .limit(1);
  if (others.length > 0) return 0;
  const [folios, balances] = await Promise.all([listFolios(tx, opts.orderId), folioBalances(tx, opts.orderId)]);
  const company = new Set(folios.filter((f) => f.companyId !== null).map((f) => f.folioNo));
  return balances.filter((b) => !company.has(b.folioNo)).reduce((s, b) => s + b.balanceMinor, 0);
}
