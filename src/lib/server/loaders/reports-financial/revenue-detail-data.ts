import type { Locale } from '../../../i18n/t.ts';
import type { TRevenueDetailDto } from '../../../domain/reports-financial-dto.ts';
import { askedExport, day, money, text, type ReportExport, type ReportTable } from '../../../report-table.ts';
import { departmentLabel, labeller, loadReport } from './reports-financial-data.ts';
import { urlDays } from '../../url-days.ts';

/** The Daily Details of turnover page's data: the API's days by department, the one table shown and exported. */
export async function loadRevenueDetail(
  locals: App.Locals,
  url: URL,
  locale: Locale,
): Promise<{ data?: TRevenueDetailDto; table?: ReportTable; error?: string; status: number; exported?: ReportExport }> {
  const load = await loadReport<TRevenueDetailDto>(locals, '/reports/revenue-detail', urlDays(url, ['from', 'to']));
  const d = load.data;
  if (!d) return load;
  const L = labeller(locale);
  const table: ReportTable = {
    columns: [
      { label: L('rfin.col.day'), numeric: false },
      ...d.columns.map((c) => ({ label: departmentLabel(locale, c.key), numeric: true })),
      { label: L('rfin.total'), numeric: true },
      { label: L('rfin.col.status'), numeric: false },
    ],
    rows: d.days.map((x) => [
      day(x.day),
      ...d.columns.map((c) => money(x.amounts[c.key] ?? 0)),
      money(x.totalMinor),
      text(L(x.closed ? 'rfin.closed' : 'rfin.provisional')),
    ]),
    totals: [text(L('rfin.total')), ...d.columns.map((c) => money(d.totals[c.key] ?? 0)), money(d.totalMinor), text('')],
  };
  const exported = askedExport(url, [{ title: L('rfin.ca.title'), table }], {
    lang: locale,
    basename: `turnover-${d.from}-${d.to}`,
    sheetName: L('rfin.ca.title'),
    currency: d.currency,
  });
  return { data: d, table, status: 200, ...(exported ? { exported } : {}) };
}
