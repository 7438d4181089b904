import { literal } from '../../core/sql-literal.ts';

/** The two hotels of the dataset become groups 11 and 12; any other hotel gets an id of its own (from FIRST_NEW_HOTEL_ID). */
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

/** channelOf in SQL, over a text column. */
export const channelSql = (column: string): string =>
  `(case ${column} ${Object.entries(CHANNELS)
    .map(([name, n]) => `when ${literal(name)} then ${n}`)
    .join(' ')} else 19 end)`;

/** Ids from here up go to hotels of a file other than the dataset's two. */
export const FIRST_NEW_HOTEL_ID = 13;

/** A hotel of the file: its id and code in this database. */
export interface HotelSlot {
  groupId: number;
  code: string;
  city: string;
}

/** The file's hotels in the order they are written (and get new ids): the dataset's two first, then by name. */
export const hotelOrder = (names: Iterable<string>): string[] =>
  [...names].sort((a, b) => (DATASET_HOTELS[a]?.groupId ?? 99) - (DATASET_HOTELS[b]?.groupId ?? 99) || a.localeCompare(b));

/** A market segment's channel: the one most of its bookings came through, the first seen on a tie. */
export function segmentChannels(votes: readonly { segment: string; distribution: string; n: number; first: number }[]): { name: string; channel: number }[] {
  const bySegment = new Map<string, Map<number, { n: number; first: number }>>();
  for (const v of votes) {
    let channels = bySegment.get(v.segment);
    if (!channels) bySegment.set(v.segment, (channels = new Map()));
    const c = channelOf(v.distribution);
    const seen = channels.get(c);
    channels.set(c, seen ? { n: seen.n + v.n, first: Math.min(seen.first, v.first) } : { n: v.n, first: v.first });
  }
  return [...bySegment.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, channels]) => ({ name, channel: [...channels.entries()].sort((a, b) => b[1].n - a[1].n || a[1].first - b[1].first)[0]![0] }));
}
