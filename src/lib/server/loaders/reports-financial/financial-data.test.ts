import { describe, expect, it } from 'vitest';
import type { TFinancialReportDto, TOpenFolioDto } from '../../../domain/reports-financial-dto.ts';
import { financialTable } from './financial-data.ts';

const folio = (n: number): TOpenFolioDto => ({
  orderId: n,
  orderNumber: `B-${n}`,
  folioNo: 1,
  guestName: `Guest ${n}`,
  departure: '2026-03-01',
  chargesMinor: 1000,
  paidMinor: 0,
  balanceMinor: 1000,
});

const report = (listed: number, notSettled: number): TFinancialReportDto => ({
  groupId: 1,
  currency: 'MAD',
  from: '2026-03-01',
  to: '2026-03-31',
  revenue: [],
  revenueMinor: 0,
  payments: [],
  paymentsMinor: 0,
  invoices: { count: 0, totalMinor: 0, netMinor: 0, taxMinor: 0 },
  creditNotes: { count: 0, totalMinor: 0, netMinor: 0, taxMinor: 0 },
  inHouse: { count: 0, amountMinor: 0 },
  upcoming: { count: 0, amountMinor: 0 },
  notSettled: { count: notSettled, amountMinor: notSettled * 1000 },
  openFolios: Array.from({ length: listed }, (_, i) => folio(i + 1)),
  cityLedger: [],
  byDay: [],
});

const items = (d: TFinancialReportDto, locale: 'en' | 'fr') => financialTable(d, locale).rows.map((r) => [r[1]!.v, r[2]!.v, r[3]!.v]);

describe('financial report table', () => {
  it('totals every unsettled folio, lists those the API sent, and counts the rest in one row', () => {
    const rows = items(report(2, 5), 'en');
    expect(rows).toContainEqual(['Folios not settled', 5, 5000]);
    expect(rows.filter((r) => String(r[0]).startsWith('B-'))).toHaveLength(2);
    expect(rows.at(-1)).toEqual(['… and 3 more: the export lists them all', '', '']);
    expect(items(report(2, 5), 'fr').at(-1)).toEqual(['… et 3 autres : l’export les liste tous', '', '']);
  });

  it('adds no such row when every unsettled folio is listed', () => {
    const rows = items(report(3, 3), 'en');
    expect(rows.at(-1)![0]).toMatch(/^B-3 folio 1/);
    expect(rows).toContainEqual(['Folios not settled', 3, 3000]);
  });
});
