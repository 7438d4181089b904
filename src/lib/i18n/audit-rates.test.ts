import { describe, expect, it } from 'vitest';
import { auditText } from './audit-message-text.ts';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('rate management audit messages in the reader’s language (issue 36)', () => {
  it('says the days as dd/mm/yyyy and the weekdays as the language names them', () => {
    const params = { plan: 'FLEX', roomTypes: 'Garden, Tower', from: '2026-05-01', to: '2026-05-31', weekdays: '5,6', cells: 20 };
    expect(auditText('fr', 'audit.msg.rates.gridDays', params)).toBe(
      'Restrictions du plan FLEX modifiées pour Garden, Tower du 01/05/2026 au 31/05/2026 (ven. et sam.) : 20 cellules',
    );
    expect(auditText('en', 'audit.msg.rates.gridDays', params)).toBe(
      'Restrictions of plan FLEX changed for Garden, Tower from 01/05/2026 to 31/05/2026 (Fri and Sat): 20 cells',
    );
  });

  it('says money from minor units in the hotel’s currency, never 1200.00', () => {
    const params = { plan: 'BB', parent: 'FLEX', adjust: -1500, currency: 'EUR' };
    expect(nbsp(auditText('fr', 'audit.msg.rates.planChangedAmount', params))).toBe('Plan tarifaire BB modifié : dérivé du plan FLEX, ajusté de -15,00 €');
    expect(nbsp(auditText('en', 'audit.msg.rates.planChangedAmount', params))).toBe('Rate plan BB changed: derived from plan FLEX, adjusted by -€15.00');
  });

  it('agrees its words with the counts, French saying 1 nuit and 0 nuit', () => {
    const one = { roomTypes: 'Tower', from: '2026-07-20', to: '2026-07-20', cells: 1 };
    expect(auditText('fr', 'audit.msg.rates.overbookingCleared', one)).toBe(
      'Surréservation supprimée pour Tower du 20/07/2026 au 20/07/2026 : 1 nuit modifiée',
    );
    expect(auditText('fr', 'audit.msg.rates.overbookingCleared', { ...one, cells: 0 })).toContain(': 0 nuit modifiée');
    expect(auditText('en', 'audit.msg.rates.overbookingCleared', { ...one, cells: 0 })).toContain(': 0 nights changed');
    expect(auditText('fr', 'audit.msg.rates.competitorPrices', { name: 'Dar Anika', count: 3 })).toBe('Concurrent Dar Anika : 3 prix de nuit saisis');
  });

  it('leaves a weekdays value that is not codes as it was written', () => {
    const params = { plan: 'FLEX', roomTypes: 'Garden', from: '2026-05-01', to: '2026-05-02', weekdays: 'Fri, Sat', cells: 2 };
    expect(auditText('fr', 'audit.msg.rates.gridDays', params)).toContain('(Fri, Sat)');
  });
});
