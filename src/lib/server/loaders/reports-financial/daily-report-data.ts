import type { Locale } from '../../../i18n/t.ts';
import type { TDailyReportDto } from '../../../domain/reports-financial-dto.ts';
import { askedExport, bp, int, money, text, type ReportExport, type ReportTable } from '../../../report-table.ts';
import { formatMoney } from '../../../format.ts';
import { departmentLabel, labeller, loadReport, methodLabel } from './reports-financial-data.ts';
import { urlDays } from '../../url-days.ts';

/** The Daily Report page's data: one business day from the API, the one table the page shows and exports. */
export async function loadDailyReport(
  locals: App.Locals,
  url: URL,
  locale: Locale,
): Promise<{ data?: TDailyReportDto; table?: ReportTable; error?: string; status: number; exported?: ReportExport }> {
  const load = await loadReport<TDailyReportDto>(locals, '/reports/daily', urlDays(url, ['day']));
  const d = load.data;
  if (!d) return load;
  const L = labeller(locale);
  const section = (key: Parameters<typeof L>[0]) => text(L(key));
  const rooms = section('rfin.daily.section.rooms');
  const moves = section('rfin.daily.section.movements');
  const revenue = section('rfin.daily.section.revenue');
  const payments = section('rfin.daily.section.payments');
  const exchange = section('rfin.daily.section.exchange');
  const table: ReportTable = {
    columns: [
      { label: L('rfin.col.section'), numeric: false },
      { label: L('rfin.col.item'), numeric: false },
      { label: L('rfin.col.value'), numeric: true },
    ],
    rows: [
      [rooms, text(L('rfin.daily.roomsAvailable')), int(d.roomsAvailable)],
      [rooms, text(L('rfin.daily.roomsSold')), int(d.roomsSold)],
      [rooms, text(L('rfin.daily.occupancy')), bp(d.occupancyBp)],
      [rooms, text(L('rfin.daily.roomRevenue')), money(d.roomRevenueMinor)],
      [rooms, text(L('rfin.daily.adr')), money(d.adrMinor)],
      [rooms, text(L('rfin.daily.revpar')), money(d.revparMinor)],
      [moves, text(L('rfin.daily.arrivals')), int(d.arrivals)],
      [moves, text(L('rfin.daily.departures')), int(d.departures)],
      [moves, text(L('rfin.daily.guests')), int(d.guests)],
      [moves, text(L('rfin.daily.noShows')), int(d.noShows)],
      [moves, text(L('rfin.daily.cancellations')), int(d.cancellations)],
      ...d.revenueByDepartment.map((r) => [revenue, text(departmentLabel(locale, r.key)), money(r.amountMinor)]),
      [revenue, text(L('rfin.daily.totalRevenue')), money(d.revenueMinor)],
      ...d.paymentsByMethod.map((p) => [payments, text(methodLabel(locale, p.key)), money(p.amountMinor)]),
      [payments, text(L('rfin.daily.totalPayments')), money(d.paymentsMinor)],
      ...Object.entries(d.exchangeBought)
        .sort()
        .map(([currency, amount]) => [exchange, text(L('rfin.daily.exchangeBought', { currency })), text(formatMoney(amount, currency, locale))]),
      [exchange, text(L('rfin.daily.exchangePaid')), money(d.exchangePaidMinor)],
    ],
  };
  const exported = askedExport(url, [{ title: L('rfin.daily.title'), table }], {
    lang: locale,
    basename: `daily-report-${d.day}`,
    sheetName: L('rfin.daily.heading', { day: d.day }),
    currency: d.currency,
  });
  return { data: d, table, status: 200, ...(exported ? { exported } : {}) };
}
