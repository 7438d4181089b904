import { CANCEL_REASONS as CANCEL_REASONS_BY_CODE } from '../../lib/domain/cancel-reasons.ts';
import { RESERVATION_STATUS as S } from '../../lib/domain/reservation-status.ts';
import type { Rng } from './prng.ts';
import { at } from './dates.ts';
import { addDays, daysBetween, weekday } from '../../lib/domain/days.ts';
import { RoomAssigner } from './room-assignment.ts';
import { DEFAULT_STATUS_RATES, holdsRoom, stayStatus } from './stay-status.ts';

/** What a hotel offers and who books it: the input of the stay planner. */
export interface HotelStock {
  groupId: number;
  currency: string;
  rooms: readonly { roomId: number; roomTypeId: number }[];
  roomTypes: readonly { roomTypeId: number; name: string; capacity: number; baseRateMinor: number }[];
  /** share: relative weight; partner: stays of this segment are booked for a company. */
  segments: readonly { segmentId: number; channel: number; share: number; partner: boolean; external: boolean }[];
  persons: readonly { customerId: number; name: string }[];
  companies: readonly number[];
  posId: number | null;
  /** Staff who key in reservations (null: bookings that came in by channel). */
  staff: readonly (number | null)[];
}

/** One stay as it will be written: order, room item, nightly charges and reservation. */
export interface PlannedStay {
  customerId: number;
  partnerId: number | null;
  guestName: string;
  segmentId: number;
  channel: number;
  roomTypeId: number;
  roomTypeName: string;
  roomId: number | null;
  checkin: string;
  checkout: string;
  adults: number;
  status: number;
  rateMinor: number;
  createdAt: string;
  createdBy: number | null;
  checkedInAt: string | null;
  checkedOutAt: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  cancelPriceMinor: number | null;
  boNumber: string | null;
}

export interface PlanOptions {
  /** First and last arrival day (last excluded). */
  from: string;
  to: string;
  today: string;
  /** Share of room nights sold, 0–1. */
  occupancy: number;
  /** Share of future stays left without a room (assigned later by the front desk). */
  unassigned?: number;
}

const NIGHTS: readonly (readonly [number, number])[] = [
  [1, 30],
  [2, 28],
  [3, 18],
  [4, 10],
  [5, 6],
  [7, 5],
  [10, 2],
  [14, 1],
];
const MEAN_NIGHTS = NIGHTS.reduce((s, [n, w]) => s + n * w, 0) / NIGHTS.reduce((s, [, w]) => s + w, 0);
const { noShow: NO_SHOW_REASON, ...USUAL } = CANCEL_REASONS_BY_CODE;
const CANCEL_REASONS = Object.values(USUAL);

/** Demand swings with the season and peaks on Friday and Saturday arrivals. */
function demandFactor(day: string): number {
  const month = Number(day.slice(5, 7));
  const season = 1 + 0.18 * Math.sin(((month - 2) / 12) * 2 * Math.PI);
  const wd = weekday(day);
  return season * (wd === 5 || wd === 6 ? 1.2 : 0.93);
}

/**
 * Stays of one hotel over an arrival window, consistent with `today`: arrivals are drawn per room
 * type and day to reach the occupancy, then given rooms without overlap (a stay no room can take
 * is turned away, as a full hotel would). Sorted by check-in. Deterministic for a given Rng.
 */
