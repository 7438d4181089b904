import type { Context } from 'hono';
import type { ApiApp, ApiEnv } from '../../http/api-env.ts';
import { route } from '../../http/route-access.ts';
import { AppError, invalid } from '../../http/errors.ts';
import { parseBody, parseQuery } from '../../http/validate.ts';
import { decodeUtf8, MB } from '../../http/body-limit.ts';
import { REPORT_READERS } from './report-readers.ts';
import {
  ZBacsQuery,
  ZCardReconciliationJson,
  ZCardReconciliationQuery,
  ZDailyReportDayQuery,
  ZFinancialReportQuery,
  ZReportPeriodQuery,
} from './reports-financial.schemas.ts';
import { reportHotel, reportPeriod } from './report-hotel.ts';
import { findDailyReportFigures } from './daily-report-figures.ts';
import { findRevenueDetail } from './revenue-detail.ts';
import { findBacDays, findItemBacs } from './bacs-report.ts';
import { findFinancialReport } from './financial-report.ts';
import { FINANCIAL_FOLIOS_LISTED } from '../../../lib/domain/reports-financial-dto.ts';
import { answerJson } from '../../http/hand-over.ts';
import { findTaxesReport } from './taxes-report.ts';
import { findDiscountsReport } from './discounts-report.ts';
import { parseCardStatement } from './card-statement-csv.ts';
import { reconcileCardPayments } from './card-reconciliation.ts';
import { bytes, day as dayP } from '../../../lib/domain/error-params.ts';

const MAX_UPLOAD_BYTES = 2_000_000;
/** The request around the statement: a multipart form's or JSON's wrapping on top (413 past it, counted while read). */
const STATEMENT_BODY_LIMIT = 3 * MB;

/** The statement's CSV text from a JSON body ({ csv }), a CSV or plain-text body, or a multipart form (file field `file`, or text field `csv`). */
async function statementText(c: Context<ApiEnv>): Promise<string> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  // The body is bounded by the route's bodyLimit while it is read (enforce-body-limit.ts); text must be UTF-8.
  if (type === 'application/json') return (await parseBody(c, ZCardReconciliationJson)).csv;
  if (type === 'text/csv' || type === 'text/plain') return decodeUtf8(new Uint8Array(await c.req.arrayBuffer()), 'csv');
  if (type === 'multipart/form-data') {
    let form: Record<string, string | File | (string | File)[]>;
    try {
      form = await c.req.parseBody();
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw invalid('file', 'the form could not be read: send multipart/form-data with the statement in the field "file".', {
        key: 'errors.statement.badForm',
      });
    }
    const part = form['file'] ?? form['csv'];
    const one = Array.isArray(part) ? part[0] : part;
    if (one === undefined || (typeof one !== 'string' && one.size === 0))
      throw invalid('file', 'choose the acquirer\'s CSV statement to upload (field "file").', { key: 'errors.statement.chooseFile' });
    if (typeof one !== 'string' && one.size > MAX_UPLOAD_BYTES)
      throw invalid('file', `the statement is larger than ${MAX_UPLOAD_BYTES / 1_000_000} MB; split it by period.`, {
        key: 'errors.body.tooLarge',
        params: { limit: bytes(MAX_UPLOAD_BYTES) },
      });
    return typeof one === 'string' ? one : decodeUtf8(new Uint8Array(await one.arrayBuffer()), 'file');
  }
  throw new AppError(
    'unsupported_media_type',
    `body: send the statement as text/csv, as multipart/form-data (field "file") or as JSON { "csv": "…" }, not '${type || 'none'}'`,
    'body',
    { key: 'errors.statement.badType', params: { type: type || '-' } },
  );
}

