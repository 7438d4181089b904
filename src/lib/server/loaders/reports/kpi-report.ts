import { getJson } from '../../backend.ts';
import { channelLabel, t, type Locale } from '../../../i18n/t.ts';
import type { MessageKey } from '../../../i18n/en.ts';
import type { KpiDimension, TKpiFiguresDto, TKpiReportDto } from '../../../domain/report-dto.ts';
import { askedExport, bp, int, money, text, type ReportCell, type ReportExport, type ReportTable } from '../../../report-table.ts';
import { badDayMessage, urlDays } from '../../url-days.ts';
import { countryName } from '../../../domain/countries.ts';
import { pageOf } from '../../../report-page.ts';

/** Rows per page of a KPI table: a nationality report has up to ~170 countries. */
export const KPI_PAGE_SIZE = 25;

/** A KPI row as the reader names it: a nationality by its country's name, a channel by its name, in their language; no group by '(none)'. */
function displayLabel(by: KpiDimension, key: string, label: string, locale: Locale): string {
  if (by === 'country') return key ? countryName(locale, key) : t(locale, 'reports.kpi.none');
  if (by === 'channel' && /^\d+$/.test(key)) return channelLabel(locale, Number(key));
  return label || t(locale, 'reports.kpi.none');
}

/** A KPI report page's data: the API's answer for the URL's period, and the one table the page shows and exports. */
export async function loadKpiReport(
  locals: App.Locals,
  url: URL,
  by: KpiDimension,
  locale: Locale,
): Promise<{
  data?: TKpiReportDto;
  /** The page's rows of the table (the export holds them all), and the page shown (0-based) of how many. */
  table?: ReportTable;
  page?: number;
  pages?: number;
  error?: string;
  status: number;
  exported?: ReportExport;
}> {
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
  data = { ...data, rows: data.rows.map((r) => ({ ...r, label: r.key === '*' ? r.label : displayLabel(by, r.key, r.label, locale) })) };
  const L = (key: MessageKey) => t(locale, key);
  const figures = (f: TKpiFiguresDto): ReportCell[] => [
    int(f.bookings),
    int(f.cancelled),
    bp(f.cancellationBp),
    int(f.noShows),
    int(f.stayed),
    int(f.roomNights),
    money(f.roomRevenueMinor),
    money(f.adrMinor),
    int(f.guestsWithChildren),
  ];
  const table: ReportTable = {
    columns: [
      { label: L(`reports.kpi.col.${by}` as MessageKey), numeric: false },
      ...(['bookings', 'cancelled', 'cancellation', 'noShows', 'stayed', 'roomNights', 'roomRevenue', 'adr', 'children'] as const).map((k) => ({
        label: L(`reports.kpi.col.${k}`),
        numeric: true,
      })),
    ],
    rows: data.rows.map((r) => [text(r.key === '*' ? t(locale, 'reports.kpi.others', { count: data.others }) : r.label), ...figures(r)]),
    totals: data.rows.length ? [text(L('reports.kpi.total')), ...figures(data.totals)] : undefined,
  };
  const sheetName = L(`reports.kpi.${by}.title` as MessageKey);
  const exported = askedExport(url, [{ title: sheetName, table }], {
    lang: locale,
    basename: `kpis-${by}-${data.from}-${data.to}`,
    sheetName,
    currency: data.currency,
  });
  if (exported) return { data, table, status: 200, exported };
  const { rows, page, pages } = pageOf(table.rows, url.searchParams.get('page'), KPI_PAGE_SIZE);
  return { data, table: { ...table, rows }, page, pages, status: 200 };
}