export function planStays(hotel: HotelStock, opts: PlanOptions, rng: Rng): PlannedStay[] {
  const assigner = new RoomAssigner(hotel.rooms);
  const roomsByType = Map.groupBy(hotel.rooms, (r) => r.roomTypeId);
  const segments = hotel.segments.map((s) => [s, s.share] as const);
  const lost = DEFAULT_STATUS_RATES.cancelled + DEFAULT_STATUS_RATES.noShow;
  const out: PlannedStay[] = [];
  // Rooms whose guest is due out today and still in house: today's arrival there waits to check in (one in-house stay per room).
  const dueOutInHouse = new Set<number>();
  for (let day = opts.from; day < opts.to; day = addDays(day, 1)) {
    const factor = demandFactor(day);
    for (const type of hotel.roomTypes) {
      const typeRooms = roomsByType.get(type.roomTypeId) ?? [];
      const lambda = (opts.occupancy * typeRooms.length * factor) / MEAN_NIGHTS / (1 - lost);
      let count = Math.floor(lambda) + (rng.next() < lambda % 1 ? 1 : 0);
      for (; count > 0; count--) {
        const checkout = addDays(day, rng.weighted(NIGHTS));
        const status = stayStatus({ checkin: day, checkout }, opts.today, rng.next(), rng.next());
        let roomId: number | null = null;
        if (holdsRoom(status)) {
          roomId = assigner.assign(type.roomTypeId, day, checkout);
          if (roomId === null) continue;
          if (day > opts.today && rng.chance(opts.unassigned ?? 0.02)) roomId = null;
        } else if (status === S.NO_SHOW) {
          roomId = rng.pick(typeRooms).roomId;
        }
        const planned = describeStay(hotel, rng, { day, checkout, status, roomId, type, segment: rng.weighted(segments), today: opts.today });
        if (status === S.IN_HOUSE && roomId !== null && checkout === opts.today) dueOutInHouse.add(roomId);
        // Stays come by arrival day, so the due-out is seen first; overriding after the draws keeps the Rng's sequence.
        const waits = status === S.IN_HOUSE && roomId !== null && day === opts.today && dueOutInHouse.has(roomId);
        out.push(waits ? { ...planned, status: S.EXPECTED, checkedInAt: null } : planned);
      }
    }
  }
  return out;
}

function describeStay(
  hotel: HotelStock,
  rng: Rng,
  s: {
    day: string;
    checkout: string;
    status: number;
    roomId: number | null;
    today: string;
    type: HotelStock['roomTypes'][number];
    segment: HotelStock['segments'][number];
  },
): PlannedStay {
  const guest = rng.pick(hotel.persons);
  const rateMinor = Math.round((s.type.baseRateMinor * demandFactor(s.day) * (0.9 + rng.next() * 0.2)) / 100) * 100;
  const createdDay =
    s.day > s.today
      ? addDays(s.today, -rng.int(0, 45))
      : addDays(
          s.day,
          -rng.weighted([
            [0, 10],
            [rng.int(1, 7), 30],
            [rng.int(8, 30), 35],
            [rng.int(31, 120), 25],
          ]),
        );
  const createdAt = at(createdDay, rng.int(8, 21), rng.int(0, 59));
  const cancelled = s.status === S.CANCELLED;
  const noShow = s.status === S.NO_SHOW;
  const cancelDay = cancelled ? addDays(createdDay, Math.max(0, Math.floor(daysBetween(createdDay, s.day < s.today ? s.day : s.today) * rng.next()))) : null;
  return {
    customerId: guest.customerId,
    partnerId: s.segment.partner && hotel.companies.length ? rng.pick(hotel.companies) : null,
    guestName: guest.name,
    segmentId: s.segment.segmentId,
    channel: s.segment.channel,
    roomTypeId: s.type.roomTypeId,
    roomTypeName: s.type.name,
    roomId: s.roomId,
    checkin: s.day,
    checkout: s.checkout,
    adults: rng.int(1, s.type.capacity),
    status: s.status,
    rateMinor,
    createdAt,
    createdBy: rng.pick(hotel.staff),
    checkedInAt: s.status === S.IN_HOUSE || s.status === S.DEPARTED ? at(s.day, rng.int(13, 21), rng.int(0, 59)) : null,
    checkedOutAt: s.status === S.DEPARTED ? at(s.checkout, rng.int(7, 11), rng.int(0, 59)) : null,
    cancelledAt: cancelDay ? at(cancelDay, rng.int(9, 20)) : noShow ? at(addDays(s.day, 1), 2) : null,
    cancelReason: cancelled ? rng.pick(CANCEL_REASONS) : noShow ? NO_SHOW_REASON : null,
    cancelPriceMinor: noShow ? rateMinor : cancelled && rng.chance(0.3) ? rateMinor : null,
    boNumber: s.segment.external ? String(rng.int(100_000_000, 999_999_999)) : null,
  };
}
