/**
 * What the targets need to know about the bench hotel, read through the public API as a browser
 * would: a room type (from a quote), a stay to open, a guest surname to filter by, a room's QR link.
 */
export interface Discovered {
  roomTypeId: number | undefined;
  reservationId: number | undefined;
  guestName: string | undefined;
  /** A product and a store of the generated stock ledger, for the cardex. */
  stockProductId: number | undefined;
  stockStoreId: number | undefined;
  /** A room's QR link (the maid's page with its token), path and query. */
  maidPath: string | undefined;
  /** The order (folio) of that stay, and an invoice to print. */
  orderId: number | undefined;
  invoiceId: number | undefined;
}

import { ensureBenchRatePlans } from './rate-plans.ts';

async function json<T>(url: string, cookie: string): Promise<T | undefined> {
  const res = await fetch(url, { headers: { cookie } });
  return res.ok ? ((await res.json()) as T) : undefined;
}

export async function discover(base: string, cookie: string, groupId: number, checkin: string, today: string): Promise<Discovered> {
  // Without plans the rate targets answer 404 ('not available'); the other targets do not need them.
  await ensureBenchRatePlans(base, cookie, today).catch((err: unknown) => console.warn(String(err)));
  const quote = await json<{ roomTypes?: { roomTypeId: number }[] }>(
    `${base}/api/pms/quotes?property=${groupId}&checkin=${checkin}&nights=3&guests=1&ignoreAvailability=true`,
    cookie,
  );
  // A stay arriving today, the clerk's most common "open this reservation"; else (a dataset of past
  // years) the stay of the latest arrival.
  type Page = { content?: { id: number; guestName: string }[] };
  const arriving = await json<Page>(`${base}/api/pms/reservations?from=${today}&to=${today}&size=5`, cookie);
  const latest = arriving?.content?.length ? arriving : await json<Page>(`${base}/api/pms/reservations?size=5`, cookie);
  const first = latest?.content?.[0];
  const surname = first?.guestName.trim().split(/\s+/).slice(-1)[0];
  const products = await json<{ productId: number }[]>(`${base}/api/crm/bo/product-options`, cookie);
  const stores = await json<{ storeId: number }[]>(`${base}/api/crm/bo/stores`, cookie);
  const status = await json<{ rooms?: { roomId: number; floorId: number | null }[] }>(`${base}/api/pms/rooms/status`, cookie);
  const room = status?.rooms?.find((r) => r.floorId !== null);
  const qr = room ? await json<{ url: string }>(`${base}/api/pms/rooms/${room.roomId}/qr`, cookie) : undefined;
  const maidPath = qr ? new URL(qr.url).pathname + new URL(qr.url).search : undefined;
  const detail = first ? await json<{ orderId: number }>(`${base}/api/pms/reservations/${first.id}`, cookie) : undefined;
  const invoices = await json<{ content?: { invoiceId: number }[] }>(`${base}/api/crm/allinvoices/v2?size=1`, cookie);
  let invoiceId = invoices?.content?.[0]?.invoiceId;
  if (invoiceId === undefined && detail) {
    // A dataset without invoices: the stay's folio is invoiced once, so the PDF has something to print.
    const res = await fetch(`${base}/api/crm/invoices`, {
      method: 'POST',
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ orderId: detail.orderId }),
    });
    if (res.ok) invoiceId = ((await res.json()) as { invoiceId: number }).invoiceId;
  }
  return {
    roomTypeId: quote?.roomTypes?.[0]?.roomTypeId,
    reservationId: first?.id,
    guestName: surname,
    stockProductId: products?.[0]?.productId,
    stockStoreId: stores?.[0]?.storeId,
    maidPath,
    orderId: detail?.orderId,
    invoiceId,
  };
}
