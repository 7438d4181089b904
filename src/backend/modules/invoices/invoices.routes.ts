import type { Context } from 'hono';
import { readHotelCurrency } from '../../core/hotel-currency.ts';
import type { ApiApp, ApiEnv } from '../../http/api-env.ts';
import { resolveGroup } from '../../http/api-app.ts';
import { CASH, CASHIERS, route, STAY_READERS } from '../../http/route-access.ts';
import { parseBody, parseParams, parseQuery } from '../../http/validate.ts';
import { exportFileResponse } from '../../export/export-file.ts';
import { allowedGroupIds } from '../../core/session-user.ts';
import { cashierCall, findOrderRow, assertHotelVisible } from '../folio/index.ts';
import { exportInvoices } from './export-invoices.ts';
import { findInvoice } from './find-invoice.ts';
import { groupInvoice } from './group-invoice.ts';
import type { InvoiceScope } from './invoice-rows.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { findDebtorAccount, listDebtorCompanies } from './debtor-account.ts';
import { issueDebtorInvoice } from './issue-debtor-invoice.ts';
import {
  ZCreditNoteRequest,
  ZDebtorAccountQuery,
  ZDebtorInvoiceRequest,
  ZGroupParams,
  ZInvoiceExportQuery,
  ZInvoiceParams,
  ZInvoicesQuery,
  ZIssueInvoiceRequest,
  ZPersonParams,
  ZPersonQuery,
} from './invoices.schemas.ts';
import { issueCreditNote } from './issue-credit-note.ts';
import { issueInvoice } from './issue-invoice.ts';
import { listInvoices } from './list-invoices.ts';

/**
 * Whose invoices a call sees. Staff: the named (or current) hotel, -1 all theirs. A partner: their
 * company's invoices in the hotels they work with, whatever they ask.
 */
async function invoiceScope(c: Context<ApiEnv>, group?: string | 'mine'): Promise<InvoiceScope> {
  const user = c.get('user');
  const db = c.get('deps').database.db;
  if (user.customerId !== null) return { groupIds: await allowedGroupIds(db, user), partnerId: user.customerId };
  // One document by its id: any hotel the user works in (another hotel's answers 404).
  if (group === 'mine') return { groupIds: await allowedGroupIds(db, user), partnerId: null };
  const groupId = await resolveGroup(c, group);
  return { groupIds: groupId === -1 ? await allowedGroupIds(db, user) : [groupId], partnerId: null };
}

/** Invoices, credit notes, debtor grouping, lists, export and PDF (CRM API). */
export function registerInvoiceRoutes(app: ApiApp): void {
  route(app, 'POST', '/invoices', { roles: CASH }, async (c) => {
    const call = cashierCall(c);
    const input = await parseBody(c, ZIssueInvoiceRequest);
    const order = await findOrderRow(call.db, input.orderId);
    await assertHotelVisible(c, order.groupId, `order ${input.orderId}`);
    return c.json(await issueInvoice(call.db, { input, user: call.user, now: call.now }), 201);
  });

  route(app, 'POST', '/credit-notes', { roles: CASH }, async (c) => {
    const call = cashierCall(c);
    const b = await parseBody(c, ZCreditNoteRequest);
    await findInvoice(call.db, { invoiceId: b.invoiceId, scope: await invoiceScope(c, 'mine') });
    return c.json(await issueCreditNote(call.db, { ...b, user: call.user, now: call.now }), 201);
  });

  // The spec's path: groups the second invoice under the first (a debtor invoice of one company).
  route(app, 'POST', '/:invoiceId/add-invoice/:otherId', { roles: CASH }, async (c) => {
    const call = cashierCall(c);
    const { invoiceId, otherId } = parseParams(c, ZGroupParams);
    const debtor = await findInvoice(call.db, { invoiceId, scope: await invoiceScope(c, 'mine') });
    await groupInvoice(call.db, { debtorId: invoiceId, invoiceId: otherId, groupId: debtor.groupId });
    return c.json(await findInvoice(call.db, { invoiceId, scope: await invoiceScope(c, 'mine') }));
  });

  // Debtor invoices: a company's stays billed on one invoice (the others grouped under it, add-invoice).
  route(app, 'GET', '/debtor-invoices/companies', { roles: CASHIERS }, async (c) => {
    const groupId = await resolveGroup(c);
    return c.json(await listDebtorCompanies(c.get('deps').database.db, { groupId }));
  });

  route(app, 'GET', '/debtor-invoices/account', { roles: CASHIERS }, async (c) => {
    const { customer } = parseQuery(c, ZDebtorAccountQuery);
    const groupId = await resolveGroup(c);
    const db = c.get('deps').database.db;
    return c.json(await findDebtorAccount(db, { groupId, customerId: customer, currency: (await readHotelCurrency(db, groupId)).currency }));
  });

  route(app, 'POST', '/debtor-invoices', { roles: CASHIERS }, async (c) => {
    const call = cashierCall(c);
    const b = await parseBody(c, ZDebtorInvoiceRequest);
    const groupId = await resolveGroup(c);
    return c.json(await issueDebtorInvoice(call.db, { groupId, customerId: b.customerId, chargeIds: b.chargeIds, user: call.user, now: call.now }), 201);
  });

  route(app, 'GET', '/allinvoices/v2', { roles: STAY_READERS, partner: true }, async (c) => {
    const query = parseQuery(c, ZInvoicesQuery);
    return c.json(await listInvoices(c.get('deps').database.db, { scope: await invoiceScope(c, query.group), query }));
  });

  route(app, 'GET', '/allinvoices/export', { roles: STAY_READERS, partner: true }, async (c) => {
    const { format, ...query } = parseQuery(c, ZInvoiceExportQuery);
    // An export reads from the read replica while it answers (db/replica.ts).
    const file = await exportInvoices((await c.get('deps').database.read()).db, {
      scope: await invoiceScope(c, query.group),
      query,
      format,
      lang: c.get('user').language,
    });
    return exportFileResponse(file);
  });

  route(app, 'GET', '/invoice/person/:id', { roles: STAY_READERS, partner: true }, async (c) => {
    const { id } = parseParams(c, ZPersonParams);
    const { page } = parseQuery(c, ZPersonQuery);
    const scope = await invoiceScope(c, 'mine');
    return c.json(await listInvoices(c.get('deps').database.db, { scope, query: { customer: id, page, size: 20 } }));
  });

  route(app, 'GET', '/invoices/:id', { roles: STAY_READERS, partner: true }, async (c) => {
    const { id } = parseParams(c, ZInvoiceParams);
    return c.json(await findInvoice(c.get('deps').database.db, { invoiceId: id, scope: await invoiceScope(c, 'mine') }));
  });

  route(app, 'GET', '/invoices/:id/pdf', { roles: STAY_READERS, partner: true }, async (c) => {
    const { id } = parseParams(c, ZInvoiceParams);
    const inv = await findInvoice(c.get('deps').database.db, { invoiceId: id, scope: await invoiceScope(c, 'mine') });
    const pdf = await renderInvoicePdf(inv);
    return new Response(new Uint8Array(pdf), {
      headers: { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${inv.number}.pdf"`, 'cache-control': 'private, no-store' },
    });
  });
}
