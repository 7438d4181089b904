import type { Locale } from '../../../i18n/t.ts';
import type { TBacDayDto, TBacsReportDto } from '../../../domain/reports-financial-dto.ts';
import { askedExport, day, int, money, text, type ReportCell, type ReportExport, type ReportTable, type TitledTable } from '../../../report-table.ts';
import { departmentLabel, dmy, labeller, loadReport, methodLabel } from './reports-financial-data.ts';
import { urlDays } from '../../url-days.ts';

/** The Report Bacs page's data: the closed days' bacs and, when a day is picked, its items; the tables shown and exported. */
export async function loadBacs(
  locals: App.Locals,
  url: URL,
  locale: Locale,
): Promise<{ data?: TBacsReportDto; tables?: TitledTable[]; error?: string; status: number; exported?: ReportExport }> {
  const load = await loadReport<TBacsReportDto>(locals, '/reports/bacs', urlDays(url, ['from', 'to', 'day']));
  const d = load.data;
  if (!d) return load;
  const L = labeller(locale);
  const figures = (b: TBacDayDto): ReportCell[] => [
    ...d.departments.map((k) => money(b.revenueByDepartment[k] ?? 0)),
    money(b.revenueMinor),
    ...d.methods.map((k) => money(b.paymentsByMethod[k] ?? 0)),
    money(b.paymentsMinor),
    money(b.revenueMinor - b.paymentsMinor),
  ];
  const days: ReportTable = {
    columns: [
      { label: L('rfin.col.day'), numeric: false },
      ...d.departments.map((k) => ({ label: departmentLabel(locale, k), numeric: true })),
      { label: L('rfin.bacs.col.revenue'), numeric: true },
      ...d.methods.map((k) => ({ label: methodLabel(locale, k), numeric: true })),
      { label: L('rfin.bacs.col.payments'), numeric: true },
      { label: L('rfin.bacs.col.difference'), numeric: true },
    ],
    rows: d.days.map((b) => [day(b.day), ...figures(b)]),
    totals: d.days.length ? [text(L('rfin.total')), ...figures(d.totals)] : undefined,
  };
  const items: ReportTable = {
    columns: [
      { label: L('rfin.bacs.col.order'), numeric: false },
      { label: L('rfin.bacs.col.stay'), numeric: false },
      { label: L('rfin.bacs.col.guest'), numeric: false },
      { label: L('rfin.bacs.col.description'), numeric: false },
      { label: L('rfin.bacs.col.charges'), numeric: true },
      { label: L('rfin.bacs.col.bac'), numeric: true },
    ],
    rows: d.items.map((i) => [text(i.orderNumber), text(i.stayNumber ?? ''), text(i.guestName), text(i.description), int(i.charges), money(i.bacMinor)]),
    totals: d.items.length
      ? [
          text(L('rfin.total')),
          text(''),
          text(''),
          text(''),
          int(d.items.reduce((s, i) => s + i.charges, 0)),
          money(d.items.reduce((s, i) => s + i.bacMinor, 0)),
        ]
      : undefined,
  };
  const tables: TitledTable[] = [{ title: L('rfin.bacs.title'), table: days }];
  if (d.itemsDay) tables.push({ title: L('rfin.bacs.items', { day: dmy(d.itemsDay) }), table: items });
  const exported = askedExport(url, tables, { lang: locale, basename: `bacs-${d.from}-${d.to}`, sheetName: L('rfin.bacs.title'), currency: d.currency });
  return { data: d, tables, status: 200, ...(exported ? { exported } : {}) };
}
