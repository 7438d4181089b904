import { t, type Locale } from '../lib/i18n/t.ts';
import type { MessageKey } from '../lib/i18n/en.ts';
import { day, int, text, type ReportTable } from '../lib/report-table.ts';
import type { THousekeepingReportDto, THkMaidTotalsDto } from '../lib/domain/housekeeping-reports-dto.ts';

/** The Housekeeping Report's three tables, built once: the page shows them and its exports write the same columns and rows. */
export const HK_REPORT_PARTS = ['maids', 'assignments', 'activity'] as const;
export type HkReportPart = (typeof HK_REPORT_PARTS)[number];

export function housekeepingReportTables(data: THousekeepingReportDto, locale: Locale): Record<HkReportPart, ReportTable> {
  const L = (key: MessageKey) => t(locale, key);
  const cols = (keys: [string, boolean][]) => keys.map(([k, numeric]) => ({ label: L(`hkr.col.${k}` as MessageKey), numeric }));
  const maidName = (name: string | null) => name ?? L('hkr.noMaid');
  const figures = (m: Omit<THkMaidTotalsDto, 'houseMaidId' | 'maidName'>) => [
    int(m.assigned),
    int(m.departures),
    int(m.assignedCleaned),
    int(m.cleaned),
    int(m.inspected),
    int(m.rejected),
    int(m.equipment),
  ];
  return {
    maids: {
      columns: cols([
        ['maid', false],
        ['assigned', true],
        ['departures', true],
        ['assignedCleaned', true],
        ['cleaned', true],
        ['inspected', true],
        ['rejected', true],
        ['equipment', true],
      ]),
      rows: data.perMaid.map((m) => [text(maidName(m.maidName)), ...figures(m)]),
      totals: data.perMaid.length ? [text(L('hkr.total')), ...figures(data.totals)] : undefined,
    },
    assignments: {
      columns: cols([
        ['day', false],
        ['maid', false],
        ['room', false],
        ['floor', false],
        ['kind', false],
        ['cleanedAt', false],
      ]),
      rows: data.assignments.map((a) => [
        day(a.day),
        text(a.maidName),
        text(a.roomName),
        text(a.floorName ?? ''),
        text(L(`hkr.work.${a.kind}` as MessageKey)),
        text(a.cleanedAt ?? L('hkr.notCleaned')),
      ]),
    },
    activity: {
      columns: cols([
        ['day', false],
        ['time', false],
        ['maid', false],
        ['room', false],
        ['floor', false],
        ['what', false],
        ['by', false],
        ['detail', false],
      ]),
      rows: data.activity.map((e) => [
        day(e.day),
        text(e.time),
        text(maidName(e.maidName)),
        text(e.roomName),
        text(e.floorName ?? ''),
        text(L(`hkr.kind.${e.kind}`)),
        text(e.recordedBy ?? (e.source === 'qr' ? L('hkr.byQr') : '')),
        text(e.detail),
      ]),
    },
  };
}
