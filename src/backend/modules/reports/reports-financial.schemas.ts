import { z } from 'zod';
import { zDay, zStrictNumber } from '../../http/validate.ts';
import { FINANCIAL_FOLIOS_LISTED, FINANCIAL_FOLIOS_MAX } from '../../../lib/domain/reports-financial-dto.ts';

const zGroup = zStrictNumber(z.number().int('expected a hotel id').min(-1).max(2_147_483_647))
  .optional()
  .describe('Hotel (group id); defaults to the current hotel');
const zFrom = zDay.optional().describe('First day of the period (default: 30 days before the business date)');
const zTo = zDay.optional().describe('Last day of the period (default: the day before the business date)');

/** A period report's query: the hotel and the days covered (both included, at most a year and a day). */
export const ZReportPeriodQuery = z.object({ group: zGroup, from: zFrom, to: zTo });

export const ZFinancialReportQuery = ZReportPeriodQuery.extend({
  folios: zStrictNumber(z.number().int('expected a whole number of folios').min(0).max(FINANCIAL_FOLIOS_MAX))
    .optional()
    .describe(
      `How many unsettled folios are listed: orders without a stay, then the guests who left longest ago (default ${FINANCIAL_FOLIOS_LISTED}; their count and total cover them all)`,
    ),
});

export const ZDailyReportDayQuery = z.object({
  group: zGroup,
  day: zDay.optional().describe('The business day (default: the last closed day, else the business date)'),
});

export const ZBacsQuery = z.object({
  group: zGroup,
  from: zFrom,
  to: zTo,
  day: zDay.optional().describe('A closed day whose order items are listed with their bac'),
});

export const ZCardReconciliationQuery = z.object({
  group: zGroup,
  from: zDay.optional().describe("First day of the card payments compared (default: the statement's first day)"),
  to: zDay.optional().describe("Last day of the card payments compared (default: the statement's last day)"),
});

export const ZCardReconciliationJson = z
  .object({
    csv: z
      .string({ error: 'expected the statement as CSV text' })
      .max(2_000_000, 'at most 2 MB of CSV')
      .describe("The acquirer's statement (see the column layout)"),
  })
  .strict();
