import { expect, test } from '@playwright/test';
import { leaksIn, ENGLISH_ONLY, FRENCH_ONLY } from './helpers/words.ts';
import { walkRoutes } from './helpers/words-walk.ts';

/**
 * Issue 36, words people read: every menu route, as each demo role, in French (the English walk:
 * words-pages-en.spec.ts, after it in the same browser partition), shows no word of the other language's
 * catalogue (labels, errors, stored kinds), no ISO date or month, no amount in minor units, no
 * 12-hour time and no internal code. Text in another language on purpose (the language switch,
 * marked with its own `lang`) is left out. The same walk checks the administrator's pages with
 * axe-core (issue 35: WCAG 2.1 AA on every route), reading each page once for both.
 */
test.use({ viewport: { width: 1366, height: 768 } });

test('the word lists hold the catalogue’s own words', () => {
  expect(ENGLISH_ONLY.has('cancellation')).toBe(true);
  expect(FRENCH_ONLY.has('annulation')).toBe(true);
  expect(leaksIn('Nous sommes le 2026-11-28', 'fr')[0]).toMatch(/ISO date/);
  expect(leaksIn('Total : 1 chambre, 03:35:58 PM', 'fr')[0]).toMatch(/12-hour/);
  expect(leaksIn('Colonnes : card, cash, rfid_wallet', 'fr')[0]).toMatch(/internal code/);
  expect(leaksIn('Réservation annulée le 28/11/2026', 'en')[0]).toMatch(/French word/);
  expect(leaksIn('Réservation annulée le 28/11/2026', 'fr')).toEqual([]);
  expect(leaksIn('Balance (162000 MAD)', 'en')[0]).toMatch(/minor units/);
  expect(leaksIn('Ref guest-53750\tMAD 1,963.64', 'en')).toEqual([]);
});

walkRoutes('fr');
