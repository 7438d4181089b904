import type { Queryer } from '../db/client.ts';
import type { Rng } from './prng.ts';
import { addDays } from '../../lib/domain/days.ts';
import { planStays, type PlannedStay } from './plan-stays.ts';
import { loadStays } from './load-stays.ts';
import { insertClosedDaysSql } from '../modules/closing/index.ts';
import type { SeededProperty } from './seed-property.ts';
import type { SeededCustomers } from './seed-customers.ts';

export interface HotelStaysOptions {
  groupId: number;
  code: string;
  currency: string;
  property: SeededProperty;
  customers: SeededCustomers;
  /** Staff who key in bookings; null stands for channel bookings. */
  staff: readonly (number | null)[];
  /** Partner users by the company they book for: those stays are theirs. */
  bookers?: ReadonlyMap<number, number>;
  /** First and last (excluded) arrival days. */
  from: string;
  to: string;
  today: string;
  occupancy: number;
  closedBy: number | null;
}

/**
 * The stays of one hotel, shared by the demo seed and the benchmark generator: plans them, writes
 * them, and closes every business day from the first arrival day to yesterday, so the hotel date
 * (the last closed day) is yesterday and today is the open business day.
 */
export async function seedHotelStays(q: Queryer, rng: Rng, o: HotelStaysOptions): Promise<{ stays: PlannedStay[]; firstReservationId: number }> {
  const reception = o.property.servicePoints.find((s) => s.code === 'REC') ?? o.property.servicePoints[0];
  const stays = planStays(
    {
      groupId: o.groupId,
      currency: o.currency,
      rooms: o.property.rooms,
      roomTypes: o.property.roomTypes,
      segments: o.property.segments,
      persons: o.customers.persons,
      companies: [...o.customers.companies.values()].map((c) => c.customerId),
      posId: reception?.posId ?? null,
      staff: o.staff,
    },
    { from: o.from, to: o.to, today: o.today, occupancy: o.occupancy },
    rng,
  );
  for (const s of stays) {
    const booker = s.partnerId === null ? undefined : o.bookers?.get(s.partnerId);
    if (booker !== undefined) s.createdBy = booker;
  }
  const firstReservationId = await loadStays(q, { groupId: o.groupId, code: o.code, currency: o.currency, posId: reception?.posId ?? null }, stays);
  // The past is closed: its charges posted (frozen) and each day's closing row holding its figures.
  await q.query(`update order_charges set posted_day = day where group_id = $1 and day < $2::date and posted_day is null`, [o.groupId, o.today]);
  await q.exec(insertClosedDaysSql({ groupId: o.groupId, from: o.from, to: addDays(o.today, -1), closedBy: o.closedBy }));
  return { stays, firstReservationId };
}
