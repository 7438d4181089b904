/**
 * The columns of the reservations list a clerk may hide, remembered in a cookie so the server
 * renders the chosen ones at once. The booking number always shows (it opens the stay).
 */
export const RESERVATION_COLUMNS = [
  'guest',
  'customerName',
  'partnerName',
  'segment',
  'roomTypeCode',
  'roomName',
  'checkin',
  'checkout',
  'numberOfNights',
  'created',
  'status',
  'priceMinor',
  'invoiced',
] as const;
export type ReservationColumn = (typeof RESERVATION_COLUMNS)[number];

export const COLUMNS_COOKIE = 'auberge_rescols';
/** Hidden until the clerk asks for them: at 1366 px the rest fits, Status, Price and Invoiced included. */
export const DEFAULT_HIDDEN: readonly ReservationColumn[] = ['partnerName', 'segment', 'created'];

const isColumn = (s: string): s is ReservationColumn => (RESERVATION_COLUMNS as readonly string[]).includes(s);

/** The cookie's hidden columns ('none': every column shows); no cookie: the defaults. */
export function hiddenColumns(cookie: string | undefined): ReservationColumn[] {
  if (cookie === undefined || cookie === '') return [...DEFAULT_HIDDEN];
  if (cookie === 'none') return [];
  return [...new Set(decodeURIComponent(cookie).split(',').filter(isColumn))];
}

export const cookieValue = (hidden: readonly string[]): string => (hidden.length ? hidden.filter(isColumn).join(',') : 'none');

/** The CSS rule that hides those columns of the grid. */
export function hiddenColumnsCss(hidden: readonly string[]): string {
  const cols = hidden.filter(isColumn);
  return cols.length ? `${cols.map((c) => `.res-grid [data-col="${c}"]`).join(', ')} { display: none; }` : '';
}
