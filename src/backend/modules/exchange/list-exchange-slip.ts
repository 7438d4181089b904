import { and, asc, eq, sql } from 'drizzle-orm';
import type { Locale } from '../../../lib/i18n/t.ts';
import type { Db } from '../../db/client.ts';
import { exchangeOperations, users } from '../../db/schema/index.ts';
import { toExportFile, type ExportColumn, type ExportFile } from '../../export/export-file.ts';
import type { TExchangeOperationDto, TSlipDto } from './exchange.schemas.ts';

/** Exchange operations of a hotel: of a day, or one by id. */
export async function findExchangeOperations(db: Db, o: { groupId: number; day?: string; id?: number }): Promise<TExchangeOperationDto[]> {
  const rows = await db
    .select({
      id: exchangeOperations.operationId,
      day: sql<string>`${exchangeOperations.day}::text`,
      currency: exchangeOperations.currency,
      amountMinor: exchangeOperations.amountMinor,
      rate: sql<string>`${exchangeOperations.rate}::text`,
      rateDay: sql<string>`${exchangeOperations.rateDay}::text`,
      paidCurrency: exchangeOperations.paidCurrency,
      paidMinor: exchangeOperations.paidMinor,
      guestName: exchangeOperations.guestName,
      docNumber: exchangeOperations.docNumber,
      reservationId: exchangeOperations.reservationId,
      user: users.name,
      createdAt: exchangeOperations.createdAt,
    })
    .from(exchangeOperations)
    .leftJoin(users, eq(users.userId, exchangeOperations.userId))
    .where(
      and(
        eq(exchangeOperations.groupId, o.groupId),
        o.day !== undefined ? eq(exchangeOperations.day, o.day) : undefined,
        o.id !== undefined ? eq(exchangeOperations.operationId, o.id) : undefined,
      ),
    )
    .orderBy(asc(exchangeOperations.createdAt), asc(exchangeOperations.operationId));
  return rows.map((r) => ({
    ...r,
    currency: r.currency.trim(),
    paidCurrency: r.paidCurrency.trim(),
    amountMinor: Number(r.amountMinor),
    paidMinor: Number(r.paidMinor),
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The exchange slip (Bordereau) of a day: its operations in order, with totals per currency. */
export async function listExchangeSlip(db: Db, o: { groupId: number; hotelName: string; hotelCurrency: string; day: string }): Promise<TSlipDto> {
  const operations = await findExchangeOperations(db, { groupId: o.groupId, day: o.day });
  const byCurrency = new Map<string, { currency: string; count: number; amountMinor: number; paidMinor: number }>();
  for (const op of operations) {
    const t = byCurrency.get(op.currency) ?? { currency: op.currency, count: 0, amountMinor: 0, paidMinor: 0 };
    t.count += 1;
    t.amountMinor += op.amountMinor;
    t.paidMinor += op.paidMinor;
    byCurrency.set(op.currency, t);
  }
  const totals = [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
  return {
    day: o.day,
    hotelName: o.hotelName,
    hotelCurrency: o.hotelCurrency,
    operations,
    totals,
    paidTotalMinor: totals.reduce((s, t) => s + t.paidMinor, 0),
  };
}

const COLUMNS: ExportColumn<TExchangeOperationDto>[] = [
  ['export.exchange.col.id', (r) => r.id],
  ['export.exchange.col.time', (r) => ({ dateTime: r.createdAt })],
  ['export.exchange.col.guest', (r) => r.guestName],
  ['export.exchange.col.docNumber', (r) => r.docNumber],
  ['export.col.currency', (r) => r.currency],
  ['export.exchange.col.amount', (r) => ({ minor: r.amountMinor, currency: r.currency })],
  ['export.exchange.col.rate', (r) => Number(r.rate)],
  ['export.exchange.col.rateDay', (r) => ({ day: r.rateDay })],
  ['export.exchange.col.paidCurrency', (r) => r.paidCurrency],
  ['export.exchange.col.paid', (r) => ({ minor: r.paidMinor, currency: r.paidCurrency })],
  ['export.exchange.col.user', (r) => r.user],
];

export async function exportExchangeSlip(db: Db, o: { groupId: number; day: string; format: 'csv' | 'xlsx'; lang: Locale }): Promise<ExportFile> {
  const rows = await findExchangeOperations(db, { groupId: o.groupId, day: o.day });
  return toExportFile({ columns: COLUMNS, rows, format: o.format, lang: o.lang, basename: `exchange-slip-${o.day}`, sheetName: 'export.exchange.slipSheet' });
}
