import { getJson } from '../lib/server/backend.ts';
import { t, type Locale } from '../lib/i18n/t.ts';
import type { MessageKey } from '../lib/i18n/en.ts';
import type { KpiDimension, TKpiFiguresDto, TKpiReportDto } from '../lib/domain/report-dto.ts';
import { bp, int, money, text, type ReportCell, type ReportTable } from '../lib/report-table.ts';
import { exportFormat, reportExport } from './report-export.ts';
import { badDayMessage, urlDays } from '../lib/server/url-days.ts';

/** A KPI report page's data: the API's answer for the URL's period, and the one table the page shows and exports. */
export async function loadKpiReport(locals: App.Locals, url: URL, by: KpiDimension, locale: Locale): Promise<{ data?: TKpiReportDto; table?: ReportTable; error?: string; status: number; file?: Response }> {
  const { days, bad } = urlDays(url, ['from', 'to']);
  if (bad) return { error: badDayMessage(locale, t(locale, `reports.filter.${bad.name}` as MessageKey), bad.text), status: 400 };
  const query = new URLSearchParams({ by, ...days });
  let data: TKpiReportDto;
  try {
    data = await getJson<TKpiReportDto>(locals, 'pms', `/reports/kpis?${query}`);
  } catch (err) {
    const status = (err as { status?: number }).status ?? 502;
    return { error: (err as Error).message, status: status === 400 || status === 403 ? status : 502 };
  }
  const L = (key: MessageKey) => t(locale, key);
  const figures = (f: TKpiFiguresDto): ReportCell[] => [
    int(f.bookings), int(f.cancelled), bp(f.cancellationBp), int(f.noShows), int(f.stayed), int(f.roomNights), money(f.roomRevenueMinor), money(f.adrMinor), int(f.guestsWithChildren),
  ];
  const table: ReportTable = {
    columns: [
      { label: L(`reports.kpi.col.${by}` as MessageKey), numeric: false },
      ...(['bookings', 'cancelled', 'cancellation', 'noShows', 'stayed', 'roomNights', 'roomRevenue', 'adr', 'children'] as const).map((k) => ({ label: L(`reports.kpi.col.${k}`), numeric: true })),
    ],
    rows: data.rows.map((r) => [text(r.key === '*' ? t(locale, 'reports.kpi.others', { count: data.others }) : r.label || L('reports.kpi.none')), ...figures(r)]),
    totals: data.rows.length ? [text(L('reports.kpi.total')), ...figures(data.totals)] : undefined,
  };
  const format = exportFormat(url);
  const file = format ? reportExport(table, { format, lang: locale, basename: `kpis-${by}-${data.from}-${data.to}`, sheetName: L(`reports.kpi.${by}.title` as MessageKey), currency: data.currency }) : undefined;
  return { data, table, status: 200, ...(file ? { file } : {}) };
}
