import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorOf } from '../api-error.ts';
import { day, list, money, term } from '../domain/error-params.ts';
import { errorText, fieldLabel } from './error-text.ts';

/** Intl writes French thousands with a narrow no-break space and money with a no-break one: compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('a refusal in the reader’s language', () => {
  const credit = new ApiError(400, 'amountMinor: 1509150 is above what is left of invoice F-2026-00012 (1400000 of 1400000 MAD)', {
    error: 'invalid_input',
    code: 'errors.creditNote.aboveLeft',
    field: 'amountMinor',
    params: { amount: money(1509150, 'MAD'), number: 'F-2026-00012', left: money(1400000, 'MAD'), total: money(1400000, 'MAD') },
  });

  it('says amounts as money in the language’s format, never as cents', () => {
    expect(plain(errorText(credit, 'fr'))).toBe('15 091,50 MAD dépasse ce qui reste de la facture F-2026-00012 : 14 000,00 MAD sur 14 000,00 MAD.');
    expect(plain(errorText(credit, 'en'))).toBe('MAD 15,091.50 is above what is left of invoice F-2026-00012: MAD 14,000.00 of MAD 14,000.00.');
    const negative = new ApiError(409, 'Those charges add up to -1000; …', { code: 'errors.invoice.notPositive', params: { total: money(-1000, 'EUR') } });
    expect(plain(errorText(negative, 'fr'))).toBe(
      'Ces prestations totalisent -10,00 € : une facture porte sur un montant positif (une correction se fait par avoir).',
    );
  });

  it('says days as dates, with a time when the refusal names one', () => {
    const early = new ApiError(403, '2026-03-10 may be closed from 2026-03-11 00:00 …', {
      code: 'errors.closing.early',
      params: { day: day('2026-03-10'), opensAt: day('2026-03-11', '00:00') },
    });
    expect(errorText(early, 'fr')).toBe(
      'Le 10/03/2026 peut être clôturé à partir du 11/03/2026 00:00 ; clôturer plus tôt demande la permission de clôturer avant l’heure.',
    );
    expect(errorText(early, 'en')).toBe('10/03/2026 may be closed from 11/03/2026 00:00; closing earlier needs the permission to close before the time.');
  });

  it('names an input’s field in words, with the line it is on', () => {
    const quantity = apiErrorOf(
      400,
      JSON.stringify({
        error: 'invalid_input',
        code: 'errors.input.mustBeAbove',
        params: { min: 0 },
        field: 'lines.0.quantity',
        message: 'lines.0.quantity: must be greater than zero',
      }),
      'x',
    );
    expect(errorText(quantity, 'fr')).toBe('Quantité (ligne 1) : doit être supérieur à 0.');
    expect(errorText(quantity, 'en')).toBe('Quantity (line 1): must be more than 0.');
    expect(fieldLabel('guests.1', 'fr')).toBe('Client 2');
    expect(fieldLabel('folios.0.lines.2.amountMinor', 'fr')).toBe('Montant (folio 1, ligne 3)');
    expect(fieldLabel('somethingNew', 'fr')).toBe('somethingNew');
    // A screen's own label wins over the API's field name.
    expect(errorText(quantity, 'fr', { field: 'Qté' })).toBe('Qté : doit être supérieur à 0.');
  });

  it('says quantities and names as the language writes them', () => {
    const stock = new ApiError(409, 'quantity: only 36.000 in stock of product 3 in store 1; 40 cannot be issued', {
      code: 'errors.stock.notEnough',
      field: 'quantity',
      params: { inStock: 36, product: 'Farine T55', store: 'Cuisine', asked: 1250.5 },
    });
    expect(plain(errorText(stock, 'fr'))).toBe('Seulement 36 de Farine T55 en stock dans Cuisine : impossible d’en sortir 1 250,5.');
    expect(errorText(stock, 'en')).toBe('Only 36 of Farine T55 in stock in Cuisine: 1,250.5 cannot be issued.');
  });

  it('names the action, the area and the roles of a route refused to the caller', () => {
    const refused = new ApiError(403, 'Route access: you may not call PUT /reservations/:id: it needs one of the roles admin, front_desk.', {
      code: 'errors.access.roles',
      params: {
        action: term('errors.action.change'),
        area: list([term('errors.section.reservation'), term('errors.section.frontDesk')], 'or'),
        roles: list([term('role.admin'), term('role.front_desk')], 'or'),
      },
    });
    expect(errorText(refused, 'fr')).toBe('Vous ne pouvez pas modifier cela dans Réservation ou Réception : il faut le rôle Administrateur ou Réception.');
    expect(errorText(refused, 'en')).toBe('You may not change this in Reservation or Front Desk: it needs the role Administrator or Front desk.');
  });

  it('says a word of the catalogue that is a sentence with the refusal’s other params (a file’s first line refused)', () => {
    const junk = {
      code: 'errors.historyImport.file.noBooking',
      params: { count: 3, line: 1, reason: term('errors.historyImport.row.notNumber'), column: 'adults', value: '{count}' },
      message: 'file: the file cannot be imported: …',
    };
    // The row's own value is said as it is, never read as a placeholder.
    expect(plain(errorText(junk, 'fr'))).toBe(
      'Aucune de ses 3 lignes n’est une réservation : les colonnes de hotel_bookings.csv sont attendues, une réservation par ligne. Ligne 1 : La colonne adults contient « {count} », qui n’est pas un nombre.',
    );
  });

  it('picks the plural form from count', () => {
    const one = new ApiError(409, 'x', { code: 'errors.closing.departuresInHouse', params: { count: 1, day: day('2026-03-10'), numbers: list(['R-1']) } });
    expect(errorText(one, 'fr')).toBe(
      '1 départ prévu au plus tard le 10/03/2026 est encore présent (R-1) : enregistrez son départ ou prolongez le séjour, puis clôturez la journée.',
    );
    const two = new ApiError(409, 'x', {
      code: 'errors.closing.departuresInHouse',
      params: { count: 2, day: day('2026-03-10'), numbers: list(['R-1', 'R-2']) },
    });
    expect(errorText(two, 'en')).toBe(
      '2 departures due by 10/03/2026 are still in house (R-1 and R-2): check them out or extend their stay, then close the day.',
    );
  });

  it('in English, falls back to the API’s message for a code it has no words for or a generic code', () => {
    expect(errorText(new ApiError(409, 'Room 101 is DIRTY'), 'en')).toBe('Room 101 is DIRTY');
    expect(errorText(new ApiError(409, 'Other', { code: 'errors.somethingUnknown' }), 'en')).toBe('Other');
    expect(errorText(new ApiError(409, 'A detailed English reason.', { code: 'errors.generic.conflict' }), 'en')).toBe('A detailed English reason.');
  });

  it('in French, never shows the English message of the API: the class of the refusal, by its code or status', () => {
    const conflict = 'Cela contredit l’état actuel : rechargez la page et réessayez.';
    expect(errorText(new ApiError(409, 'Room 101 is DIRTY'), 'fr')).toBe(conflict);
    expect(errorText(new ApiError(409, 'Other', { code: 'errors.somethingUnknown' }), 'fr')).toBe(conflict);
    expect(errorText(new ApiError(409, 'A detailed English reason.', { code: 'errors.generic.conflict' }), 'fr')).toBe(conflict);
    expect(errorText(new ApiError(404, 'server returned code 404'), 'fr')).toBe('Cet enregistrement n’existe plus, ou vous ne pouvez pas le voir.');
    expect(errorText(new ApiError(400, 'x: bad', { error: 'invalid_input' }), 'fr')).toBe('Cette saisie a été refusée. Vérifiez le formulaire et réessayez.');
  });

  it('keeps the text of an error that is not the API’s', () => {
    expect(errorText(new ApiError(409, '', { code: 'errors.generic.conflict' }), 'fr')).toBe('Cela contredit l’état actuel : rechargez la page et réessayez.');
    expect(errorText(new TypeError('Failed to fetch'), 'fr')).toBe('Failed to fetch');
    expect(errorText('plain words', 'fr')).toBe('plain words');
  });

  it('keeps only the params of a known shape from an answer', () => {
    const e = apiErrorOf(409, { code: 'errors.cashDrawer.alreadyOpen', params: { shift: '12', bad: { x: 1 }, list: [1] }, message: 'm' }, 'fallback');
    expect([e.code, e.params]).toEqual(['errors.cashDrawer.alreadyOpen', { shift: '12' }]);
    expect(apiErrorOf(502, '<html>', 'server returned code 502').message).toBe('server returned code 502');
    expect(errorText(e, 'fr')).toBe('Votre caisse est déjà ouverte (service 12) : comptez-la et fermez-la avant d’en ouvrir une autre.');
  });
});

describe('sizes in the language’s units', () => {
  it('says a body limit in MB or Mo, binary or decimal as it was set', async () => {
    const { bytes } = await import('../domain/error-params.ts');
    const tooLarge = (limit: number) =>
      new ApiError(413, 'body: the request is larger than …', { code: 'errors.body.tooLarge', field: 'body', params: { limit: bytes(limit) } });
    expect(plain(errorText(tooLarge(3 * 1024 * 1024), 'fr'))).toBe('L’envoi dépasse 3 Mo, le maximum pour cette action.');
    expect(plain(errorText(tooLarge(2_000_000), 'en'))).toBe('What was sent is larger than 2 MB, the most this action takes.');
    expect(plain(errorText(tooLarge(64 * 1024), 'fr'))).toBe('L’envoi dépasse 64 Ko, le maximum pour cette action.');
  });
});
