/**
 * What the benchmark measures. Later pages add one line each; a page that is not built yet (404)
 * is reported as 'not available' instead of failing the run.
 */
export interface TargetContext {
  /** The hotel the bench user works in. */
  groupId: number;
  /** YYYY-MM-DD, UTC. */
  today: string;
  daysAgo(n: number): string;
  daysAhead(n: number): string;
  /** A room type of the bench hotel (from a quote), for the writes. */
  roomTypeId: number | undefined;
  /** A stay arriving today, to open. */
  reservationId: number | undefined;
  /** The surname of that stay's guest, to filter by. */
  guestName: string | undefined;
  /** A product and a store of the generated stock ledger (1,050,000 movements over a year). */
  stockProductId: number | undefined;
  stockStoreId: number | undefined;
  /** A room's maid page with its QR token (path and query). */
  maidPath: string | undefined;
  /** The order (folio) of the stay opened, and an invoice to print. */
  orderId: number | undefined;
  invoiceId: number | undefined;
}

export interface Target {
  name: string;
  /** 'flow' is the timed sign-in, 'cycle' the check-in write timed one at a time; the others are loaded with autocannon. */
  kind: 'health' | 'redirect' | 'page' | 'api' | 'flow' | 'cycle';
  path: (ctx: TargetContext) => string;
  /** Send the bench user's session cookie. */
  auth: boolean;
  /** Statuses that count as success; default any 2xx. */
  expect?: number[];
  /**
   * A write: POST with this JSON body (sent with the app's Origin, as the browser would); `n` counts
   * the requests of the target, so that each can differ.
   */
  post?: (ctx: TargetContext, n: number) => unknown;
}

