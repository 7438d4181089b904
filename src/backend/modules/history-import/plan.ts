import type { Booking } from './booking.ts';
import { assignRooms, peakConcurrency } from './rooms.ts';

/** The two hotels of the dataset become groups 11 and 12; any other hotel gets an id of its own (see hotelIdsOf). */
export const DATASET_HOTELS: Record<string, { groupId: number; code: string; city: string }> = {
  'City Hotel': { groupId: 11, code: 'LISBON', city: 'Lisbon' },
  'Resort Hotel': { groupId: 12, code: 'ALGARVE', city: 'Algarve' },
};

/**
 * Booking-service channel numbers for the dataset's distribution channels. 15 is the spec's
 * default channel, so direct bookings keep it.
 */
export const CHANNELS: Record<string, number> = { Direct: 15, Corporate: 16, 'TA/TO': 17, GDS: 18, Undefined: 19 };
export const channelOf = (distribution: string): number => CHANNELS[distribution] ?? 19;

export interface RoomTypePlan {
  code: string;
  /** Rooms of the type: the peak number of stays in house on one night. */
  rooms: number;
  capacity: number;
  baseRateCents: number;
}

export interface HotelPlan {
  name: string;
  groupId: number;
  code: string;
  city: string;
  bookings: Booking[];
  roomTypes: RoomTypePlan[];
  /** Per booking (same index): the room index within its type, or -1 (cancelled, no-show). */
  roomOf: Int32Array;
  /** Market segment → the channel most of its bookings came through. */
  segments: { name: string; channel: number }[];
}

const median = (xs: number[]): number => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

/**
 * Derives what the data does not hold: rooms per type (only stays that happened, Check-Out, take a
 * room; a cancelled or no-show booking never slept there) and a room for each of those stays.
 */
export function planHotel(name: string, groupId: number, code: string, city: string, bookings: Booking[]): HotelPlan {
  const roomOf = new Int32Array(bookings.length).fill(-1);
  const byType = new Map<string, number[]>();
  for (let i = 0; i < bookings.length; i++) {
    const t = bookings[i]!.roomType;
    let list = byType.get(t);
    if (!list) byType.set(t, (list = []));
    list.push(i);
  }
  const roomTypes: RoomTypePlan[] = [];
  for (const code of [...byType.keys()].sort()) {
    const all = byType.get(code)!;
    const stayed = all.filter((i) => bookings[i]!.outcome === 'Check-Out');
    const intervals = stayed.map((i) => ({ start: bookings[i]!.arrival, end: bookings[i]!.arrival + bookings[i]!.nights }));
    const { room, count } = assignRooms(intervals);
    if (count !== peakConcurrency(intervals)) throw new Error(`room assignment for type ${code} of ${name} used ${count} rooms, more than the peak`);
    stayed.forEach((b, k) => (roomOf[b] = room[k]!));
    roomTypes.push({
      code,
      rooms: count,
      capacity: Math.min(10, all.reduce((m, i) => Math.max(m, bookings[i]!.adults + bookings[i]!.children), 1)),
      baseRateCents: median(stayed.map((i) => bookings[i]!.adrCents)),
    });
  }
  const channelVotes = new Map<string, Map<number, number>>();
  for (const b of bookings) {
    let votes = channelVotes.get(b.marketSegment);
    if (!votes) channelVotes.set(b.marketSegment, (votes = new Map()));
    const c = channelOf(b.distributionChannel);
    votes.set(c, (votes.get(c) ?? 0) + 1);
  }
  const segments = [...channelVotes.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([segment, votes]) => ({ name: segment, channel: [...votes.entries()].sort((a, b) => b[1] - a[1])[0]![0] }));
  return { name, groupId, code, city, bookings, roomTypes, roomOf, segments };
}

/** Guests are anonymous in the data: one person customer per (country, segment, customer type) stands for them. */
export const guestBucketOf = (b: Booking): string => `${b.country ?? '--'}|${b.marketSegment}|${b.customerType}`;

/** Ids from here up go to hotels of a file other than the dataset's two. */
export const FIRST_NEW_HOTEL_ID = 13;

/** A hotel of the file: its id and code in this database, and whether it is new. */
export interface HotelSlot { groupId: number; code: string; city: string }

/** The file's bookings by hotel, in id order. `slotOf` places each hotel (see import-history.ts). */
export async function planDataset(bookings: Booking[], slotOf: (name: string) => Promise<HotelSlot>): Promise<HotelPlan[]> {
  const byHotel = new Map<string, Booking[]>();
  for (const b of bookings) {
    let list = byHotel.get(b.hotel);
    if (!list) byHotel.set(b.hotel, (list = []));
    list.push(b);
  }
  const names = [...byHotel.keys()].sort((a, b) => (DATASET_HOTELS[a]?.groupId ?? 99) - (DATASET_HOTELS[b]?.groupId ?? 99) || a.localeCompare(b));
  const plans: HotelPlan[] = [];
  for (const name of names) {
    const slot = await slotOf(name);
    plans.push(planHotel(name, slot.groupId, slot.code, slot.city, byHotel.get(name)!));
  }
  return plans;
}
