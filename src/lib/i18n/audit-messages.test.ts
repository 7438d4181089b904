import { describe, expect, it } from 'vitest';
import { auditMessagesEn } from './audit-messages.en.ts';
import { auditMessagesFr } from './audit-messages.fr.ts';
import { auditDetailsEn } from './audit-details.en.ts';
import { auditMessageText } from './audit-message-text.ts';
import { AUDIT_MONEY_PARAMS } from './audit-money.ts';

// A plain placeholder {name} or a plural one {name, plural, …}.
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map((m) => m[1]))].sort();

describe('audit event messages', () => {
  it('has every audit.msg key in both languages with the same placeholders', () => {
    expect(Object.keys(auditMessagesFr).sort()).toEqual(Object.keys(auditMessagesEn).sort());
    for (const [key, en] of Object.entries(auditMessagesEn)) {
      expect(key).toMatch(/^audit\.msg\./);
      expect({ key, placeholders: placeholders(auditMessagesFr[key as keyof typeof auditMessagesFr]) }).toEqual({ key, placeholders: placeholders(en) });
    }
  });
  it('shows an event from its key in the language, else its message as recorded', () => {
    const event = { message: 'Reservation R-1 marked no-show', messageKey: 'audit.msg.stay.noShow', messageParams: { number: 'R-1' } };
    expect(auditMessageText('en', event)).toBe('Reservation R-1 marked no-show');
    expect(auditMessageText('fr', event)).toBe('Réservation R-1 déclarée non présentée');
    expect(auditMessageText('fr', { message: 'Support request', messageKey: null, messageParams: null })).toBe('Support request');
    // A key this build does not know (written by a newer one) falls back to the English message.
    expect(auditMessageText('fr', { message: 'Something new', messageKey: 'audit.msg.unknown', messageParams: {} })).toBe('Something new');
  });

  it("shows money in the currency's units and formatting in the reader's language, never minor units", () => {
    const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    // As recorded: amounts in minor units with the currency beside them (append-only, old events too).
    const payment = {
      message: 'Payment 58500 MAD by cash on folio 1 of order O-1',
      messageKey: 'audit.msg.folio.payment',
      messageParams: { amount: 58500, currency: 'MAD', method: 'cash', folio: 1, order: 'O-1' },
    };
    expect(nbsp(auditMessageText('fr', payment))).toBe('Paiement de 585,00 MAD, mode espèces, sur le folio 1 de la commande O-1');
    expect(nbsp(auditMessageText('en', payment))).toBe('Payment MAD 585.00 by cash on folio 1 of order O-1');
    const refund = { ...payment, messageKey: 'audit.msg.folio.refund', messageParams: { ...payment.messageParams, amount: -123456, currency: 'EUR' } };
    expect(nbsp(auditMessageText('fr', refund))).toBe('Remboursement de -1 234,56 €, mode espèces, sur le folio 1 de la commande O-1');
    const changed = {
      message: '',
      messageKey: 'audit.msg.folio.chargePriceChanged',
      messageParams: { description: 'Night', day: '2026-11-28', from: 100000, to: 95050, currency: 'MAD' },
    };
    expect(nbsp(auditMessageText('en', changed))).toBe('Price of Night (28/11/2026) changed from MAD 1,000.00 to MAD 950.50');
    const percent = {
      message: '',
      messageKey: 'audit.msg.folio.discount',
      messageParams: { description: 'Night', day: '2026-11-28', price: 10000, pay: 9000, currency: 'MAD', mode: 'percent', value: 10 },
    };
    expect(nbsp(auditMessageText('en', percent))).toBe('Discount on Night (28/11/2026): MAD 100.00 → MAD 90.00 (percent 10)');
    expect(nbsp(auditMessageText('en', { ...percent, messageParams: { ...percent.messageParams, mode: 'amount', value: 1000 } }))).toBe(
      'Discount on Night (28/11/2026): MAD 100.00 → MAD 90.00 (amount MAD 10.00)',
    );
    expect(nbsp(auditMessageText('fr', { ...percent, messageParams: { ...percent.messageParams, mode: 'amount', value: 1000 } }))).toBe(
      'Remise sur Night (28/11/2026) : 100,00 MAD → 90,00 MAD (montant 10,00 MAD)',
    );
    // A wallet limit recorded as text before it was minor units stays as it was written; the card's
    // tag those events recorded is not shown (an internal id).
    expect(auditMessageText('en', { message: '', messageKey: 'audit.msg.wallet.limitSet', messageParams: { tag: 'AB', limit: '1000.00 MAD' } })).toBe(
      'RFID wallet limit set to 1000.00 MAD',
    );
    expect(
      nbsp(auditMessageText('fr', { message: '', messageKey: 'audit.msg.wallet.limitSet', messageParams: { tag: 'AB', limit: 100000, currency: 'MAD' } })),
    ).toBe('Plafond du porte-monnaie RFID fixé à 1 000,00 MAD');
    const named = {
      message: '',
      messageKey: 'audit.msg.wallet.limitSetFor',
      messageParams: { guest: 'Ana Silva', number: 'R-7', limit: 50000, currency: 'EUR' },
    };
    expect(nbsp(auditMessageText('fr', named))).toBe('Porte-monnaie RFID de Ana Silva sur la réservation R-7 : plafond fixé à 500,00 €');
    expect(nbsp(auditMessageText('en', named))).toBe('RFID wallet of Ana Silva on reservation R-7: limit set to €500.00');
  });

  it('declares every money parameter, and no message writes a currency code beside an amount', () => {
    for (const [key, spec] of Object.entries(AUDIT_MONEY_PARAMS)) {
      const en = { ...auditMessagesEn, ...auditDetailsEn }[key as keyof typeof auditMessagesEn];
      const names = typeof spec === 'function' ? spec({ mode: 'amount' }) : spec;
      for (const name of names ?? []) expect({ key, name, found: en.includes(`{${name}}`) }).toEqual({ key, name, found: true });
    }
    for (const [key, en] of Object.entries(auditMessagesEn)) {
      // Money is written with its currency by the formatter: '{amount} {currency}' would print it twice (or print minor units).
      expect({ key, currencyPlaceholder: en.includes('{currency}') }).toEqual({ key, currencyPlaceholder: false });
    }
  });
});

describe('an audit message’s days in the reader’s format (issue 36)', () => {
  it('says a closing’s day as dd/mm/yyyy, never 2026-11-27', async () => {
    const { auditText } = await import('./audit-message-text.ts');
    expect(auditText('fr', 'audit.msg.closing.daily', { day: '2026-11-27' })).toBe('Clôture journalière du 27/11/2026');
  });
});
