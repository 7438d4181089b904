import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exchangeOperations, users } from '../../db/schema/index.ts';
import { toExportFile, type ExportColumn, type ExportFile } from '../../export/export-file.ts';
import { currencyDigits } from '../../../lib/domain/currencies.ts';
import type { TExchangeOperationDto, TSlipDto } from './exchange.schemas.ts';

/** Exchange operations of a hotel: of a day, or one by id. */
export async function findExchangeOperations(db: Db, o: { groupId: number; day?: string; id?: number }): Promise<TExchangeOperationDto[]> {
  const rows = await db.select({
    id: exchangeOperations.operationId, day: sql<string>`${exchangeOperations.day}::text`, currency: exchangeOperations.currency,
    amountMinor: exchangeOperations.amountMinor, rate: sql<string>`${exchangeOperations.rate}::text`, rateDay: sql<string>`${exchangeOperations.rateDay}::text`,
    paidCurrency: exchangeOperations.paidCurrency, paidMinor: exchangeOperations.paidMinor, guestName: exchangeOperations.guestName,
    docNumber: exchangeOperations.docNumber, reservationId: exchangeOperations.reservationId, user: users.name, createdAt: exchangeOperations.createdAt,
  }).from(exchangeOperations).leftJoin(users, eq(users.userId, exchangeOperations.userId))
    .where(and(
      eq(exchangeOperations.groupId, o.groupId),
      o.day !== undefined ? eq(exchangeOperations.day, o.day) : undefined,
      o.id !== undefined ? eq(exchangeOperations.operationId, o.id) : undefined,
    ))
    .orderBy(asc(exchangeOperations.createdAt), asc(exchangeOperations.operationId));
  return rows.map((r) => ({
    ...r, currency: r.currency.trim(), paidCurrency: r.paidCurrency.trim(), amountMinor: Number(r.amountMinor), paidMinor: Number(r.paidMinor),
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
  return { day: o.day, hotelName: o.hotelName, hotelCurrency: o.hotelCurrency, operations, totals, paidTotalMinor: totals.reduce((s, t) => s + t.paidMinor, 0) };
}

const major = (minor: number, currency: string) => minor / 10 ** currencyDigits(currency);

const COLUMNS: ExportColumn<TExchangeOperationDto>[] = [
  ['id', (r) => r.id], ['time', (r) => r.createdAt], ['guestName', (r) => r.guestName], ['docNumber', (r) => r.docNumber],
  ['currency', (r) => r.currency], ['amount', (r) => major(r.amountMinor, r.currency)], ['rate', (r) => Number(r.rate)], ['rateDay', (r) => r.rateDay],
  ['paidCurrency', (r) => r.paidCurrency], ['paid', (r) => major(r.paidMinor, r.paidCurrency)], ['user', (r) => r.user],
];

export async function exportExchangeSlip(db: Db, o: { groupId: number; day: string; format: 'csv' | 'xlsx' }): Promise<ExportFile> {
  const rows = await findExchangeOperations(db, { groupId: o.groupId, day: o.day });
  return toExportFile({ columns: COLUMNS, rows, format: o.format, basename: `exchange-slip-${o.day}`, sheetName: 'Exchange slip' });
}
