import { describe, expect, it } from 'vitest';
import { lineOf, lineParam, lineText, sayLine, sayLineWith, storedLine } from './stored-texts.ts';
import { storedTextsEn } from './stored-texts.en.ts';
import { storedTextsFr } from './stored-texts.fr.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { interpolate } from './interpolate.ts';
import { storedText } from './stored-text.ts';

const shown = (key: string, params: unknown) => ({ description: 'stored English', text: lineOf(key, params) });

describe('stored folio and order lines: kinds with values, said when read (issue 36)', () => {
  it('has French for every kind, and both are in the catalogue', () => {
    expect(Object.keys(storedTextsFr).sort()).toEqual(Object.keys(storedTextsEn).sort());
    for (const key of Object.keys(storedTextsEn) as (keyof typeof storedTextsEn)[]) {
      expect(en[key]).toBe(storedTextsEn[key]);
      expect(fr[key]).toBe(storedTextsFr[key]);
    }
  });

  it('says a line in the reader’s language, its counts agreeing (Intl.PluralRules)', () => {
    expect(lineText(shown('folio.line.roomNight', {}), 'fr')).toBe('Nuitée');
    expect(lineText(shown('folio.line.cityTax', { adults: 2 }), 'fr')).toBe('Taxe de séjour, 2 adultes');
    expect(lineText(shown('folio.line.cityTax', { adults: 1 }), 'fr')).toBe('Taxe de séjour, 1 adulte');
    expect(lineText(shown('folio.line.cityTax', { adults: 1 }), 'en')).toBe('City tax, 1 adult');
    expect(lineText(shown('folio.line.cityTax', { adults: 3 }), 'en')).toBe('City tax, 3 adults');
    expect(lineText(shown('folio.line.roomNights', { type: 'Double', nights: 1 }), 'fr')).toBe('Double, 1 nuit');
    expect(lineText(shown('folio.line.roomNights', { type: 'Double', nights: 4 }), 'en')).toBe('Double, 4 nights');
    expect(lineText(shown('folio.line.earlyDeparture', { nights: 2 }), 'fr')).toBe('Départ anticipé : 2 nuits non utilisées');
    expect(lineText(shown('folio.line.roomTypeDayUse', { type: 'Suite' }), 'fr')).toBe('Type de chambre Suite, en journée');
  });

  it('says the line a discount lowers in the same language, never an internal id', () => {
    const night = storedLine('folio.line.roomNight');
    const discount = storedLine('folio.line.discountOn', { what: lineParam(night) });
    expect(discount.description).toBe('Discount on Room night');
    expect(lineText({ description: discount.description, text: lineOf(discount.textKey, discount.textParams) }, 'fr')).toBe('Remise sur Nuitée');
    // A clerk's own words stay as typed, in every language.
    const typed = storedLine('folio.line.discountOn', { what: lineParam({ description: 'Mint tea', textKey: null, textParams: null }) });
    expect(sayLine(lineOf(typed.textKey, typed.textParams)!, 'fr')).toBe('Remise sur Mint tea');
  });

  it('writes the English sentence beside the kind, for logs and API users', () => {
    expect(storedLine('folio.line.cityTax', { adults: 2 })).toEqual({
      description: 'City tax, 2 adults',
      textKey: 'folio.line.cityTax',
      textParams: { adults: 2 },
    });
  });

  it('keeps a line of no known kind as written, and reads a stored kind strictly', () => {
    expect(lineText({ description: 'Late check-out', text: null }, 'fr')).toBe('Late check-out');
    expect(lineOf('folio.line.nope', {})).toBeNull();
    expect(lineOf('folio.line.cityTax', { adults: [2] })).toBeNull();
    expect(lineOf('folio.line.discountOn', { what: { key: 'errors.x', params: {} } })).toBeNull();
    expect(lineOf('folio.line.discountOn', { what: { key: 'folio.line.roomNight' } })).toEqual({
      key: 'folio.line.discountOn',
      params: { what: { key: 'folio.line.roomNight', params: {} } },
    });
    // A row without a kind is read by the fallback given (the writers that do not store one yet).
    expect(lineText({ description: 'old', text: null }, 'fr', (d) => d.toUpperCase())).toBe('OLD');
  });

  it('says an order event with its days in the language’s format', () => {
    const booked = storedLine('folio.event.booked', { number: 'R-12', type: 'Double', room: '101', from: { day: '2026-11-28' }, to: { day: '2026-11-30' } });
    expect(booked.description).toBe('Order R-12 confirmed: Double (room 101), 28/11/2026 to 30/11/2026');
    expect(lineText({ description: booked.description, text: lineOf(booked.textKey, booked.textParams) }, 'fr')).toBe(
      'Commande R-12 confirmée : Double (chambre 101), du 28/11/2026 au 30/11/2026',
    );
    expect(lineText(shown('folio.event.mailOutbox', { to: 'a@b.ma' }), 'fr')).toBe(
      'Confirmation de commande gardée en attente pour a@b.ma (aucun serveur de courrier configuré)',
    );
    expect(lineOf('folio.event.confirmed', { number: { day: '28/11/2026' } })).toBeNull();
  });

  it('still reads the English sentences the lines now store, for the copies without a kind (invoice lines)', () => {
    expect(storedText('City tax, 2 adults', 'fr')).toBe('Taxe de séjour, 2 adultes');
    expect(storedText('Double, 1 night', 'fr')).toBe('Double, 1 nuit');
    expect(storedText('Discount on Room night', 'fr')).toBe('Remise sur Nuitée');
  });

  it('says a line with an island’s translator (labels passed as props)', () => {
    const say = (key: keyof typeof storedTextsFr, vars: Record<string, string | number | undefined>) => interpolate(storedTextsFr[key], vars, 'fr');
    expect(sayLineWith({ key: 'folio.line.discountOn', params: { what: { key: 'folio.line.cityTax', params: { adults: 2 } } } }, say, 'fr')).toBe(
      'Remise sur Taxe de séjour, 2 adultes',
    );
  });

  it('says an invoice and a credit note with their amount in the reader’s format; a malformed amount makes no kind', () => {
    const plain = (t: string) => t.replace(/[\u00a0\u202f]/g, ' ');
    const invoiced = shown('folio.event.invoiced', { number: 'F-1', name: 'Atlas Voyages', amount: { minor: 162050, currency: 'MAD' } });
    expect(plain(lineText(invoiced, 'fr'))).toBe('Facture F-1 émise pour Atlas Voyages : 1 620,50 MAD');
    expect(plain(lineText(invoiced, 'en'))).toBe('Invoice F-1 issued to Atlas Voyages: MAD 1,620.50');
    const credited = shown('folio.event.credited', { number: 'A-1', invoice: 'F-1', amount: { minor: -500, currency: 'EUR' }, reason: 'Lunch (not served)' });
    expect(plain(lineText(credited, 'fr'))).toBe('Avoir A-1 sur la facture F-1 : -5,00 € (Lunch (not served))');
    // The English kept beside the kind is its English rendering.
    expect(storedLine('folio.event.credited', { number: 'A-1', invoice: 'F-1', amount: { minor: 12050, currency: 'MAD' }, reason: 'x' }).description).toBe(
      'Credit note A-1 on invoice F-1: MAD\u00a0120.50 (x)',
    );
    expect(lineOf('folio.event.invoiced', { number: 'F-1', name: 'N', amount: { minor: 1.5, currency: 'MAD' } })).toBeNull();
    expect(lineOf('folio.event.invoiced', { number: 'F-1', name: 'N', amount: { minor: 100, currency: 'mad' } })).toBeNull();
  });
});
