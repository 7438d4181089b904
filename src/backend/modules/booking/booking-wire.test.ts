import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { THoldBody, TReservationBody } from '../../../lib/domain/booking-dto.ts';
import { ZCreateReservationRequest, ZHoldRequest } from './booking.schemas.ts';

/** The booking flow speaks src/lib/domain's wire shapes; the service validates with its own schemas. Both must agree. */
describe('booking wire shapes', () => {
  it('are assignable to what the service schemas accept', () => {
    expectTypeOf<THoldBody>().toExtend<z.input<typeof ZHoldRequest>>();
    expectTypeOf<TReservationBody>().toExtend<z.input<typeof ZCreateReservationRequest>>();
  });
  it('parse through the service schemas', () => {
    const hold: THoldBody = { roomTypeId: 801, checkin: '2026-03-12', nights: 2, units: 1 };
    expect(ZHoldRequest.safeParse(hold).success).toBe(true);
    const body: TReservationBody = {
      roomTypeId: 801,
      checkin: '2026-03-12',
      checkout: '2026-03-14',
      adults: 2,
      kidAges: [5],
      holdId: 3,
      client: { lastName: 'Guest', firstName: 'Paul', countryCode: 'MA' },
      segmentId: 2,
      channel: 15,
      priceMinor: 5600,
      forced: false,
    };
    expect(ZCreateReservationRequest.safeParse(body).success).toBe(true);
  });
});
