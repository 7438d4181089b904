import { and, asc, count, desc, eq, gte, lte } from 'drizzle-orm';
import type { Locale } from '../../../lib/i18n/t.ts';
import type { Db } from '../../db/client.ts';
import { exchangeRates, users } from '../../db/schema/index.ts';
import { toExportFile, type ExportColumn, type ExportFile } from '../../export/export-file.ts';
import { rateColumns, toRateDto } from './exchange-data.ts';
import type { TDayRatesDto, TExchangeRateDto, TRatePageDto, TRatesQuery } from './exchange.schemas.ts';

function ratesWhere(groupId: number, q: Pick<TRatesQuery, 'from' | 'to' | 'currency'>) {
  return and(
    eq(exchangeRates.groupId, groupId),
    q.from ? gte(exchangeRates.day, q.from) : undefined,
    q.to ? lte(exchangeRates.day, q.to) : undefined,
    q.currency ? eq(exchangeRates.currency, q.currency) : undefined,
  );
}

/** A page of the hotel's rates, newest day first then by currency (GET /exchange/all/v2). */
export async function listExchangeRates(db: Db, o: { groupId: number; hotelCurrency: string; query: TRatesQuery }): Promise<TRatePageDto> {
  const where = ratesWhere(o.groupId, o.query);
  const [rows, [total]] = await Promise.all([
    db
      .select(rateColumns)
      .from(exchangeRates)
      .leftJoin(users, eq(users.userId, exchangeRates.updatedBy))
      .where(where)
      .orderBy(desc(exchangeRates.day), asc(exchangeRates.currency))
      .limit(o.query.size)
      .offset(o.query.page * o.query.size),
    db.select({ n: count() }).from(exchangeRates).where(where),
  ]);
  return { hotelCurrency: o.hotelCurrency, content: rows.map(toRateDto), totalElements: Number(total?.n ?? 0), page: o.query.page, size: o.query.size };
}

/** For each currency the hotel ever rated, the rate that applies on `day` (GET /exchange/v2). */
export async function listDayRates(db: Db, o: { groupId: number; hotelCurrency: string; day: string }): Promise<TDayRatesDto> {
  const rows = await db
    .selectDistinctOn([exchangeRates.currency], rateColumns)
    .from(exchangeRates)
    .leftJoin(users, eq(users.userId, exchangeRates.updatedBy))
    .where(and(eq(exchangeRates.groupId, o.groupId), lte(exchangeRates.day, o.day)))
    .orderBy(asc(exchangeRates.currency), desc(exchangeRates.day));
  return { day: o.day, hotelCurrency: o.hotelCurrency, rates: rows.map(toRateDto) };
}

const COLUMNS: ExportColumn<TExchangeRateDto>[] = [
  ['export.exchange.col.day', (r) => ({ day: r.day })],
  ['export.col.currency', (r) => r.currency],
  ['export.exchange.col.rate', (r) => Number(r.rate)],
  ['export.exchange.col.updatedBy', (r) => r.updatedBy],
  ['export.exchange.col.updatedAt', (r) => ({ dateTime: r.updatedAt })],
];

/** Every filtered rate as CSV or .xlsx (at most 50,000 rows: a century of daily rates for a dozen currencies). */
export async function exportExchangeRates(db: Db, o: { groupId: number; query: TRatesQuery; today: string; lang: Locale }): Promise<ExportFile> {
  const rows = await db
    .select(rateColumns)
    .from(exchangeRates)
    .leftJoin(users, eq(users.userId, exchangeRates.updatedBy))
    .where(ratesWhere(o.groupId, o.query))
    .orderBy(desc(exchangeRates.day), asc(exchangeRates.currency))
    .limit(50_000);
  return toExportFile({
    columns: COLUMNS,
    rows: rows.map(toRateDto),
    format: o.query.format,
    lang: o.lang,
    basename: `exchange-rates-${o.today}`,
    sheetName: 'export.exchange.ratesSheet',
  });
}
