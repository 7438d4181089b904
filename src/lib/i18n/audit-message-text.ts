import { DICTIONARIES, t, type Locale } from './t.ts';
import type { AuditMessageKey } from './audit-messages.en.ts';
import type { AuditDetailKey } from './audit-details.en.ts';
import { auditDisplayParams } from './audit-money.ts';

const isAuditKey = (key: string): key is AuditMessageKey => key.startsWith('audit.msg.') && key in DICTIONARIES.en;

const isDetailKey = (key: string): key is AuditDetailKey => key.startsWith('audit.detail.') && key in DICTIONARIES.en;

/** A keyed audit message (or detail) in the language, its money in the currency's units and formatting. */
export function auditText(locale: Locale, key: AuditMessageKey | AuditDetailKey, params: Record<string, string | number> | undefined): string {
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

/** An audit event's detail in the language: from its key when it has one this build knows, else as recorded (null: none). */
export function auditDetailText(
  locale: Locale,
  e: { detail: string | null; detailKey?: string | null | undefined; detailParams?: Record<string, string | number> | null | undefined },
): string | null {
  return e.detailKey != null && isDetailKey(e.detailKey) ? auditText(locale, e.detailKey, e.detailParams ?? undefined) : e.detail;
}

/** Whether the detail auditDetailText shows is the stored English text (written without a key: older events, support notes); pages mark it lang="en". */
export const auditDetailIsStoredEnglish = (e: { detail: string | null; detailKey?: string | null | undefined }): boolean =>
  e.detail !== null && !(e.detailKey != null && isDetailKey(e.detailKey));