/** The daily and financial reports (operations.md §2.5 Report menu): one hotel, read by the report readers. */
export function registerFinancialReportRoutes(app: ApiApp): void {
  route(app, 'GET', '/reports/daily', { roles: REPORT_READERS }, async (c) => {
    const q = parseQuery(c, ZDailyReportDayQuery);
    const h = await reportHotel(c, q.group);
    const day = q.day ?? h.lastClosed ?? h.businessDate;
    if (day > h.businessDate)
      throw invalid('day', `${day} comes after the business date ${h.businessDate}: a daily report covers a closed day or the day being worked.`, {
        key: 'errors.report.afterBusinessDate',
        params: { day: dayP(day), businessDate: dayP(h.businessDate) },
      });
    const figures = await findDailyReportFigures(h.db, { groupId: h.groupId, day });
    return c.json({ groupId: h.groupId, currency: h.currency, lastClosed: h.lastClosed, businessDate: h.businessDate, ...figures });
  });

  route(app, 'GET', '/reports/revenue-detail', { roles: REPORT_READERS }, async (c) => {
    const q = parseQuery(c, ZReportPeriodQuery);
    const h = await reportHotel(c, q.group);
    const p = reportPeriod(q, h.businessDate);
    return c.json({ groupId: h.groupId, currency: h.currency, ...p, ...(await findRevenueDetail(h.db, { groupId: h.groupId, ...p })) });
  });

  route(app, 'GET', '/reports/bacs', { roles: REPORT_READERS }, async (c) => {
    const q = parseQuery(c, ZBacsQuery);
    const h = await reportHotel(c, q.group);
    const p = reportPeriod(q, h.businessDate);
    const [bacs, items] = await Promise.all([
      findBacDays(h.db, { groupId: h.groupId, ...p }),
      q.day ? findItemBacs(h.db, { groupId: h.groupId, day: q.day }) : [],
    ]);
    return c.json({ groupId: h.groupId, currency: h.currency, ...p, ...bacs, itemsDay: q.day ?? null, items });
  });

  route(app, 'GET', '/reports/financial', { roles: REPORT_READERS }, async (c) => {
    const q = parseQuery(c, ZFinancialReportQuery);
    const h = await reportHotel(c, q.group);
    const p = reportPeriod(q, h.businessDate);
    const listed = q.folios ?? FINANCIAL_FOLIOS_LISTED;
    // An export lists thousands of open folios: a page in this process gets the object, not its JSON.
    return answerJson(c, { groupId: h.groupId, currency: h.currency, ...p, ...(await findFinancialReport(h.db, { groupId: h.groupId, ...p, listed })) });
  });

  route(app, 'GET', '/reports/taxes', { roles: REPORT_READERS }, async (c) => {
    const q = parseQuery(c, ZReportPeriodQuery);
    const h = await reportHotel(c, q.group);
    const p = reportPeriod(q, h.businessDate);
    return c.json({ groupId: h.groupId, currency: h.currency, ...p, ...(await findTaxesReport(h.db, { groupId: h.groupId, ...p })) });
  });

  /** Discounts: a chauffeur-flag report (operations.md §2.5): the flag is checked here too, not only in the menu. */
  route(app, 'GET', '/reports/discounts', { roles: REPORT_READERS, permissions: ['chauffeur'] }, async (c) => {
    const q = parseQuery(c, ZReportPeriodQuery);
    const h = await reportHotel(c, q.group);
    const p = reportPeriod(q, h.businessDate);
    return c.json({ groupId: h.groupId, currency: h.currency, ...p, ...(await findDiscountsReport(h.db, { groupId: h.groupId, ...p })) });
  });

  /** Card-payment reconciliation: a read (nothing is stored) that takes the acquirer's statement as its body. */
  route(app, 'POST', '/reports/card-reconciliation', { roles: REPORT_READERS, bodyLimit: STATEMENT_BODY_LIMIT }, async (c) => {
    const q = parseQuery(c, ZCardReconciliationQuery);
    const h = await reportHotel(c, q.group);
    const lines = parseCardStatement(await statementText(c), h.currency);
    const days = lines.map((l) => l.day).sort();
    const p = reportPeriod({ from: q.from ?? days[0], to: q.to ?? days.at(-1) }, h.businessDate);
    const result = await reconcileCardPayments(h.db, { groupId: h.groupId, lines, ...p });
    const sum = (xs: readonly { amountMinor: number }[]) => xs.reduce((s, x) => s + x.amountMinor, 0);
    return c.json({
      groupId: h.groupId,
      currency: h.currency,
      ...p,
      lines: lines.length,
      ...result,
      statementMinor: sum(lines),
      paymentsMinor: sum([...result.matched.map((m) => m.payment), ...result.unmatchedPayments]),
    });
  });
}
