import { z } from 'zod';
import { zDay } from '../../http/validate.ts';
import { ZExportLang } from '../../http/shared-params.ts';
import { refineText } from '../../http/zod-refusal.ts';
import { list } from '../../../lib/domain/error-params.ts';

/**
 * The daily report's sections, by the spec's status codes: 0 arrivals, 2 in house, 3 departures,
 * 5 cancellations, 6 no-shows of the business day; 4 (the spec's daily-report example) or 'All'
 * is every section.
 */
export const DAILY_SECTIONS = ['arrival', 'in_house', 'departure', 'cancelled', 'no_show'] as const;
export type DailySection = (typeof DAILY_SECTIONS)[number];

const BY_STATUS: Record<string, readonly DailySection[]> = {
  '0': ['arrival'],
  '2': ['in_house'],
  '3': ['departure'],
  '5': ['cancelled'],
  '6': ['no_show'],
  '4': DAILY_SECTIONS,
  all: DAILY_SECTIONS,
};

export const ZDailyReportQuery = z.object({
  closingdate: zDay.describe('The business day reported (YYYY-MM-DD)'),
  status: z
    .string()
    .trim()
    .toLowerCase()
    .default('4')
    .refine(
      (s) => s in BY_STATUS,
      refineText('expected 0 (arrivals), 2 (in house), 3 (departures), 5 (cancellations), 6 (no-shows), or 4 / All (every section)', 'errors.input.notOneOf', {
        values: list(['0', '2', '3', '4', '5', '6', 'All'], 'or'),
      }),
    )
    .transform((s) => BY_STATUS[s]!)
    .describe(
      "0: stays arriving that day (expected or arrived); 2: stays checked in sleeping the night of that day; 3: stays checked in leaving that day; 5: stays cancelled during that day (the hotel's time zone); 6: no-shows of that arrival day; 4 or All: every section, a stay showing once per section it is in",
    ),
  format: z.enum(['csv', 'xlsx'], { error: "expected 'csv' or 'xlsx'" }).default('csv'),
  lang: ZExportLang,
  group: z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, 'expected a hotel id')
    .optional()
    .describe('Hotel (default: the current one)'),
});
export type TDailyReportQuery = z.infer<typeof ZDailyReportQuery>;

/** One line of the daily report. Money in minor units of the stay's currency. */
export interface TDailyReportRow {
  section: DailySection;
  id: number;
  number: string;
  guestName: string;
  customerName: string;
  roomTypeCode: string;
  roomName: string | null;
  checkin: string;
  checkout: string;
  nights: number;
  adults: number;
  kids: number;
  status: number;
  /** The stay's price (all nights). */
  priceMinor: number;
  /** The room-night charge of the reported night; null when the stay has none that night. */
  nightPriceMinor: number | null;
  currency: string;
  segment: string | null;
  channel: number;
}
