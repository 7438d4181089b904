import type { Database, Queryer } from '../db/client.ts';
import { Rng } from './prng.ts';
import { addMonths, dayInZone } from '../../lib/domain/days.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-accounts.ts';
import { inTransaction, syncSequences } from './bulk-insert.ts';
import { HOTEL_LUMIERE, RIAD_ATLAS, type DemoHotel } from './demo-hotels.ts';
import { seedProperty, type SeededProperty } from './seed-property.ts';
import { seedCustomers, type SeededCustomers } from './seed-customers.ts';
import { seedHotelStays } from './seed-hotel-stays.ts';
import { seedDemoCashiering } from './seed-cashiering.ts';
import { seedDemoUsers } from './seed-demo-users.ts';
import { seedDemoAudit, seedStayDetails } from './seed-demo-extras.ts';
import { seedDemoRates } from './seed-demo-rates.ts';
import { seedDemoRatePlans } from './seed-demo-rate-plans.ts';
import { PARTNER_COMPANY } from './people.ts';
import { SEEDED_SERIAL_TABLES } from './serial-tables.ts';
import { seedDemoBackOffice } from './seed-demo-back-office.ts';

/** What the server prints at first start: who can sign in, with which password. */
export const DEMO_ACCOUNTS: { password: string; users: { username: string; description: string }[] } = {
  password: DEMO_PASSWORD,
  users: DEMO_USERS.map((u) => ({ username: u.username, description: u.description })),
};

const DEMO_SEED = 20_240_601;
/** Two instances starting on one empty database must not both seed it. */
const SEED_LOCK = 727_002;

/**
 * Seeds the demo (two hotels, their guests and stays, the demo users) when the database holds no
 * hotel besides group 0, all in one transaction so a crash never leaves half a demo. `today`
 * (YYYY-MM-DD, default each hotel's own today in its time zone) is the open business day: stays are
 * laid out around it and every day before it is closed. Returns whether it seeded.
 */
export async function seedDemoIfEmpty(database: Database, opts: { today?: string } = {}): Promise<boolean> {
  // Each hotel's own today: seeded at 23:30 UTC, Paris is already on the next day.
  const now = new Date();
  const todayOf = (hotel: DemoHotel) => opts.today ?? dayInZone(now, hotel.spec.timezone);
  const [riadToday, lumiereToday] = [todayOf(RIAD_ATLAS), todayOf(HOTEL_LUMIERE)];
  return inTransaction(database, async (q) => {
    await q.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const [found] = await q.query<{ any: boolean }>('select exists (select 1 from hotels where group_id <> 0) as any');
    if (found?.any) return false;
    const riad = await seedHotelBase(q, RIAD_ATLAS);
    const lumiere = await seedHotelBase(q, HOTEL_LUMIERE);
    const partner = riad.customers.companies.get(PARTNER_COMPANY);
    if (!partner) throw new Error(`The demo's partner company '${PARTNER_COMPANY}' was not seeded in ${RIAD_ATLAS.spec.name}.`);
    await seedDemoUsers(q, [riad.ids, lumiere.ids], partner.customerId);
    await seedDemoStays(q, RIAD_ATLAS, riad, riadToday, { staff: [1, 2, 4, 9, null], bookers: new Map([[partner.customerId, 8]]), clerk: 2, auditor: 4 });
    await seedDemoStays(q, HOTEL_LUMIERE, lumiere, lumiereToday, { staff: [1, 9, 20, null], clerk: 9, auditor: 20 });
    await seedDemoCashiering(q, {
      groupId: RIAD_ATLAS.spec.groupId,
      currency: RIAD_ATLAS.spec.currency,
      legalName: 'Riad Atlas SARL',
      address: '12 Derb Sidi Bouloukat, Médina, 40000 Marrakech, Maroc',
      taxId: 'ICE 001234567000089',
      today: riadToday,
    });
    await seedDemoCashiering(q, {
      groupId: HOTEL_LUMIERE.spec.groupId,
      currency: HOTEL_LUMIERE.spec.currency,
      legalName: 'Hôtel Lumière SAS',
      address: '8 rue de la Lune, 75002 Paris, France',
      taxId: 'TVA FR40123456789',
      today: lumiereToday,
    });
    await syncSequences(q, SEEDED_SERIAL_TABLES);
    await seedDemoBackOffice(q, { groupId: riad.ids.groupId, today: riadToday, userId: 1 });
    await seedDemoBackOffice(q, { groupId: lumiere.ids.groupId, today: lumiereToday, userId: 1 });
    return true;
  });
}

async function seedHotelBase(
  q: Queryer,
  hotel: DemoHotel,
): Promise<{ property: SeededProperty; customers: SeededCustomers; ids: { groupId: number; servicePoints: SeededProperty['servicePoints'] } }> {
  const rng = new Rng(DEMO_SEED + hotel.spec.groupId);
  const property = await seedProperty(q, hotel.spec);
  await q.query('update hotels set city_tax_minor = $2 where group_id = $1', [hotel.spec.groupId, hotel.cityTaxMinor]);
  const segment = (code: string) => property.segments.find((s) => s.code === code)!.segmentId;
  const customers = await seedCustomers(q, rng, {
    groupId: hotel.spec.groupId,
    persons: hotel.persons,
    companies: hotel.companies,
    origins: hotel.origins,
    segmentOf: { agency: segment('TO'), corporate: segment('COR'), direct: segment('DIR') },
  });
  return { property, customers, ids: { groupId: hotel.spec.groupId, servicePoints: property.servicePoints } };
}

async function seedDemoStays(
  q: Queryer,
  hotel: DemoHotel,
  base: { property: SeededProperty; customers: SeededCustomers },
  today: string,
  o: { staff: (number | null)[]; bookers?: Map<number, number>; clerk: number; auditor: number },
): Promise<void> {
  const rng = new Rng(DEMO_SEED * 7 + hotel.spec.groupId);
  const { groupId, code, currency } = hotel.spec;
  const { stays, firstReservationId } = await seedHotelStays(q, rng, {
    groupId,
    code,
    currency,
    property: base.property,
    customers: base.customers,
    staff: o.staff,
    ...(o.bookers ? { bookers: o.bookers } : {}),
    from: addMonths(today, -6),
    to: addMonths(today, 3),
    today,
    occupancy: 0.72,
    closedBy: o.auditor,
  });
  await seedStayDetails(q, rng, { groupId, stays, firstReservationId, customers: base.customers, noteBy: o.clerk });
  await seedDemoRates(q, { groupId, from: addMonths(today, -1), to: addMonths(today, 12) });
  await seedDemoRatePlans(q, { groupId, today, breakfastMinor: currency === 'MAD' ? 15000 : 1800 });
  const user = (id: number) => ({ id, name: DEMO_USERS.find((u) => u.userId === id)?.name ?? '' });
  await seedDemoAudit(q, { groupId, today, clerk: user(o.clerk), auditor: user(o.auditor) });
}
