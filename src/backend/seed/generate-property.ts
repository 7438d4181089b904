import type { Database } from '../db/client.ts';
import { Rng } from './prng.ts';
import { addMonths } from '../../lib/domain/days.ts';
import { inTransaction, syncSequences } from './bulk-insert.ts';
import { STANDARD_SEGMENTS, standardRoomTypes } from './property-spec.ts';
import { seedProperty } from './seed-property.ts';
import { seedCustomers } from './seed-customers.ts';
import { seedHotelStays } from './seed-hotel-stays.ts';
import { seedDemoRates } from './seed-demo-rates.ts';
import { SEEDED_SERIAL_TABLES } from './serial-tables.ts';

export interface GeneratePropertyOptions {
  groupId: number;
  name: string;
  rooms: number;
  /** Span of arrivals: two thirds before `today`, one third after. */
  years: number;
  /** The open business day (YYYY-MM-DD); every day before it is closed. */
  today: string;
  seed?: number;
  /**
   * ANALYZE the database once written (default true), so the first queries get real plans. A group's
   * generator writing hotel after hotel analyzes every few hotels instead: each ANALYZE samples every
   * table of the whole group.
   */
  analyze?: boolean;
}

/**
 * A hotel at benchmark scale (300 rooms over 3 years is about 100,000 stays), built with the demo's
 * own planner and loader: the hotel (group) if missing, its rooms, segments, a few thousand
 * customers, and the orders, items, charges and reservations of its stays, in one transaction.
 * Then ANALYZE, so the first queries get real plans.
 */
export async function generateProperty(
  database: Database,
  opts: GeneratePropertyOptions,
): Promise<{ rooms: number; roomTypes: number; customers: number; reservations: number; ms: number }> {
  const started = performance.now();
  const rng = new Rng(opts.seed ?? 1);
  const months = Math.max(1, Math.round(opts.years * 12));
  const back = Math.round((months * 2) / 3);
  const persons = Math.min(5000, Math.max(200, opts.rooms * 10));
  const result = await inTransaction(database, async (q) => {
    const [existing] = await q.query<{ n: string }>('select count(*)::text as n from rooms where group_id = $1', [opts.groupId]);
    if (Number(existing?.n ?? 0) > 0) {
      throw new Error(`Hotel ${opts.groupId} already has ${existing?.n} rooms: generateProperty builds a new property. Choose an unused group id.`);
    }
    const roomTypes = standardRoomTypes(opts.rooms, 80_000);
    const property = await seedProperty(q, {
      groupId: opts.groupId,
      name: opts.name,
      code: `H${opts.groupId}`,
      city: 'Casablanca',
      countryCode: 'MA',
      currency: 'MAD',
      timezone: 'Africa/Casablanca',
      attributes: [String(1000 + opts.groupId)],
      roomTypes,
      buildings: Array.from({ length: Math.max(1, Math.ceil(opts.rooms / 150)) }, (_, i) => `Building ${String.fromCharCode(65 + i)}`),
      roomsPerFloor: Math.min(30, opts.rooms),
      zones: ['North', 'South', 'East', 'West'],
      servicePoints: [
        { code: 'REC', name: 'Reception' },
        { code: 'RES', name: 'Restaurant' },
        { code: 'BAR', name: 'Bar' },
      ],
      segments: STANDARD_SEGMENTS,
    });
    const segment = (code: string) => property.segments.find((s) => s.code === code)!.segmentId;
    const customers = await seedCustomers(q, rng, {
      groupId: opts.groupId,
      persons,
      companies: 15,
      origins: [
        ['ma', 40],
        ['fr', 30],
        ['eu', 30],
      ],
      segmentOf: { agency: segment('TO'), corporate: segment('COR'), direct: segment('DIR') },
    });
    const { stays } = await seedHotelStays(q, rng, {
      groupId: opts.groupId,
      code: `H${opts.groupId}`,
      currency: 'MAD',
      property,
      customers,
      staff: [null],
      from: addMonths(opts.today, -back),
      to: addMonths(opts.today, months - back),
      today: opts.today,
      occupancy: 0.75,
      closedBy: null,
    });
    await seedDemoRates(q, { groupId: opts.groupId, from: addMonths(opts.today, -1), to: addMonths(opts.today, months - back) });
    await syncSequences(q, SEEDED_SERIAL_TABLES);
    return { rooms: property.rooms.length, roomTypes: property.roomTypes.length, customers: persons + customers.companies.size, reservations: stays.length };
  });
  if (opts.analyze ?? true) await database.exec('analyze');
  return { ...result, ms: Math.round(performance.now() - started) };
}
