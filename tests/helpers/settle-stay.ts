import type { TestApi } from './test-api.ts';

/**
 * Settles a stay's folio before its check-out, through the API as the clerk would: what the
 * folio shows, less the nights an early departure drops, plus what the hotel's rule charges.
 */
export async function settleStay(api: TestApi, reservationId: number, userCode = 'clerk1'): Promise<void> {
  const caller = api.as(userCode);
  const [row] = await api.database.query<{ order_id: number }>(`select order_id from reservations where reservation_id = $1`, [reservationId]);
  const preview = await caller.get(`/pms/reservations/${reservationId}/checkout`);
  const folio = await caller.get(`/crm/folio/${row!.order_id}`);
  if (folio.status !== 200) throw new Error(`folio of ${reservationId}: ${JSON.stringify(folio.body)}`);
  const guestFolios = (folio.body.folios as Array<{ company: unknown; balanceMinor: number }>).filter((f) => f.company === null);
  const open = guestFolios.reduce((s, f) => s + f.balanceMinor, 0) - (preview.body.unusedMinor ?? 0) + (preview.body.chargedMinor ?? 0);
  if (open === 0) return;
  const paid = await caller.post(`/crm/orders/${row!.order_id}/add/payment`, { method: 'cash', amountMinor: open });
  if (paid.status !== 201) throw new Error(`payment on ${reservationId}: ${JSON.stringify(paid.body)}`);
}
