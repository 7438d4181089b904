import type { TAuditEventDto } from '../../../lib/domain/admin-dto.ts';

/** Byte-order mark: Excel opens the file as UTF-8 only with it. */
export const UTF8_BOM = '\uFEFF';

const HEADERS = {
  en: ['Date', 'Hotel', 'User', 'Type', 'Message', 'Item', 'Item number', 'Detail', 'Priority'],
  fr: ['Date', 'Hôtel', 'Utilisateur', 'Type', 'Message', 'Élément', "Numéro d'élément", 'Détail', 'Priorité'],
} as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote, or line break, quotes doubled.
 * A text starting with = + - @ or a tab is prefixed with ' so a spreadsheet never runs it as a formula.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function auditCsvRow(e: TAuditEventDto, lang: 'en' | 'fr'): string {
  return [e.createdAtLocal, e.groupName, e.user.name, lang === 'fr' ? e.type.nameFr : e.type.name, e.message, e.itemId, e.itemNumber, e.detail, e.priority].map(csvField).join(',');
}

export function auditCsvHeader(lang: 'en' | 'fr'): string {
  return HEADERS[lang].map(csvField).join(',');
}
