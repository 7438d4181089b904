import { describe, expect, it } from 'vitest';
import { countryName } from './countries.ts';

describe('a nationality by its name', () => {
  it("names a country in the reader's language", () => {
    expect(countryName('fr', 'PT')).toBe('Portugal');
    expect(countryName('fr', 'DE')).toBe('Allemagne');
    expect(countryName('en', 'DE')).toBe('Germany');
    expect(countryName('en', 'gb')).toBe('United Kingdom');
  });

  it('keeps a value that is no country as it is', () => {
    expect(countryName('en', 'CN1')).toBe('CN1');
    expect(countryName('en', '')).toBe('');
  });
});
