import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { competitorRates, competitors, hotels } from '../../db/schema/index.ts';
import { parseMoney } from '../../../lib/domain/money.ts';
import { currencyDigits } from '../../../lib/domain/currencies.ts';
import { AppError, conflict, invalid, pgErrorCode } from '../../http/errors.ts';
import type { SessionUser } from '../../../lib/domain/session-user.ts';
import type { TCompetitorDto } from '../../../lib/domain/rates-dto.ts';
import { auditRates } from './rates-audit.ts';
import { readHotelCurrency } from '../../core/hotel-currency.ts';
import type { AuditDetail } from '../audit/index.ts';
import { splitCompetitorCsv } from './competitor-csv.ts';

/** The competitors a hotel tracks, with how many nightly prices each has. */
export async function listCompetitors(db: Db, o: { groupId: number }): Promise<TCompetitorDto[]> {
  return db
    .select({ competitorId: competitors.competitorId, name: competitors.name, rates: count(competitorRates.day) })
    .from(competitors)
    .leftJoin(competitorRates, eq(competitorRates.competitorId, competitors.competitorId))
    .where(eq(competitors.groupId, o.groupId))
    .groupBy(competitors.competitorId, competitors.name)
    .orderBy(asc(competitors.name));
}

export async function addCompetitor(db: Db, o: { groupId: number; user: SessionUser; name: string }): Promise<TCompetitorDto> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(competitors).values({ groupId: o.groupId, name: o.name }).returning({ competitorId: competitors.competitorId });
      await auditRates(tx, { groupId: o.groupId, user: o.user, text: { key: 'audit.msg.rates.competitorTracked', params: { name: o.name } } });
      return { competitorId: row!.competitorId, name: o.name, rates: 0 };
    });
  } catch (err) {
    if (!(err instanceof AppError) && pgErrorCode(err) === '23505')
      throw conflict(`The competitor ${o.name} is already tracked.`, { key: 'errors.rates.competitorTracked', params: { name: o.name } });
    throw err;
  }
}

/** Typed-in prices of a competitor per night (a night typed again is replaced). Audited. */
export async function saveCompetitorRates(
  db: Db,
  o: { groupId: number; user: SessionUser; competitorId: number; rates: { day: string; priceMinor: number }[]; source?: 'manual' | 'csv' },
): Promise<{ saved: number }> {
  const [c] = await db
    .select({ name: competitors.name })
    .from(competitors)
    .where(and(eq(competitors.competitorId, o.competitorId), eq(competitors.groupId, o.groupId)));
  if (!c) throw invalid('competitorId', `no competitor ${o.competitorId} in this hotel`, { key: 'errors.rates.noCompetitor' });
  await db.transaction(async (tx) => {
    await upsertRates(tx, { groupId: o.groupId, competitorId: o.competitorId, rates: o.rates, source: o.source ?? 'manual' });
    await auditRates(tx, {
      groupId: o.groupId,
      user: o.user,
      text: { key: 'audit.msg.rates.competitorPrices', params: { name: c.name, count: o.rates.length } },
      detailText: competitorPricesDetail(o.rates, (await readHotelCurrency(tx, o.groupId)).currency),
    });
  });
  return { saved: o.rates.length };
}

async function upsertRates(
  tx: Db,
  o: { groupId: number; competitorId: number; rates: { day: string; priceMinor: number }[]; source: 'manual' | 'csv' },
): Promise<void> {
  const last = new Map(o.rates.map((r) => [r.day, r.priceMinor]));
  await tx
    .insert(competitorRates)
    .values(
      [...last].map(([day, priceMinor]) => ({ groupId: o.groupId, competitorId: o.competitorId, day, priceMinor, source: o.source, updatedAt: new Date() })),
    )
    .onConflictDoUpdate({
      target: [competitorRates.competitorId, competitorRates.day],
      set: { priceMinor: sqlExcluded('price_minor'), source: sqlExcluded('source'), updatedAt: new Date() },
    });
}

