import { describe, expect, it } from 'vitest';
import { isLocale, localeOf, localName, otherLocale } from './locale.ts';

describe('localeOf: the one "is it French or English" check', () => {
  it('keeps fr and en, and takes the fallback for anything else', () => {
    expect(localeOf('fr')).toBe('fr');
    expect(localeOf('en', 'fr')).toBe('en');
    for (const v of [undefined, null, '', 'de', 'FR', 'fr-CA', 42]) expect(localeOf(v)).toBe('en');
    expect(localeOf('de', 'fr')).toBe('fr');
    expect(isLocale('fr-FR')).toBe(false);
  });

  it("names the other language, and a record in the reader's", () => {
    expect(otherLocale('fr')).toBe('en');
    expect(otherLocale('en')).toBe('fr');
    const passport = { name: 'Passport', nameFr: 'Passeport' };
    expect(localName('fr', passport)).toBe('Passeport');
    expect(localName('en', passport)).toBe('Passport');
  });
});
