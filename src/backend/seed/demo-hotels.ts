import { STANDARD_SEGMENTS, type PropertySpec } from './property-spec.ts';
import type { ORIGINS } from './people.ts';

export interface DemoHotel {
  spec: PropertySpec;
  persons: number;
  companies: number;
  origins: readonly (readonly [keyof typeof ORIGINS, number])[];
  /** City tax per adult and night the night audit posts, minor units. */
  cityTaxMinor: number;
}

/** Group 1: a 36-room riad in Marrakech, selling in dirhams. */
export const RIAD_ATLAS: DemoHotel = {
  spec: {
    groupId: 1,
    name: 'Riad Atlas',
    code: 'RIAD',
    city: 'Marrakech',
    countryCode: 'MA',
    currency: 'MAD',
    timezone: 'Africa/Casablanca',
    attributes: ['1001'],
    roomTypes: [
      { code: 'STD', name: 'Chambre Standard', capacity: 2, baseRateMinor: 90_000, count: 14 },
      { code: 'DLX', name: 'Chambre Deluxe Patio', capacity: 2, baseRateMinor: 130_000, count: 10 },
      { code: 'TRP', name: 'Chambre Triple', capacity: 3, baseRateMinor: 150_000, count: 4 },
      { code: 'SUI', name: 'Suite Atlas', capacity: 3, baseRateMinor: 250_000, count: 6 },
      { code: 'FAM', name: 'Suite Familiale', capacity: 4, baseRateMinor: 280_000, count: 2 },
    ],
    buildings: ['Riad principal', 'Dar annexe'],
    roomsPerFloor: 12,
    zones: ['Patio', 'Terrasse', 'Jardin'],
    servicePoints: [
      { code: 'REC', name: 'Reception' },
      { code: 'RES', name: 'Restaurant' },
      { code: 'BAR', name: 'Bar' },
      { code: 'SPA', name: 'Spa & Hammam' },
    ],
    segments: STANDARD_SEGMENTS,
  },
  persons: 300,
  companies: 10,
  origins: [
    ['ma', 35],
    ['fr', 35],
    ['eu', 30],
  ],
  cityTaxMinor: 2500,
};

/** Group 2: a 72-room hotel in Paris, selling in euros. */
export const HOTEL_LUMIERE: DemoHotel = {
  spec: {
    groupId: 2,
    name: 'Hôtel Lumière',
    code: 'LUMI',
    city: 'Paris',
    countryCode: 'FR',
    currency: 'EUR',
    timezone: 'Europe/Paris',
    attributes: ['1002'],
    roomTypes: [
      { code: 'SGL', name: 'Single', capacity: 1, baseRateMinor: 11_000, count: 12 },
      { code: 'DBL', name: 'Double Classique', capacity: 2, baseRateMinor: 16_000, count: 30 },
      { code: 'TWN', name: 'Twin', capacity: 2, baseRateMinor: 17_000, count: 14 },
      { code: 'SUP', name: 'Chambre Supérieure', capacity: 2, baseRateMinor: 22_000, count: 10 },
      { code: 'SUI', name: 'Suite Lumière', capacity: 4, baseRateMinor: 42_000, count: 6 },
    ],
    buildings: ['Bâtiment A'],
    roomsPerFloor: 12,
    zones: ['Cour', 'Rue'],
    servicePoints: [
      { code: 'REC', name: 'Réception' },
      { code: 'RES', name: 'Restaurant' },
      { code: 'BAR', name: 'Bar' },
      { code: 'RSV', name: 'Room service' },
    ],
    segments: STANDARD_SEGMENTS,
  },
  persons: 500,
  companies: 15,
  origins: [
    ['fr', 50],
    ['eu', 40],
    ['ma', 10],
  ],
  cityTaxMinor: 288,
};
