import { DICTIONARIES, t, type Locale } from './t.ts';
import type { AuditMessageKey } from './audit-messages.en.ts';

const isAuditKey = (key: string): key is AuditMessageKey => key.startsWith('audit.msg.') && key in DICTIONARIES.en;

/** An audit event's message in the language: from its key when it has one this build knows, else as recorded. */
export function auditMessageText(locale: Locale, e: { message: string; messageKey: string | null; messageParams: Record<string, string | number> | null }): string {
  return e.messageKey !== null && isAuditKey(e.messageKey) ? t(locale, e.messageKey, e.messageParams ?? undefined) : e.message;
}
