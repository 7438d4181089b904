import { $booking, $bookingMode, EMPTY_DRAFT, initialBooking, type BookingMode, type BookingState } from './booking-draft.ts';

/** sessionStorage key of a user's draft in one hotel: another user or hotel never gets it back. */
export const bookingStorageKey = (userId: number, groupId: number) => `auberge.booking.v1.${userId}.${groupId}`;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A stored draft, checked field by field against the fresh state: anything odd is left out. */
export function readStoredBooking(text: string | null, today: string): BookingState | null {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(raw)) return null;
  const fresh = initialBooking(today);
  const s: BookingState = { ...fresh };
  for (const [key, value] of Object.entries(fresh)) {
    const stored = raw[key];
    if (stored === undefined) continue;
    const sameShape = value === null ? true : Array.isArray(value) ? Array.isArray(stored) : typeof stored === typeof value;
    if (sameShape) Object.assign(s, { [key]: stored });
  }
  if (!isObject(s.client) || !['none', 'customer', 'draft'].includes(String(s.client.kind))) s.client = { kind: 'none' };
  s.draft = { ...EMPTY_DRAFT, ...(isObject(s.draft) ? s.draft : {}) };
  if (!s.kidAges.every((a) => Number.isInteger(a))) s.kidAges = [];
  if (s.roomIds.length !== s.rooms) s.roomIds = Array.from({ length: s.rooms }, (_, i) => s.roomIds[i] ?? null);
  return s;
}

/**
 * Starts the screen's store in the browser: who books, the draft this tab kept, and from now on
 * every change saved. A draft whose arrival has passed starts again from today; a partner's
 * draft never carries a client of its own. Returns the unsubscribe.
 */
export function startBooking(mode: BookingMode, storage: Pick<Storage, 'getItem' | 'setItem'> | null, key: string): () => void {
  $bookingMode.set(mode);
  let stored: BookingState | null;
  try {
    stored = storage ? readStoredBooking(storage.getItem(key), mode.today) : null;
  } catch {
    stored = null;
  }
  const state = stored ?? initialBooking(mode.today);
  if (!state.hold && state.checkin < mode.today) Object.assign(state, { checkin: mode.today, quote: null, roomTypeId: null });
  if (mode.partner)
    Object.assign(state, { client: { kind: 'none' }, segmentId: null, segmentName: '', channel: null, priceMinor: null, priceChanged: false, forced: false });
  if (!mode.canForce) state.forced = false;
  $booking.set(state);
  return $booking.listen((value) => {
    try {
      storage?.setItem(key, JSON.stringify(value));
    } catch {
      /* storage full or disabled: the draft lives on in memory */
    }
  });
}
