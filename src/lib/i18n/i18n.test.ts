import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { menuLabel, messagesFor, t } from './t.ts';
import { createIslandI18n } from './i18n-client.ts';

describe('i18n', () => {
  it('has every key in both languages, none blank except deliberate ones', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    const blank = Object.entries(fr).filter(([, v]) => v === '').map(([k]) => k);
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
  it('gives islands an i18next instance with the same placeholders', () => {
    const i18n = createIslandI18n('fr', messagesFor('fr', 'shell.user.'));
    expect(i18n.t('shell.user.service', { name: 'Bar' })).toBe('Service : Bar');
  });
});
