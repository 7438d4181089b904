import { addDays } from '../../../lib/domain/days.ts';

/**
 * The history's standard periods, from the business date D: the last 30 days run from D-30 to
 * D-1; the year to date from the first day of the hotel's fiscal year (its configured start month)
 * to D-1.
 */
export function closingPeriods(
  businessDate: string,
  fiscalYearStartMonth: number,
): { last30: { from: string; to: string }; yearToDate: { from: string; to: string } } {
  const to = addDays(businessDate, -1);
  const [y, m] = to.split('-').map(Number) as [number, number];
  const startYear = m >= fiscalYearStartMonth ? y : y - 1;
  const from = `${startYear}-${String(fiscalYearStartMonth).padStart(2, '0')}-01`;
  return { last30: { from: addDays(businessDate, -30), to }, yearToDate: { from, to } };
}