const sqlExcluded = (col: string) => sql.raw(`excluded.${col}`);

/**
 * Imports competitor prices from CSV: a header, then 'date,competitor,price' lines (date
 * YYYY-MM-DD, price a decimal in the hotel's currency such as 1250.00). Unknown competitors are
 * added. All or nothing: a bad line is a 400 naming it.
 */
export async function importCompetitorCsv(db: Db, o: { groupId: number; user: SessionUser; csv: string }): Promise<{ imported: number; competitors: number }> {
  const records = splitCompetitorCsv(o.csv);
  if (records.length < 2) throw invalid('csv', 'expected a header line and at least one line date,competitor,price', { key: 'errors.competitorCsv.empty' });
  const [hotel] = await db.select({ currency: hotels.currency }).from(hotels).where(eq(hotels.groupId, o.groupId));
  const decimals = currencyDigits(hotel?.currency ?? 'EUR');
  const rows: { day: string; name: string; priceMinor: number }[] = [];
  for (const { record: cells, info } of records.slice(1)) {
    const at = `line ${info.lines}`;
    if (cells.length !== 3)
      throw invalid('csv', `${at}: expected date,competitor,price, got ${cells.length} column(s)`, {
        key: 'errors.competitorCsv.columns',
        params: { line: info.lines, found: cells.length },
      });
    const [day, name, price] = cells as [string, string, string];
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day)
      throw invalid('csv', `${at}: '${day}' is not a date as YYYY-MM-DD`, { key: 'errors.competitorCsv.badDay', params: { line: info.lines, text: day } });
    if (name === '' || name.length > 80)
      throw invalid('csv', `${at}: the competitor needs a name of at most 80 characters`, {
        key: 'errors.competitorCsv.badName',
        params: { line: info.lines, max: 80 },
      });
    // Exactly, in the hotel currency's decimals (a quoted "1 250,00" too): never a float product.
    const read = parseMoney(price, { decimals, field: 'price', max: 1_000_000_000 * 10 ** decimals - 1 });
    if (!read.ok)
      throw invalid('csv', `${at}: '${price}' is not a price such as 1250.00 (${read.error.message})`, {
        key: 'errors.competitorCsv.badPrice',
        params: { line: info.lines, text: price },
      });
    rows.push({ day, name, priceMinor: read.minor });
  }
  return db.transaction(async (tx) => {
    const names = [...new Set(rows.map((r) => r.name))];
    await tx
      .insert(competitors)
      .values(names.map((name) => ({ groupId: o.groupId, name })))
      .onConflictDoNothing();
    const known = await tx.select({ id: competitors.competitorId, name: competitors.name }).from(competitors).where(eq(competitors.groupId, o.groupId));
    for (const name of names) {
      const id = known.find((k) => k.name === name)!.id;
      await upsertRates(tx, { groupId: o.groupId, competitorId: id, rates: rows.filter((r) => r.name === name), source: 'csv' });
    }
    await auditRates(tx, {
      groupId: o.groupId,
      user: o.user,
      text: { key: 'audit.msg.rates.competitorCsv', params: { lines: rows.length, competitors: names.length } },
      detailText: { key: 'audit.detail.rates.competitors', params: { count: names.length, names: names.join(', ') } },
    });
    return { imported: rows.length, competitors: names.length };
  });
}

/** Prices noted for a competitor, as their audit detail says them: the days they cover and the lowest and highest. */
function competitorPricesDetail(rates: readonly { day: string; priceMinor: number }[], currency: string): AuditDetail {
  const days = rates.map((r) => r.day).sort();
  const prices = rates.map((r) => r.priceMinor);
  return {
    key: 'audit.detail.rates.competitorPrices',
    params: { from: days[0] ?? '', to: days[days.length - 1] ?? '', low: Math.min(...prices), high: Math.max(...prices), currency },
  };
}
