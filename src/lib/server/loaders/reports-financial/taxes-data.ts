import type { Locale } from '../../../i18n/t.ts';
import type { TTaxesReportDto, TTaxRateDto } from '../../../domain/reports-financial-dto.ts';
import { askedExport, bp, money, text, type ReportCell, type ReportExport, type ReportTable } from '../../../report-table.ts';
import { labeller, loadReport } from './reports-financial-data.ts';
import { urlDays } from '../../url-days.ts';

/** The Taxes page's data: VAT per rate of the posted revenue and of the invoices, city tax; one table (source, rate, net, VAT, gross). */
export async function loadTaxes(
  locals: App.Locals,
  url: URL,
  locale: Locale,
): Promise<{ data?: TTaxesReportDto; table?: ReportTable; error?: string; status: number; exported?: ReportExport }> {
  const load = await loadReport<TTaxesReportDto>(locals, '/reports/taxes', urlDays(url, ['from', 'to']));
  const d = load.data;
  if (!d) return load;
  const L = labeller(locale);
  const line = (source: string, r: TTaxRateDto): ReportCell[] => [
    text(source),
    r.taxRateBp < 0 ? text(L('rfin.taxes.allRates')) : bp(r.taxRateBp),
    money(r.netMinor),
    money(r.taxMinor),
    money(r.grossMinor),
  ];
  const posted = L('rfin.taxes.posted');
  const invoiced = L('rfin.taxes.invoiced');
  const table: ReportTable = {
    columns: [
      { label: L('rfin.taxes.col.source'), numeric: false },
      { label: L('rfin.taxes.col.rate'), numeric: true },
      { label: L('rfin.taxes.col.net'), numeric: true },
      { label: L('rfin.taxes.col.tax'), numeric: true },
      { label: L('rfin.taxes.col.gross'), numeric: true },
    ],
    rows: [
      ...d.posted.map((r) => line(posted, r)),
      line(posted, d.postedTotal),
      ...d.invoiced.map((r) => line(invoiced, r)),
      line(invoiced, d.invoicedTotal),
      [text(L('rfin.taxes.cityTax', { count: d.cityTax.count })), text(''), money(d.cityTax.amountMinor), money(0), money(d.cityTax.amountMinor)],
    ],
  };
  const exported = askedExport(url, [{ title: L('rfin.taxes.title'), table }], {
    lang: locale,
    basename: `taxes-${d.from}-${d.to}`,
    sheetName: L('rfin.taxes.title'),
    currency: d.currency,
  });
  return { data: d, table, status: 200, ...(exported ? { exported } : {}) };
}
