import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { planRefusalText } from './plan-text.ts';

describe('a booking refused by a rate plan rule names the plan as the clerk reads it (issue 36)', () => {
  const refused = new ApiError(409, 'Garden, 2026-05-02 to 2026-05-03: refused by the minimum stay rule', {
    error: 'conflict',
    code: 'errors.booking.closedToArrival',
    field: 'closed_to_arrival',
    params: { roomType: 'Garden', plan: 'Bed & breakfast', day: { day: '2026-05-02' }, nights: 1 },
  });
  const plans = [
    { name: 'Flexible', nameFr: 'Flexible' },
    { name: 'Bed & breakfast', nameFr: 'Chambre et petit-déjeuner' },
  ];

  it('in French, the French name of the quote’s plan; in English, its name', () => {
    expect(planRefusalText(refused, 'fr', plans)).toBe(
      'Garden, plan Chambre et petit-déjeuner : pas d’arrivée le 02/05/2026. Choisissez un autre jour d’arrivée ou un autre plan.',
    );
    expect(planRefusalText(refused, 'en', plans)).toBe('Garden, Bed & breakfast plan: no arrival on 02/05/2026. Choose another arrival day or another plan.');
  });

  it('a plan the quote does not list, or one without a French name, as the API names it', () => {
    expect(planRefusalText(refused, 'fr', [])).toContain('plan Bed & breakfast :');
    expect(planRefusalText(refused, 'fr', [{ name: 'Bed & breakfast', nameFr: '' }])).toContain('plan Bed & breakfast :');
  });
});
