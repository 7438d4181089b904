import { attr, child, children, readXml, text, type Parsed } from './alpinebits-xml.ts';
import { PortalError } from './channel-error.ts';

/** Reads a portal's answer (…RS): Success, or its Errors in words (thrown). Returns the answer's root element. */
export function readAnswer(body: string, root: string): Parsed {
  const trimmed = body.trim();
  if (trimmed.startsWith('ERROR:')) {
    const detail = trimmed.slice(6).trim().slice(0, 300);
    throw new PortalError({ key: 'alpinebits.error.refused', params: { detail } }, `the portal refused: ${detail}`);
  }
  const rs = readXml(trimmed, root);
  const errors = children(child(rs, 'Errors'), 'Error');
  if (errors.length) {
    const detail = errors
      .map((e) => (typeof e['#text'] === 'string' ? e['#text'] : (attr(e, 'Code') ?? '?')))
      .join('; ')
      .slice(0, 300);
    throw new PortalError({ key: 'alpinebits.error.refused', params: { detail } }, `the portal refused: ${detail}`);
  }
  if (!child(rs, 'Success'))
    throw new PortalError({ key: 'alpinebits.error.noOutcome', params: { root } }, `the portal's ${root} has neither Success nor Errors`);
  return rs;
}

/** A reservation of OTA_ResRetrieveRS as Auberge books it. */
export interface GuestRequest {
  resId: string;
  status: string;
  roomTypeCode: string;
  ratePlanCode: string | null;
  checkin: string;
  checkout: string;
  adults: number;
  kidAges: number[];
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A reservation that cannot be read: its id, why (a key of the AlpineBits catalogue) and the sentence the portal is sent. */
export interface Unreadable {
  resId: string;
  key: 'alpinebits.refusal.noDates' | 'alpinebits.refusal.noRoomTypeCode';
  reason: string;
}

/** The reservations of an OTA_ResRetrieveRS (one room stay each: the first); one it cannot read is returned as refused with why. */
export function readGuestRequests(body: string): { requests: GuestRequest[]; unreadable: Unreadable[] } {
  const rs = readAnswer(body, 'OTA_ResRetrieveRS');
  const requests: GuestRequest[] = [];
  const unreadable: Unreadable[] = [];
  for (const r of children(child(rs, 'ReservationsList'), 'HotelReservation')) {
    const resId = attr(child(r, 'UniqueID'), 'ID') ?? '';
    if (!resId) continue;
    const stay = child(child(r, 'RoomStays'), 'RoomStay');
    const span = child(stay, 'TimeSpan');
    const checkin = attr(span, 'Start') ?? '';
    const checkout = attr(span, 'End') ?? '';
    const roomTypeCode = attr(child(child(stay, 'RoomTypes'), 'RoomType'), 'RoomTypeCode') ?? '';
    if (!DAY.test(checkin) || !DAY.test(checkout) || checkout <= checkin) {
      unreadable.push({ resId, key: 'alpinebits.refusal.noDates', reason: 'the reservation has no valid TimeSpan Start/End' });
      continue;
    }
    if (!roomTypeCode) {
      unreadable.push({ resId, key: 'alpinebits.refusal.noRoomTypeCode', reason: 'the reservation names no RoomTypeCode' });
      continue;
    }
    let adults = 0;
    const kidAges: number[] = [];
    for (const g of children(child(stay, 'GuestCounts'), 'GuestCount')) {
      const count = Number(attr(g, 'Count') ?? '0');
      const age = attr(g, 'Age');
      if (!Number.isInteger(count) || count < 0 || count > 50) continue;
      if (age !== undefined && Number(age) < 18) for (let i = 0; i < count; i++) kidAges.push(Number(age));
      else adults += count;
    }
    const customer = child(child(child(child(child(child(r, 'ResGuests'), 'ResGuest'), 'Profiles'), 'ProfileInfo'), 'Profile'), 'Customer');
    const name = child(customer, 'PersonName');
    requests.push({
      resId,
      status: attr(r, 'ResStatus') ?? 'Requested',
      roomTypeCode,
      ratePlanCode: attr(child(child(stay, 'RatePlans'), 'RatePlan'), 'RatePlanCode') ?? null,
      checkin,
      checkout,
      adults: Math.max(adults, 1),
      kidAges,
      firstName: text(name, 'GivenName') ?? '',
      lastName: text(name, 'Surname') ?? resId,
      email: text(customer, 'Email') ?? '',
      phone: attr(child(customer, 'Telephone'), 'PhoneNumber') ?? '',
    });
  }
  return { requests, unreadable };
}
