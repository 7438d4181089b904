/** What a hotel is made of, before it has ids: the input of seedProperty. */
export interface PropertySpec {
  groupId: number;
  name: string;
  code: string;
  city: string;
  countryCode: string;
  currency: string;
  timezone: string;
  attributes: string[];
  /** Types in floor order: the first fill the lower floors. Base rate per night, minor units. */
  roomTypes: { code: string; name: string; capacity: number; baseRateMinor: number; count: number }[];
  buildings: string[];
  roomsPerFloor: number;
  zones: string[];
  servicePoints: { code: string; name: string }[];
  /** share: weight among stays; partner: booked for a company; external: carries a booking-system number. */
  segments: { code: string; name: string; channel: number; share: number; partner: boolean; external: boolean }[];
}

/** The segments every generated hotel sells through; the channel is the booking-service channel. */
export const STANDARD_SEGMENTS: PropertySpec['segments'] = [
  { code: 'DIR', name: 'Direct', channel: 15, share: 30, partner: false, external: false },
  { code: 'OTA', name: 'OTA', channel: 21, share: 35, partner: false, external: true },
  { code: 'COR', name: 'Corporate', channel: 16, share: 15, partner: true, external: false },
  { code: 'TO', name: 'Tour operator', channel: 17, share: 12, partner: true, external: true },
  { code: 'GRP', name: 'Groups', channel: 18, share: 5, partner: false, external: false },
  { code: 'WLK', name: 'Walk-in', channel: 15, share: 3, partner: false, external: false },
];

/** A room plan of `rooms` rooms over standard types, for generated hotels of any size. */
export function standardRoomTypes(rooms: number, baseRateMinor: number): PropertySpec['roomTypes'] {
  const mix = [
    { code: 'STD', name: 'Standard', capacity: 2, rate: 1, share: 0.45 },
    { code: 'DLX', name: 'Deluxe', capacity: 2, rate: 1.4, share: 0.25 },
    { code: 'TWN', name: 'Twin', capacity: 2, rate: 1.1, share: 0.15 },
    { code: 'FAM', name: 'Family', capacity: 4, rate: 1.7, share: 0.08 },
    { code: 'SUI', name: 'Suite', capacity: 3, rate: 2.6, share: 0.07 },
  ];
  let left = rooms;
  return mix
    .map((t, i) => {
      const count = i === mix.length - 1 ? left : Math.min(left, Math.max(1, Math.round(rooms * t.share)));
      left -= count;
      return { code: t.code, name: t.name, capacity: t.capacity, baseRateMinor: Math.round((baseRateMinor * t.rate) / 100) * 100, count };
    })
    .filter((t) => t.count > 0);
}
