import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { menuLabel, messagesFor, t } from './t.ts';

describe('i18n', () => {
  it('has every key in both languages, none blank except deliberate ones', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    const blank = Object.entries(fr)
      .filter(([, v]) => v === '')
      .map(([k]) => k);
    expect(blank).toEqual(['shell.switch.hotelHint']);
  });
  it('translates with {placeholders}', () => {
    expect(t('en', 'shell.user.service', { name: 'Bar' })).toBe('Service: Bar');
    expect(t('fr', 'shell.chooseHotel.title')).toBe('Veuillez choisir votre hôtel');
    expect(t('en', 'confirm.title')).toBe('Confirmation !');
  });
  it('slices the dictionary for islands', () => {
    expect(Object.keys(messagesFor('en', 'shell.speed.')).every((k) => k.startsWith('shell.speed.'))).toBe(true);
  });
  it('names menus from the database, by locale', () => {
    expect(menuLabel('fr', { key: 'menu.frontDesk', name: 'Front Desk', nameFr: 'Réception' })).toBe('Réception');
  });
});

describe('plural forms and role names', () => {
  it("picks the language's plural form from count (the _one / _other keys), on the server and in islands", async () => {
    const { translator } = await import('./translator.ts');
    expect(t('en', 'reservations.list.pager', { page: 1, pages: 1, total: 1, count: 1 })).toBe('Page 1 of 1 — 1 reservation');
    expect(t('en', 'reservations.list.pager', { page: 1, pages: 1, total: 0, count: 0 })).toBe('Page 1 of 1 — 0 reservations');
    expect(t('fr', 'reservations.list.pager', { page: 1, pages: 1, total: 0, count: 0 })).toBe('Page 1 sur 1 — 0 réservation');
    expect(t('fr', 'reservations.list.pager', { page: 1, pages: 2, total: 25, count: 25 })).toBe('Page 1 sur 2 — 25 réservations');
    const tr = translator(messagesFor('fr', 'deskLists.'), 'fr');
    expect(tr('deskLists.pager', { page: 1, pages: 1, total: 1, count: 1 })).toBe('Page 1 sur 1 (1 séjour)');
    const island = translator(messagesFor('en', 'booking.stay.'), 'en');
    expect(island('booking.stay.years', { n: 1, count: 1 })).toBe('1 year');
    expect(island('booking.stay.years', { n: 5, count: 5 })).toBe('5 years');
    // A count already written in the language keeps its plural form.
    const history = translator(messagesFor('en', 'history.'), 'en');
    expect(history('history.rowsRead', { count: '1' })).toBe('1 row read');
    expect(history('history.rowsRead', { count: '12,345' })).toBe('12,345 rows read');
    // English groups thousands with a comma: '1,000' is a thousand, not one.
    expect(history('history.rowsRead', { count: '1,000' })).toBe('1,000 rows read');
    // The import's rules agree with their count, in both languages.
    expect(history('history.rule.negative_rate', { count: '1' })).toBe('1 negative rate set to 0');
    expect(history('history.rule.negative_rate', { count: '2' })).toBe('2 negative rates set to 0');
    expect(translator(messagesFor('fr', 'history.'), 'fr')('history.rule.day_use', { count: '1' })).toBe('1 ligne de day use (0 nuit)');
    expect(translator(messagesFor('fr', 'history.'), 'fr')('history.rowsRead', { count: '1\u202f234' })).toBe('1\u202f234 lignes lues');
  });
  it('names roles in the language', async () => {
    const { roleLabel } = await import('./t.ts');
    expect(roleLabel('fr', 'night_auditor')).toBe('Auditeur de nuit');
    expect(roleLabel('en', 'front_desk')).toBe('Front desk');
    expect(roleLabel('fr', 'unknown_role')).toBe('unknown_role');
  });
});

describe('a word that agrees with its number (Intl.PluralRules)', () => {
  it('says 1 chambre, 2 chambres, 0 chambre in French and 0 rooms, 1 room in English', async () => {
    const { interpolate } = await import('./interpolate.ts');
    const fr = '{rooms, plural, one {# chambre} other {# chambres}}';
    const en = '{rooms, plural, one {# room} other {# rooms}}';
    expect(interpolate(fr, { rooms: 1 }, 'fr')).toBe('1 chambre');
    expect(interpolate(fr, { rooms: 0 }, 'fr')).toBe('0 chambre');
    expect(interpolate(fr, { rooms: '1 234' }, 'fr')).toBe('1 234 chambres');
    expect(interpolate(en, { rooms: 0 }, 'en')).toBe('0 rooms');
    expect(interpolate(en, { rooms: 1 }, 'en')).toBe('1 room');
    const { t } = await import('./t.ts');
    expect(t('fr', 'calendar.type', { name: 'Suite', rooms: 1 })).toBe('Suite · 1 chambre');
  });
});
