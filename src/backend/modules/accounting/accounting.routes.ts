import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import type { ApiApp, ApiEnv } from '../../http/api-env.ts';
import { resolveGroup } from '../../http/api-app.ts';
import { route, STAY_READERS } from '../../http/route-access.ts';
import { parseQuery } from '../../http/validate.ts';
import { exportFileResponse } from '../../export/export-file.ts';
import { hotels } from '../../db/schema/index.ts';
import { addDays } from '../../../lib/domain/days.ts';
import { allowedGroupIds } from '../../core/session-user.ts';
import { ZAccountingExportQuery, ZAccountingQuery, ZAnalysisQuery } from './accounting.schemas.ts';
import { analyseInvoices } from './analyse-invoices.ts';
import { exportAccountingEntries } from './export-accounting-entries.ts';
import { listAccountingEntries } from './list-accounting-entries.ts';
import { findBusinessDay } from '../../core/business-day.ts';
import { hotelCurrencyOf } from '../../../lib/domain/hotel-currency.ts';

/** The books are read by the staff who handle money (as the Accounting menu pages). */
const ACCOUNTANTS = STAY_READERS;

/** The hotels of a report (-1: all the user's) and the currency its money is in (the first hotel's). */
async function reportHotels(c: Context<ApiEnv>, group: string | undefined): Promise<{ groupIds: number[]; currency: string; timezone: string }> {
  const db = c.get('deps').database.db;
  const groupId = await resolveGroup(c, group);
  const groupIds = groupId === -1 ? await allowedGroupIds(db, c.get('user')) : [groupId];
  const [h] = await db
    .select({ currency: hotels.currency, timezone: hotels.timezone })
    .from(hotels)
    .where(eq(hotels.groupId, groupIds[0] ?? 0));
  return { groupIds, currency: hotelCurrencyOf(h?.currency), timezone: h?.timezone ?? 'UTC' };
}

/** Accounting entries (with export) and the invoice analysis (CRM API). */
export function registerAccountingRoutes(app: ApiApp): void {
  route(app, 'GET', '/accounting-entries', { roles: ACCOUNTANTS }, async (c) => {
    const query = parseQuery(c, ZAccountingQuery);
    const h = await reportHotels(c, query.groupId);
    return c.json(await listAccountingEntries(c.get('deps').database.db, { groupIds: h.groupIds, currency: h.currency, query }));
  });

  route(app, 'GET', '/accounting-entries/export', { roles: ACCOUNTANTS }, async (c) => {
    const { format, ...query } = parseQuery(c, ZAccountingExportQuery);
    const h = await reportHotels(c, query.groupId);
    return exportFileResponse(
      await exportAccountingEntries(c.get('deps').database.db, { groupIds: h.groupIds, currency: h.currency, query, format, lang: c.get('user').language }),
    );
  });

  route(app, 'GET', '/invoices/analysis', { roles: ACCOUNTANTS }, async (c) => {
    const q = parseQuery(c, ZAnalysisQuery);
    const h = await reportHotels(c, q.group);
    const today = await findBusinessDay(c.get('deps').database.db, {
      groupId: h.groupIds[0] ?? c.get('user').groupId,
      timezone: h.timezone,
      now: c.get('deps').now(),
    });
    const to = q.to ?? today;
    const from = q.from ?? addDays(to, -365);
    return c.json(await analyseInvoices(c.get('deps').database.db, { groupIds: h.groupIds, currency: h.currency, from, to }));
  });
}
