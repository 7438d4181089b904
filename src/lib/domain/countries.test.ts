import { describe, expect, it } from 'vitest';
import { countryOptions, isCountryCode } from './countries.ts';

describe('countries', () => {
  it('stores Morocco as MA and names it in the user language', () => {
    expect(isCountryCode('MA')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
    expect(countryOptions('en').find((c) => c.code === 'MA')?.name).toBe('Morocco');
    expect(countryOptions('fr').find((c) => c.code === 'MA')?.name).toBe('Maroc');
    expect(countryOptions('fr').find((c) => c.code === 'MO')?.name).toContain('Macao');
  });
  it('sorts by name in the language', () => {
    const fr = countryOptions('fr').map((c) => c.name);
    expect(fr.indexOf('Égypte')).toBeLessThan(fr.indexOf('Espagne'));
  });
});
