import type { RefusalOf } from './http/api-app.ts';
import { taxRateErrorOf } from './modules/taxes/index.ts';

/** The database refusals the modules explain, answered alike by both APIs: AT001, a charge of a family without a tax rate (409). */
export const API_REFUSALS: readonly RefusalOf[] = [taxRateErrorOf];
