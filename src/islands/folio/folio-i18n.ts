import type { cashieringEn } from '../../lib/i18n/cashiering.en.ts';
import { translator, type Messages, type Translate } from '../../lib/i18n/translator.ts';

export { translator };

export type FolioKey = keyof typeof cashieringEn;
export type FolioMessages = Messages<FolioKey>;
export type FolioT = Translate<FolioKey>;
