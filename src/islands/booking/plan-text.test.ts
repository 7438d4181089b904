import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { bookingEn } from '../../lib/i18n/booking.en.ts';
import { bookingFr } from '../../lib/i18n/booking.fr.ts';
import { ratesEn } from '../../lib/i18n/rates.en.ts';
import { ratesFr } from '../../lib/i18n/rates.fr.ts';
import { translator, type BookingKey, type BookingT } from './booking-i18n.ts';
import { cancellationText, includesText, planRefusalText, ruleText } from './plan-text.ts';

const fr: BookingT = translator<BookingKey>({ ...ratesFr, ...bookingFr }, 'fr');
const en: BookingT = translator<BookingKey>({ ...ratesEn, ...bookingEn }, 'en');

describe("a rate plan's conditions in plain words", () => {
  it('says the cancellation policy', () => {
    expect(cancellationText({ refundable: false, cancelDays: null }, fr)).toBe('Non remboursable');
    expect(cancellationText({ refundable: true, cancelDays: 2 }, fr)).toBe('Annulation gratuite jusqu’à 2 jours avant l’arrivée');
    expect(cancellationText({ refundable: true, cancelDays: 1 }, en)).toBe('Free cancellation until 1 day before arrival');
    expect(cancellationText({ refundable: true, cancelDays: 0 }, en)).toBe('Free cancellation until the day of arrival');
    expect(cancellationText({ refundable: true, cancelDays: null }, en)).toBe('Refundable');
  });

  it('says what the plan includes, or the room only', () => {
    expect(includesText({ includes: ['breakfast', 'parking'] }, fr)).toBe('Comprend : Petit-déjeuner, Parking');
    expect(includesText({ includes: ['breakfast'] }, en)).toBe('Includes: Breakfast');
    expect(includesText({ includes: [] }, fr)).toBe('Chambre seule');
  });

  it('says the rule refusing a stay with its value, or its day', () => {
    expect(ruleText({ rule: 'min_stay', day: '2026-05-02', limit: 2 }, fr, 'fr')).toBe('minimum 2 nuits');
    expect(ruleText({ rule: 'min_stay', day: '2026-05-02', limit: 2 }, en, 'en')).toBe('minimum 2 nights');
    expect(ruleText({ rule: 'max_stay', day: '2026-05-02', limit: 1 }, fr, 'fr')).toBe('maximum 1 nuit');
    expect(ruleText({ rule: 'closed_to_arrival', day: '2026-06-10', limit: null }, fr, 'fr')).toBe('pas d’arrivée le 10/06/2026');
    expect(ruleText({ rule: 'something_new', day: '2026-06-10' }, fr, 'fr')).toBe('something_new');
  });
});

describe('a booking refused by a rate plan rule', () => {
  const refused = new ApiError(409, 'Garden, 2026-05-02 to 2026-05-03: Refused by the minimum stay rule (min_stay) of plan NRF on 2026-05-02', {
    error: 'conflict',
    code: 'errors.booking.minStay',
    field: 'min_stay',
    params: { roomType: 'Garden', plan: 'Non remboursable', day: { day: '2026-05-02' }, nights: 1, limit: 2, count: 2 },
  });

  it("is said in the clerk's language, with the rule's value and day", () => {
    expect(planRefusalText(refused, 'fr')).toBe(
      'Garden, plan Non remboursable : minimum 2 nuits pour une arrivée le 02/05/2026 ; ce séjour en compte 1. Réservez plus de nuits ou choisissez un autre plan.',
    );
    expect(planRefusalText(refused, 'en')).toBe(
      'Garden, Non remboursable plan: minimum 2 nights for an arrival on 02/05/2026; this stay has 1. Book more nights or choose another plan.',
    );
    const oneNight = new ApiError(409, 'max', {
      code: 'errors.booking.maxStay',
      params: { roomType: 'Garden', plan: 'Flexible', day: { day: '2026-05-02' }, nights: 2, limit: 1, count: 1 },
    });
    expect(planRefusalText(oneNight, 'fr')).toContain('maximum 1 nuit pour une arrivée le 02/05/2026 ; ce séjour en compte 2');
  });

  it("leaves any other failure to the API's own sentence", () => {
    expect(planRefusalText(new ApiError(409, 'No Garden is left'), 'fr')).toBeNull();
    expect(planRefusalText(new ApiError(409, 'Taken', { code: 'errors.stay.roomOccupiedNow', params: { room: '101' } }), 'fr')).toBeNull();
    expect(planRefusalText(new Error('offline'), 'fr')).toBeNull();
  });
});
