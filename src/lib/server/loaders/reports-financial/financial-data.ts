import { t, type Locale } from '../../../i18n/t.ts';
import { FINANCIAL_FOLIOS_MAX, type TFinancialReportDto } from '../../../domain/reports-financial-dto.ts';
import { formatMoney } from '../../../format.ts';
import { askedExport, exportFormat, int, money, text, type ReportCell, type ReportExport, type ReportTable } from '../../../report-table.ts';
import { departmentLabel, dmy, labeller, loadReport, methodLabel } from './reports-financial-data.ts';
import { urlDays } from '../../url-days.ts';

/** The Financial Reports page's data: revenue, payments, invoices and open balances as one table (section, item, count, amount), shown and exported. */
export async function loadFinancialReport(
  locals: App.Locals,
  url: URL,
  locale: Locale,
): Promise<{ data?: TFinancialReportDto; table?: ReportTable; error?: string; status: number; exported?: ReportExport }> {
  // A big hotel has thousands of unsettled folios: the page shows the API's first ones, an export all.
  const more: Record<string, string> = exportFormat(url) ? { folios: String(FINANCIAL_FOLIOS_MAX) } : {};
  const load = await loadReport<TFinancialReportDto>(locals, '/reports/financial', urlDays(url, ['from', 'to']), more);
  const d = load.data;
  if (!d) return load;
  const table = financialTable(d, locale);
  const exported = askedExport(url, [{ title: t(locale, 'rfin.fin.title'), table }], {
    lang: locale,
    basename: `financial-${d.from}-${d.to}`,
    sheetName: t(locale, 'rfin.fin.title'),
    currency: d.currency,
  });
  return { data: d, table, status: 200, ...(exported ? { exported } : {}) };
}

/** The report as one table: section, item, count, amount; the unsettled folios the API did not list are counted in one last row. */
export function financialTable(d: TFinancialReportDto, locale: Locale): ReportTable {
  const L = labeller(locale);
  const m = (v: number) => formatMoney(v, d.currency, locale);
  const row = (section: string, item: string, count: number | null, amount: number): ReportCell[] => [
    text(section),
    text(item),
    count === null ? text('') : int(count),
    money(amount),
  ];
  const rev = L('rfin.fin.section.revenue');
  const pay = L('rfin.fin.section.payments');
  const doc = L('rfin.fin.section.documents');
  const bal = L('rfin.fin.section.balances');
  const open = L('rfin.fin.section.openFolio');
  const ledger = L('rfin.fin.section.cityLedger');
  const ledgerTotal = d.cityLedger.reduce((s, c) => s + c.amountMinor, 0);
  return {
    columns: [
      { label: L('rfin.col.section'), numeric: false },
      { label: L('rfin.col.item'), numeric: false },
      { label: L('rfin.col.count'), numeric: true },
      { label: L('rfin.col.amount'), numeric: true },
    ],
    rows: [
      ...d.revenue.map((r) => row(rev, departmentLabel(locale, r.key), r.count, r.amountMinor)),
      row(
        rev,
        L('rfin.fin.totalRevenue'),
        d.revenue.reduce((s, r) => s + r.count, 0),
        d.revenueMinor,
      ),
      ...d.payments.map((p) => row(pay, methodLabel(locale, p.key), p.count, p.amountMinor)),
      row(
        pay,
        L('rfin.fin.totalPayments'),
        d.payments.reduce((s, r) => s + r.count, 0),
        d.paymentsMinor,
      ),
      row(doc, L('rfin.fin.invoices', { net: m(d.invoices.netMinor), tax: m(d.invoices.taxMinor) }), d.invoices.count, d.invoices.totalMinor),
      row(doc, L('rfin.fin.creditNotes', { net: m(-d.creditNotes.netMinor), tax: m(-d.creditNotes.taxMinor) }), d.creditNotes.count, -d.creditNotes.totalMinor),
      row(doc, L('rfin.fin.netInvoiced'), null, d.invoices.totalMinor - d.creditNotes.totalMinor),
      row(bal, L('rfin.fin.inHouse'), d.inHouse.count, d.inHouse.amountMinor),
      row(bal, L('rfin.fin.upcoming'), d.upcoming.count, d.upcoming.amountMinor),
      row(bal, L('rfin.fin.totalOpen'), d.notSettled.count, d.notSettled.amountMinor),
      row(bal, L('rfin.fin.totalLedger'), d.cityLedger.length, ledgerTotal),
      ...d.cityLedger.map((c) => row(ledger, c.name, null, c.amountMinor)),
      ...d.openFolios.map((f) =>
        row(
          open,
          L('rfin.fin.openFolio', {
            number: f.orderNumber,
            folio: f.folioNo,
            guest: f.guestName || L('rfin.none'),
            departure: f.departure ? L('rfin.fin.departed', { day: dmy(f.departure) }) : '',
          }),
          null,
          f.balanceMinor,
        ),
      ),
      ...(d.notSettled.count > d.openFolios.length
        ? [[text(open), text(L('rfin.fin.moreOpen', { count: d.notSettled.count - d.openFolios.length })), text(''), text('')]]
        : []),
    ],
  };
}
