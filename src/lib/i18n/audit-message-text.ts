import { DICTIONARIES, t, type Locale } from './t.ts';
import type { AuditMessageKey } from './audit-messages.en.ts';
import { auditDisplayParams } from './audit-money.ts';

const isAuditKey = (key: string): key is AuditMessageKey => key.startsWith('audit.msg.') && key in DICTIONARIES.en;

/** A keyed audit message in the language, its money in the currency's units and formatting. */
export function auditText(locale: Locale, key: AuditMessageKey, params: Record<string, string | number> | undefined): string {
  return t(locale, key, auditDisplayParams(locale, key, params));
}

/** An audit event's message in the language: from its key when it has one this build knows, else as recorded. */
export function auditMessageText(
  locale: Locale,
  e: { message: string; messageKey: string | null; messageParams: Record<string, string | number> | null },
): string {
  return e.messageKey !== null && isAuditKey(e.messageKey) ? auditText(locale, e.messageKey, e.messageParams ?? undefined) : e.message;
}

/**
 * Whether the text auditMessageText shows is the stored English sentence (an event written without a
 * key this build knows: support notes, events recorded before their key existed, such as rate
 * management's before issue 36). Pages mark it lang="en": a screen reader reads it as English, and
 * the words walk (e2e/words-pages.spec.ts) knows it for what it is instead of taking it for the page's language.
 */
export const auditMessageIsStoredEnglish = (e: { messageKey: string | null }): boolean => !(e.messageKey !== null && isAuditKey(e.messageKey));