export const TARGETS: Target[] = [
  { name: 'healthz', kind: 'health', path: () => '/healthz', auth: false },
  { name: 'GET / (redirect)', kind: 'redirect', path: () => '/', auth: true, expect: [301, 302, 303, 307, 308] },
  { name: 'sign-in to dashboard', kind: 'flow', path: () => '/main/dashboardAdmin', auth: false },
  { name: 'dashboard', kind: 'page', path: () => '/main/dashboardAdmin', auth: true },
  { name: 'reservations list', kind: 'page', path: () => '/front-desk/reservationslist', auth: true },
  { name: 'list by dates (±7 days)', kind: 'page', path: (c) => `/front-desk/reservationslist?from=${c.daysAgo(7)}&to=${c.daysAhead(7)}`, auth: true },
  { name: 'list by guest name', kind: 'page', path: (c) => `/front-desk/reservationslist?guest=${encodeURIComponent(c.guestName ?? 'a')}`, auth: true },
  { name: 'reservation details', kind: 'page', path: (c) => `/front-desk/details?id=${c.reservationId ?? 0}`, auth: true },
  { name: 'calendar 31 days', kind: 'page', path: (c) => `/front-desk/calendar?from=${c.daysAgo(2)}&days=31`, auth: true },
  { name: 'api calendar 31 days', kind: 'api', path: (c) => `/api/pms/reservations/room/calendar?from=${c.daysAgo(2)}&to=${c.daysAhead(28)}`, auth: true },
  { name: 'check in', kind: 'page', path: () => '/front-desk/check-in', auth: true },
  { name: 'in house', kind: 'page', path: () => '/front-desk/in-House', auth: true },
  { name: 'check out', kind: 'page', path: () => '/front-desk/check-out', auth: true },
  { name: 'new reservation', kind: 'page', path: () => '/front-desk/reservations-management', auth: true },
  { name: 'api crm roles', kind: 'api', path: () => '/api/crm/roles', auth: true },
  { name: 'api crm users', kind: 'api', path: (c) => `/api/crm/users?page=0&group=${c.groupId}`, auth: true },
  {
    name: 'api crm audit (30 days)',
    kind: 'api',
    path: (c) => `/api/crm/audit/allevent?groupid=${c.groupId}&createdfrom=${c.daysAgo(30)}&createdto=${c.today}`,
    auth: true,
  },
  { name: 'room status (every room)', kind: 'page', path: () => '/front-desk/RoomStatus', auth: true },
  { name: 'api room status', kind: 'api', path: () => '/api/pms/rooms/status', auth: true },
  // The maid's QR page: no session, the room token is the guard (p95 < 30 ms, its JS weight printed).
  { name: 'maid room page (QR)', kind: 'page', path: (c) => c.maidPath ?? '/housemaid/reporting/0/none', auth: false },
  // The hotel's booking site (issue 39): a guest's pages, no session; p95 ≤ 50 ms at 10 connections.
  { name: 'booking site home', kind: 'page', path: (c) => `/book/${c.groupId}`, auth: false },
  { name: 'booking site search (2 nights)', kind: 'page', path: (c) => `/book/${c.groupId}?checkin=${c.daysAhead(30)}&nights=2&adults=2`, auth: false },
  { name: 'quote 7 nights', kind: 'api', path: (c) => `/api/pms/quotes?property=${c.groupId}&checkin=${c.daysAhead(14)}&nights=7&guests=2`, auth: true },
  {
    // A booking as the desk makes it (not forced: with the type's nights locked, the units left are
    // counted again), without a room. The generated property is sold out on many nights of its next
    // year, so the arrivals lie in 320 days after that year (within the two-year booking horizon):
    // the type never sells out (~2,600 bookings add ~25 stays a night). Each request's arrival is a
    // week after the previous one's (mod 320), so the 10 bookings in flight are for different
    // nights, as a hotel's concurrent bookings mostly are; bookings sharing a night wait for each
    // other (migration 0026), which consecutive arrivals, 3 nights each, made every neighbour do.
    name: 'booking (write)',
    kind: 'api',
    path: () => '/api/pms/reservations',
    auth: true,
    expect: [201],
    post: (c, n) => ({
      roomTypeId: c.roomTypeId,
      checkin: c.daysAhead(400 + ((n * 7) % 320)),
      checkout: c.daysAhead(403 + ((n * 7) % 320)),
      adults: 2,
      client: { lastName: 'Bench', firstName: 'Load' },
    }),
  },
  {
    name: 'bo cardex (product, store)',
    kind: 'page',
    path: (c) => `/front-desk/BackOfice/transactionstock?product=${c.stockProductId ?? 0}&store=${c.stockStoreId ?? 0}`,
    auth: true,
  },
  {
    name: 'bo cardex (product, all stores, last page)',
    kind: 'page',
    path: (c) => `/front-desk/BackOfice/transactionstock?product=${c.stockProductId ?? 0}&page=209`,
    auth: true,
  },
  {
    name: 'bo api cardex',
    kind: 'api',
    path: (c) => `/api/crm/bo/reports/cardex?product=${c.stockProductId ?? 0}&store=${c.stockStoreId ?? 0}&page=52`,
    auth: true,
  },
  { name: 'bo stock theoretical', kind: 'page', path: () => '/front-desk/BackOfice/Stock/Theoretical', auth: true },
  {
    name: 'bo movements (yesterday, ~2,900 rows)',
    kind: 'page',
    path: (c) => `/front-desk/BackOfice/StockStatus?from=${c.daysAgo(1)}&to=${c.daysAgo(1)}`,
    auth: true,
  },
  { name: 'bo consumption (7 days)', kind: 'page', path: (c) => `/front-desk/BackOfice/Consommation?from=${c.daysAgo(7)}&to=${c.today}`, auth: true },
  { name: 'bo rapprochement', kind: 'page', path: () => '/front-desk/BackOfice/stocks', auth: true },
  { name: 'bo board', kind: 'page', path: () => '/front-desk/BackOfice/Editing', auth: true },
  { name: 'bo zero stock', kind: 'page', path: () => '/front-desk/BackOfice/zero-stock', auth: true },
  { name: 'api folio view', kind: 'api', path: (c) => `/api/crm/folio/${c.orderId ?? 0}`, auth: true },
  { name: 'payments list (30 days)', kind: 'page', path: (c) => `/front-desk/List-Payments?createdfrom=${c.daysAgo(30)}&createdto=${c.today}`, auth: true },
  { name: 'api payments (30 days)', kind: 'api', path: (c) => `/api/crm/payments?createdfrom=${c.daysAgo(30)}&createdto=${c.today}`, auth: true },
  { name: 'invoices list', kind: 'page', path: () => '/front-desk/ListFactures', auth: true },
  { name: 'api invoices list', kind: 'api', path: () => '/api/crm/allinvoices/v2', auth: true },
  { name: 'invoice PDF', kind: 'api', path: (c) => `/api/crm/invoices/${c.invoiceId ?? 0}/pdf`, auth: true },
  {
    name: 'payment (write)',
    kind: 'api',
    path: (c) => `/api/crm/orders/${c.orderId ?? 0}/add/payment`,
    auth: true,
    expect: [201],
    post: () => ({ method: 'cash', amountMinor: 100, reference: 'bench' }),
  },
  { name: 'check-in (write)', kind: 'cycle', path: (c) => `/api/pms/reservations/{id}/checkin (room type ${c.roomTypeId ?? '?'})`, auth: true },
  // Night audit and reports (issue 11): the simulation runs the whole closing of the business date and rolls it back.
  { name: 'api closing simulate', kind: 'api', path: (c) => `/api/crm/orders/closing?simulate=true&closingdate=${c.today}`, auth: true },
  { name: 'end-of-day history (30 days)', kind: 'page', path: () => '/front-desk/End-of-Day-history', auth: true },
  { name: 'kpis by market (1 year)', kind: 'page', path: () => '/front-desk/Kpis/market', auth: true },
  { name: 'kpis by channel (1 year)', kind: 'page', path: () => '/front-desk/Kpis/channel', auth: true },
  { name: 'stats by nationality (1 year)', kind: 'page', path: () => '/front-desk/StatByNationality', auth: true },
  { name: 'kpis by customer (1 year)', kind: 'page', path: () => '/front-desk/Kpis/customer', auth: true },
  { name: 'daily report (last closed day)', kind: 'page', path: () => '/front-desk/DailyReport', auth: true },
  { name: 'financial reports (30 days)', kind: 'page', path: () => '/front-desk/Reports', auth: true },
  { name: 'forecast (90 nights)', kind: 'page', path: () => '/front-desk/Forecast', auth: true },
  { name: 'pickups (30 days)', kind: 'page', path: () => '/admin/pickups', auth: true },
  { name: 'gm dashboard', kind: 'page', path: () => '/admin/dashboard', auth: true },
  { name: 'housekeeping report (today)', kind: 'page', path: () => '/front-desk/Housekeeping-Report', auth: true },
  // Rate management: the grid over every room type of the bench hotel for a year (bench/rate-plans.ts sets plans and restrictions up), and a quote priced on plans with restrictions and a demand rule.
  { name: 'api rate grid (all types × 365 days)', kind: 'api', path: (c) => `/api/pms/rates/grid?from=${c.today}&days=365`, auth: true },
  { name: 'rate grid page (31 days)', kind: 'page', path: (c) => `/rate-management/grid?from=${c.today}&days=31`, auth: true },
  {
    name: 'quote with plans and restrictions',
    kind: 'api',
    path: (c) => `/api/pms/quotes?property=${c.groupId}&checkin=${c.daysAhead(30)}&nights=3&guests=2`,
    auth: true,
  },
];
