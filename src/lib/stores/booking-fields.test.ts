import { describe, expect, it } from 'vitest';
import { refuseAdults, refuseCheckin, refuseCheckout, refuseNights, refuseRooms } from './booking-fields.ts';

describe('New Reservation fields', () => {
  it('refuses a past or unreal check-in instead of moving it to today', () => {
    expect(refuseCheckin('2026-11-23', '2026-11-24')).toEqual({ key: 'booking.field.past', vars: { today: '2026-11-24' } });
    expect(refuseCheckin('2026-02-30', '2026-01-01')).toEqual({ key: 'booking.field.day' });
    expect(refuseCheckin('2027-02-23', '2026-11-24')).toBeNull();
  });
  it('refuses a check-out on or before the check-in', () => {
    expect(refuseCheckout('2026-11-24', '2026-11-24')).toEqual({ key: 'booking.field.afterCheckin' });
    expect(refuseCheckout('2026-11-26', '2026-11-24')).toBeNull();
  });
  it('refuses 0 adults or nights and too many rooms instead of changing them', () => {
    expect(refuseAdults('0')).toEqual({ key: 'booking.field.range', vars: { min: 1, max: 20 } });
    expect(refuseNights('0')).not.toBeNull();
    expect(refuseRooms('40')).toEqual({ key: 'booking.field.range', vars: { min: 1, max: 10 } });
    expect(refuseRooms('2.5')).not.toBeNull();
    expect(refuseRooms('3')).toBeNull();
  });
});
