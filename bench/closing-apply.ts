/**
 * The night audit's apply, timed on the bench hotel: the day's departures still in house (they
 * block the closing) are settled and checked out first through the API, untimed; then the
 * business day is closed once (timed: room nights and city tax posted, no-shows, figures, the
 * business date moved) and applied again (timed: the same day again changes nothing). It moves the
 * hotel's business date, so the bench runs it after every other target.
 */
interface Ctx {
  base: string;
  cookie: string;
  groupId: number;
}

export interface ApplyTiming {
  day: string;
  departuresCheckedOut: number;
  applyMs: number;
  againMs: number;
  status: number;
  againStatus: number;
  nightsPosted: number | undefined;
  applied: boolean;
}

async function call(c: Ctx, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${c.base}/api${path}`, {
    method,
    headers: { cookie: c.cookie, origin: c.base, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function json<T>(res: Promise<Response>, what: string): Promise<T> {
  const r = await res;
  if (!r.ok) throw new Error(`${what}: HTTP ${r.status} ${(await r.text()).slice(0, 200)}`);
  return (await r.json()) as T;
}

/** Pays what the guest folios still owe (less the nights an early departure drops), then checks the stay out. */
async function settleAndCheckOut(c: Ctx, reservationId: number): Promise<void> {
  const stay = await json<{ orderId: number }>(call(c, 'GET', `/pms/reservations/${reservationId}`), 'stay');
  const preview = await json<{ unusedMinor?: number; chargedMinor?: number }>(
    call(c, 'GET', `/pms/reservations/${reservationId}/checkout`),
    'check-out preview',
  );
  const folio = await json<{ folios: { company: unknown; balanceMinor: number }[] }>(call(c, 'GET', `/crm/folio/${stay.orderId}`), 'folio');
  const open =
    folio.folios.filter((f) => f.company === null).reduce((s, f) => s + f.balanceMinor, 0) - (preview.unusedMinor ?? 0) + (preview.chargedMinor ?? 0);
  if (open > 0) await json(call(c, 'POST', `/crm/orders/${stay.orderId}/add/payment`, { method: 'cash', amountMinor: open }), 'payment');
  await json(call(c, 'POST', `/pms/reservations/${reservationId}/checkout`, {}), 'check-out');
}

export async function timeClosingApply(c: Ctx): Promise<ApplyTiming> {
  const state = await json<{ businessDate: string }>(call(c, 'GET', `/crm/closing/state?group=${c.groupId}`), 'closing state');
  const day = state.businessDate;
  const plan = await json<{ closed: boolean; blockingDepartures?: { reservationId: number }[] }>(
    call(c, 'GET', `/crm/orders/closing?simulate=true&closingdate=${day}&group=${c.groupId}`),
    'simulation',
  );
  const blocking = plan.blockingDepartures ?? [];
  for (const b of blocking) await settleAndCheckOut(c, b.reservationId);
  const t0 = performance.now();
  const first = await call(c, 'POST', `/crm/orders/closing?closingdate=${day}&group=${c.groupId}`);
  const body = (await first.json().catch(() => ({}))) as { applied?: boolean; message?: string; report?: { nightsToPost?: unknown[] } | null };
  const applyMs = performance.now() - t0;
  if (!first.ok) throw new Error(`apply ${day}: HTTP ${first.status} ${body.message ?? ''}`);
  const t1 = performance.now();
  const again = await call(c, 'POST', `/crm/orders/closing?closingdate=${day}&group=${c.groupId}`);
  await again.arrayBuffer();
  const againMs = performance.now() - t1;
  return {
    day,
    departuresCheckedOut: blocking.length,
    applyMs,
    againMs,
    status: first.status,
    againStatus: again.status,
    nightsPosted: body.report?.nightsToPost?.length,
    applied: body.applied === true,
  };
}
