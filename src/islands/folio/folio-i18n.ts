import type { cashieringEn } from '../../lib/i18n/cashiering.en.ts';
import type { StoredLineKey } from '../../lib/i18n/stored-texts.en.ts';
import { sayLineWith, type ShownLine } from '../../lib/i18n/stored-texts.ts';
import { translator, type Messages, type Translate } from '../../lib/i18n/translator.ts';

export { translator };

/** The folio screen's labels, and the kinds of its lines (under 'folio.line.', passed with them). */
export type FolioKey = keyof typeof cashieringEn | StoredLineKey;
export type FolioMessages = Messages<FolioKey>;
export type FolioT = Translate<FolioKey>;

/** A charge's line in the screen's language: by its kind, or the clerk's own words. */
export const chargeText = (t: FolioT, locale: string, line: ShownLine): string => (line.text ? sayLineWith(line.text, t, locale) : line.description);
