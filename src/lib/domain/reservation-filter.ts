import { isReservationStatus, RESERVATION_STATUSES, type ReservationStatus } from './reservation-status.ts';
import { addDays } from './days.ts';

/**
 * The reservations list's filter rules (front-office.md §5), shared by the PMS API and the
 * /front-desk/reservationslist page: from the query string of a URL to one normalised filter.
 *
 * - Dates arrive as YYYY-MM-DD or DD-MM-YYYY (also DD/MM/YYYY) and leave as YYYY-MM-DD.
 * - Created range: half-open [createdFrom, createdTo) in days; a start alone (or a start equal
 *   to the end) means that one day: the end becomes start + 1.
 * - Check-in, check-out and cancelled ranges are inclusive; a missing bound equals the other.
 * - checkindate + checkoutdate (the filter body's checkinDate / checkoutDate): the stays of that
 *   period, minus those whose checkout is the chosen check-in day and those without a room.
 * - on: the stays of that day's business (arriving, staying or leaving: checkin <= on <= checkout).
 * - Status: one code, a comma list, or 'All' (every status, the default).
 * - Invoiced: only 'true' or 'false' filter; '' and 'null' mean no filter.
 */

export const SORT_KEYS = ['number', 'guest', 'checkin', 'checkout', 'created', 'status'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const MAX_PAGE_SIZE = 500;
export const DEFAULT_PAGE_SIZE = 20;

export interface DayRange {
  /** YYYY-MM-DD */
  from: string;
  to: string;
}

export interface ReservationFilter {
  /** Half-open: from <= created < to. */
  created?: DayRange;
  /** Inclusive ranges. */
  checkin?: DayRange;
  checkout?: DayRange;
  cancelled?: DayRange;
  /** The day's business: stays arriving, staying or leaving that day. */
  on?: string;
  /** The both-dates rule: stays of the period [checkin, checkout] with a room, not leaving on its first day. */
  period?: { checkin?: string; checkout?: string };
  /** Undefined = every status. */
  statuses?: ReservationStatus[];
  roomTypeId?: number;
  segmentId?: number;
  partnerId?: number;
  customerId?: number;
  guest?: string;
  bookingNumber?: string;
  number?: string;
  boNumber?: string;
  invoiced?: boolean;
  sort: SortKey;
  dir: 'asc' | 'desc';
  page: number;
  size: number;
}

export type FilterResult = { ok: true; filter: ReservationFilter } | { ok: false; field: string; message: string };

/** Which query names carry the check-in and check-out ranges. */
export type FilterDialect = 'v1' | 'v2';

type Query = Record<string, string | undefined>;

class FilterError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.field = field;
  }
}

