import type { Locale } from '../../../i18n/t.ts';
import type { TDiscountGroupDto, TDiscountReportDto } from '../../../domain/reports-financial-dto.ts';
import { askedExport, day, int, money, text, type ReportCell, type ReportExport, type ReportTable, type TitledTable } from '../../../report-table.ts';
import { labeller, loadReport } from './reports-financial-data.ts';
import { urlDays } from '../../url-days.ts';

/** The Discount Report page's data: discounts by user and by reason, then each discount; the two tables shown and exported. */
export async function loadDiscounts(
  locals: App.Locals,
  url: URL,
  locale: Locale,
): Promise<{ data?: TDiscountReportDto; tables?: TitledTable[]; error?: string; status: number; exported?: ReportExport }> {
  const load = await loadReport<TDiscountReportDto>(locals, '/reports/discounts', urlDays(url, ['from', 'to']));
  const d = load.data;
  if (!d) return load;
  const L = labeller(locale);
  const group = (by: string, g: TDiscountGroupDto, none: string): ReportCell[] => [text(by), text(g.label || none), int(g.count), money(g.amountMinor)];
  const summary: ReportTable = {
    columns: [
      { label: L('rfin.disc.col.group'), numeric: false },
      { label: L('rfin.disc.col.name'), numeric: false },
      { label: L('rfin.col.count'), numeric: true },
      { label: L('rfin.col.amount'), numeric: true },
    ],
    rows: [
      ...d.byUser.map((g) => group(L('rfin.disc.byUser'), g, L('rfin.none'))),
      ...d.byReason.map((g) => group(L('rfin.disc.byReason'), g, L('rfin.disc.noReason'))),
    ],
    totals: d.count ? [text(L('rfin.total')), text(''), int(d.count), money(d.amountMinor)] : undefined,
  };
  const lines: ReportTable = {
    columns: [
      { label: L('rfin.col.day'), numeric: false },
      { label: L('rfin.disc.col.kind'), numeric: false },
      { label: L('rfin.disc.col.user'), numeric: false },
      { label: L('rfin.disc.col.reason'), numeric: false },
      { label: L('rfin.disc.col.number'), numeric: false },
      { label: L('rfin.disc.col.description'), numeric: false },
      { label: L('rfin.col.amount'), numeric: true },
    ],
    rows: d.lines.map((l) => [
      day(l.day),
      text(L(`rfin.disc.kind.${l.kind}`)),
      text(l.userName),
      text(l.reason),
      text(l.number),
      text(l.description),
      money(l.amountMinor),
    ]),
    totals: d.count ? [text(L('rfin.total')), text(''), text(''), text(''), text(''), text(''), money(d.amountMinor)] : undefined,
  };
  const tables: TitledTable[] = [
    { title: L('rfin.disc.title'), table: summary },
    { title: L('rfin.disc.lines'), table: lines },
  ];
  const exported = askedExport(url, tables, { lang: locale, basename: `discounts-${d.from}-${d.to}`, sheetName: L('rfin.disc.title'), currency: d.currency });
  return { data: d, tables, status: 200, ...(exported ? { exported } : {}) };
}
