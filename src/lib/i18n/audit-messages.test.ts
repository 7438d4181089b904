import { describe, expect, it } from 'vitest';
import { auditMessagesEn } from './audit-messages.en.ts';
import { auditMessagesFr } from './audit-messages.fr.ts';
import { auditMessageText } from './audit-message-text.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

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
});
