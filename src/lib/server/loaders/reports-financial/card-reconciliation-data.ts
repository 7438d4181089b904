import type { Locale } from '../../../i18n/t.ts';
import type { TCardPaymentDto, TCardReconciliationDto, TStatementLineDto } from '../../../domain/reports-financial-dto.ts';
import { callBackend } from '../../backend.ts';
import { noteReadSource } from '../../read-source.ts';
import { messageOf } from '../../page-action.ts';
import { day, int, money, text, type ReportCell, type ReportTable } from '../../../report-table.ts';
import { labeller } from './reports-financial-data.ts';

/** The statement's CSV text a rapproch form posted: the uploaded file, else the pasted lines. */
export async function postedStatement(form: FormData): Promise<string> {
  const file = form.get('file');
  if (file && typeof file !== 'string' && file.size > 0) return file.text();
  return String(form.get('csv') ?? '');
}

/**
 * Sends the statement to the reconciliation API (as text/csv) and builds the one table the page
 * shows and exports: matched lines, statement lines not found, hotel card payments not on it.
 */
export async function reconcileStatement(
  locals: App.Locals,
  csv: string,
  locale: Locale,
): Promise<{ data?: TCardReconciliationDto; table?: ReportTable; error?: string; status: number }> {
  const res = await callBackend(locals, 'pms', '/reports/card-reconciliation', {
    method: 'POST',
    body: csv,
    headers: { 'content-type': 'text/csv; charset=utf-8' },
  });
  if (!res.ok) return { error: await messageOf(res, locale), status: res.status === 400 || res.status === 403 ? res.status : 502 };
  // The hotel's card payments may come from the read replica: the page then says as of when.
  noteReadSource(locals, res.headers);
  const d = (await res.json()) as TCardReconciliationDto;
  const L = labeller(locale);
  const none = [text(''), text(''), text(''), text(''), text('')];
  const statement = (s: TStatementLineDto): ReportCell[] => [
    int(s.line),
    day(s.day),
    money(s.amountMinor),
    text(s.card),
    text(s.authorization),
    text(s.reference),
  ];
  const payment = (p: TCardPaymentDto): ReportCell[] => [day(p.day), money(p.amountMinor), text(p.reference), text(p.orderNumber), text(p.guestName)];
  const table: ReportTable = {
    columns: [
      'rfin.col.status',
      'rfin.card.col.line',
      'rfin.card.col.day',
      'rfin.card.col.amount',
      'rfin.card.col.card',
      'rfin.card.col.authorization',
      'rfin.card.col.reference',
      'rfin.card.col.paymentDay',
      'rfin.card.col.paymentAmount',
      'rfin.card.col.paymentReference',
      'rfin.card.col.order',
      'rfin.card.col.guest',
      'rfin.card.col.difference',
    ].map((k) => ({ label: L(k as Parameters<typeof L>[0]), numeric: /line|amount|difference|Amount/.test(k) })),
    rows: [
      ...d.matched.map((mt) => [text(L(`rfin.card.status.${mt.by}`)), ...statement(mt.statement), ...payment(mt.payment), money(mt.differenceMinor)]),
      ...d.unmatchedStatement.map((s) => [text(L('rfin.card.status.statement')), ...statement(s), ...none, money(s.amountMinor)]),
      ...d.unmatchedPayments.map((p) => [
        text(L('rfin.card.status.payment')),
        text(''),
        text(''),
        text(''),
        text(''),
        text(''),
        text(''),
        ...payment(p),
        money(-p.amountMinor),
      ]),
    ],
    totals: [
      text(L('rfin.total')),
      int(d.lines),
      text(''),
      money(d.statementMinor),
      text(''),
      text(''),
      text(''),
      text(''),
      money(d.paymentsMinor),
      text(''),
      text(''),
      text(''),
      money(d.statementMinor - d.paymentsMinor),
    ],
  };
  return { data: d, table, status: 200 };
}
