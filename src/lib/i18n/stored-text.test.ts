import { describe, expect, it } from 'vitest';
import { storedEntryText, storedEventText, storedText } from './stored-text.ts';
import { storedTextEn } from './stored-text.en.ts';
import { storedTextFr } from './stored-text.fr.ts';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('stored texts said in the reader’s language (issue 36)', () => {
  it('has French for every kind', () => {
    expect(Object.keys(storedTextFr).sort()).toEqual(Object.keys(storedTextEn).sort());
  });

  it('says folio and order lines in French, with plurals and without internal ids', () => {
    expect(storedText('Room night', 'fr')).toBe('Nuitée');
    expect(storedText('Cancellation fee', 'fr')).toBe('Frais d’annulation');
    expect(storedText('City tax, 2 adult(s)', 'fr')).toBe('Taxe de séjour, 2 adultes');
    expect(storedText('City tax, 1 adult(s)', 'en')).toBe('City tax, 1 adult');
    expect(storedText('Discount on Room night #20955', 'fr')).toBe('Remise sur Nuitée');
    expect(storedText('Discount on Room night #20955', 'en')).toBe('Discount on Room night');
    expect(storedText('Double, 2 night(s)', 'fr')).toBe('Double, 2 nuits');
    expect(storedText('Double, 1 night(s)', 'en')).toBe('Double, 1 night');
    expect(storedText('Early departure: 1 night(s) not used', 'fr')).toBe('Départ anticipé : 1 nuit non utilisée');
    expect(storedText('RFID 1014570960: 2 coffees', 'fr')).toBe('Achat sur porte-monnaie : 2 coffees');
    expect(storedText('Room type Suite, day use', 'fr')).toBe('Type de chambre Suite, en journée');
    expect(storedText('Minibar', 'fr')).toBe('Minibar');
  });

  it('says accounting labels in French, without a payment’s internal id', () => {
    expect(storedEntryText('Cancellation fee 2026-04-30 (order RIAD-536)', 'en')).toBe('Cancellation fee, 30/04/2026 (order RIAD-536)');
    expect(storedEntryText('City tax, 2 adult(s) 2026-04-30 (order RIAD-536)', 'fr')).toBe('Taxe de séjour, 2 adultes, 30/04/2026 (commande RIAD-536)');
    expect(storedEntryText('Payment 1234 (card) order RIAD-536', 'fr')).toBe('Paiement (Carte), commande RIAD-536');
    expect(storedEntryText('Credit note A-2 VAT 5.5 %', 'fr')).toBe('Avoir A-2, TVA 5,5 %');
  });

  it('says order events in French with dates and money in its formats', () => {
    expect(storedEventText('Order R-12 confirmed: Double (room 101), 2026-11-28 to 2026-11-30', 'fr')).toBe(
      'Commande R-12 confirmée : Double (chambre 101), du 28/11/2026 au 30/11/2026',
    );
    expect(plain(storedEventText('Invoice F-1 issued to Karim Bennani: MAD 1,620.00', 'fr'))).toBe('Facture F-1 émise pour Karim Bennani : 1 620,00 MAD');
    expect(storedEventText('Order R-12 confirmed (number kept)', 'fr')).toBe('Commande R-12 confirmée');
    expect(storedEventText('Order confirmation sent to a@b.ma', 'fr')).toBe('Confirmation de commande envoyée à a@b.ma');
    expect(storedEventText('Guest asked for a late checkout', 'fr')).toBe('Guest asked for a late checkout');
  });
});