/** 'DD-MM-YYYY' or 'DD/MM/YYYY' → 'YYYY-MM-DD'; a YYYY-MM-DD day passes; anything else is undefined. */
export function toIsoDay(text: string): string | undefined {
  const s = text.trim();
  let y: number, m: number, d: number;
  let match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else {
    match = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(s);
    if (!match) return undefined;
    [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  }
  const t = new Date(Date.UTC(y, m - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== m - 1 || t.getUTCDate() !== d) return undefined;
  return t.toISOString().slice(0, 10);
}

const present = (q: Query, name: string): string | undefined => {
  const v = q[name]?.trim();
  return v === undefined || v === '' ? undefined : v;
};

function day(q: Query, name: string): string | undefined {
  const raw = present(q, name);
  if (raw === undefined) return undefined;
  const iso = toIsoDay(raw);
  if (!iso) throw new FilterError(name, `expected a date as YYYY-MM-DD or DD-MM-YYYY, got '${raw}'`);
  return iso;
}

/** Inclusive range with the missing-bound rule. */
function range(q: Query, fromName: string, toName: string): DayRange | undefined {
  const from = day(q, fromName);
  const to = day(q, toName);
  if (from === undefined && to === undefined) return undefined;
  const r = { from: from ?? to!, to: to ?? from! };
  if (r.from > r.to) throw new FilterError(fromName, `${r.from} is after ${toName} ${r.to}`);
  return r;
}

function createdRange(q: Query): DayRange | undefined {
  const from = day(q, 'createdfrom');
  const to = day(q, 'createdto');
  if (from === undefined && to === undefined) return undefined;
  if (from === undefined) return { from: '0001-01-01', to: to! };
  if (to !== undefined && from > to) throw new FilterError('createdfrom', `${from} is after createdto ${to}`);
  // The one-day rule: a start alone (or start = end) is that single day.
  return { from, to: to === undefined || to === from ? addDays(from, 1) : to };
}

function id(q: Query, name: string): number | undefined {
  const raw = present(q, name);
  if (raw === undefined) return undefined;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw new FilterError(name, `expected a positive id, got '${raw}'`);
  return Number(raw);
}

function text(q: Query, name: string, max = 100): string | undefined {
  const raw = present(q, name);
  if (raw !== undefined && raw.length > max) throw new FilterError(name, `at most ${max} characters`);
  return raw;
}

function statuses(q: Query): ReservationStatus[] | undefined {
  const raw = present(q, 'resastatus') ?? present(q, 'status');
  if (raw === undefined || raw.toLowerCase() === 'all') return undefined;
  const out: ReservationStatus[] = [];
  for (const part of raw.split(',').map((s) => s.trim())) {
    const n = /^\d+$/.test(part) ? Number(part) : NaN;
    if (!isReservationStatus(n)) throw new FilterError('resastatus', `expected 'All' or status codes among ${RESERVATION_STATUSES.join(', ')}, got '${part}'`);
    if (!out.includes(n)) out.push(n);
  }
  return out;
}

function invoiced(q: Query): boolean | undefined {
  const raw = present(q, 'invoiced');
  if (raw === undefined || raw === 'null') return undefined;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  throw new FilterError('invoiced', `expected true or false, got '${raw}'`);
}

function paging(q: Query): Pick<ReservationFilter, 'sort' | 'dir' | 'page' | 'size'> {
  const sortRaw = present(q, 'sort') ?? 'checkin';
  if (!(SORT_KEYS as readonly string[]).includes(sortRaw)) throw new FilterError('sort', `expected one of ${SORT_KEYS.join(', ')}`);
  const dirRaw = present(q, 'dir') ?? (sortRaw === 'checkin' || sortRaw === 'created' ? 'desc' : 'asc');
  if (dirRaw !== 'asc' && dirRaw !== 'desc') throw new FilterError('dir', 'expected asc or desc');
  const pageRaw = present(q, 'page') ?? '0';
  if (!/^\d{1,7}$/.test(pageRaw)) throw new FilterError('page', `expected a page number from 0, got '${pageRaw}'`);
  const sizeRaw = present(q, 'size') ?? String(DEFAULT_PAGE_SIZE);
  const size = /^\d{1,4}$/.test(sizeRaw) ? Number(sizeRaw) : NaN;
  if (!(size >= 1 && size <= MAX_PAGE_SIZE)) throw new FilterError('size', `expected a page size from 1 to ${MAX_PAGE_SIZE}, got '${sizeRaw}'`);
  return { sort: sortRaw as SortKey, dir: dirRaw, page: Number(pageRaw), size };
}

/** Applies every rule of §5 to a query string; the first bad field is named. */
export function parseReservationFilter(q: Query, dialect: FilterDialect = 'v1'): FilterResult {
  try {
    const checkin = dialect === 'v1' ? range(q, 'from', 'to') : range(q, 'checkinfrom', 'checkinto');
    const checkoutFrom = q['chekoutfrom'] !== undefined ? 'chekoutfrom' : 'checkoutfrom';
    const checkout = range(q, checkoutFrom, 'checkoutto');
    const periodIn = day(q, 'checkindate');
    const periodOut = day(q, 'checkoutdate');
    if (periodIn && periodOut && periodIn > periodOut) throw new FilterError('checkindate', `${periodIn} is after checkoutdate ${periodOut}`);
    const filter: ReservationFilter = {
      ...paging(q),
      ...opt('created', createdRange(q)),
      ...opt('checkin', checkin),
      ...opt('checkout', checkout),
      ...opt('cancelled', range(q, 'canceledfrom', 'canceledto')),
      ...opt('on', day(q, 'on')),
      ...opt('period', periodIn || periodOut ? { ...opt('checkin', periodIn), ...opt('checkout', periodOut) } : undefined),
      ...opt('statuses', statuses(q)),
      ...opt('roomTypeId', id(q, 'roomtype')),
      ...opt('segmentId', id(q, 'segmentid')),
      ...opt('partnerId', id(q, 'partner')),
      ...opt('customerId', id(q, 'customer')),
      ...opt('guest', text(q, 'guest')),
      ...opt('bookingNumber', text(q, 'bookingnumber', 40)),
      ...opt('number', text(q, 'number', 40)),
      ...opt('boNumber', text(q, 'boNumber', 40) ?? text(q, 'bonumber', 40)),
      ...opt('invoiced', invoiced(q)),
    };
    return { ok: true, filter };
  } catch (e) {
    if (e instanceof FilterError) return { ok: false, field: e.field, message: e.message };
    throw e;
  }
}

function opt<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

/**
 * The v1 query string of a filter (no paging unless asked): what the page sends to the API and
 * puts in its export links, so the export has exactly the filters of the screen.
 */
export function filterToQuery(f: ReservationFilter, opts: { paging?: boolean } = {}): Record<string, string> {
  const q: Record<string, string> = {};
  if (f.created) {
    q['createdfrom'] = f.created.from === '0001-01-01' ? '' : f.created.from;
    q['createdto'] = f.created.to;
  }
  if (f.checkin) [q['from'], q['to']] = [f.checkin.from, f.checkin.to];
  if (f.checkout) [q['checkoutfrom'], q['checkoutto']] = [f.checkout.from, f.checkout.to];
  if (f.cancelled) [q['canceledfrom'], q['canceledto']] = [f.cancelled.from, f.cancelled.to];
  if (f.on) q['on'] = f.on;
  if (f.period?.checkin) q['checkindate'] = f.period.checkin;
  if (f.period?.checkout) q['checkoutdate'] = f.period.checkout;
  if (f.statuses) q['resastatus'] = f.statuses.join(',');
  if (f.roomTypeId) q['roomtype'] = String(f.roomTypeId);
  if (f.segmentId) q['segmentid'] = String(f.segmentId);
  if (f.partnerId) q['partner'] = String(f.partnerId);
  if (f.customerId) q['customer'] = String(f.customerId);
  if (f.guest) q['guest'] = f.guest;
  if (f.bookingNumber) q['bookingnumber'] = f.bookingNumber;
  if (f.number) q['number'] = f.number;
  if (f.boNumber) q['boNumber'] = f.boNumber;
  if (f.invoiced !== undefined) q['invoiced'] = String(f.invoiced);
  if (f.sort !== 'checkin' || f.dir !== 'desc') [q['sort'], q['dir']] = [f.sort, f.dir];
  if (opts.paging) {
    if (f.page) q['page'] = String(f.page);
    if (f.size !== DEFAULT_PAGE_SIZE) q['size'] = String(f.size);
  }
  for (const k of Object.keys(q)) if (q[k] === '') delete q[k];
  return q;
}

export function queryString(q: Record<string, string>): string {
  const s = new URLSearchParams(q).toString();
  return s ? `?${s}` : '';
}
