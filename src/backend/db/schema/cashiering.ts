import {
  pgTable,
  integer,
  text,
  serial,
  bigserial,
  timestamp,
  date,
  char,
  bigint,
  smallint,
  numeric,
  index,
  unique,
  check,
  primaryKey,
  foreignKey,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { hotels } from './hotels.ts';
import { customers } from './customers.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/**
 * Folios beyond a stay's first. Folio 1 of an order is the order itself (the guest's, no row
 * needed); 'add folio' (audit 19) creates number 2, 3 … A folio with a company pays through that
 * company's account (city ledger): routing a charge there (audit 11) makes the company pay it.
 */
export const folios = pgTable(
  'folios',
  {
    folioId: serial('folio_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    folioNo: smallint('folio_no').notNull(),
    label: text('label').notNull().default(''),
    companyId: integer('company_id').references(() => customers.customerId),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('folios_order_no').on(t.orderId, t.folioNo), check('folios_no', sql`${t.folioNo} between 1 and 99`)],
);

/** Exchange rate of a currency on a hotel's day: `rate` units of the hotel currency buy one unit of `currency`. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    rateId: serial('rate_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    currency: char('currency', { length: 3 }).notNull(),
    day: date('day').notNull(),
    rate: numeric('rate', { precision: 18, scale: 8 }).notNull(),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('exchange_rates_group_currency_day').on(t.groupId, t.currency, t.day), check('exchange_rates_positive', sql`${t.rate} > 0`)],
);

export const PAYMENT_METHODS = ['cash', 'card', 'transfer', 'cheque', 'rfid_wallet', 'company_account'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Money taken on a folio, in the currency the guest paid with, the rate of its day kept and the
 * amount in the hotel's currency (what the balance counts). Refunds are negative. A payment of a
 * closed business day is frozen (a trigger refuses UPDATE and DELETE). Every write adds to its
 * folio's kept totals (folio_totals, migration 0023), as every write of a charge does.
 */
export const payments = pgTable(
  'payments',
  {
    paymentId: serial('payment_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId),
    folioNo: smallint('folio_no').notNull().default(1),
    method: text('method').$type<PaymentMethod>().notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    rate: numeric('rate', { precision: 18, scale: 8 }).notNull().default('1'),
    hotelAmountMinor: bigint('hotel_amount_minor', { mode: 'number' }).notNull(),
    /** The hotel's business day the money was taken on. */
    day: date('day').notNull(),
    reference: text('reference').notNull().default(''),
    companyId: integer('company_id').references(() => customers.customerId),
    createdBy: integer('created_by').references(() => users.userId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_order').on(t.orderId),
    index('payments_group_day').on(t.groupId, t.day),
    index('payments_group_created').on(t.groupId, t.createdAt),
    index('payments_company_account')
      .on(t.groupId, t.companyId)
      .where(sql`${t.method} = 'company_account'`),
    // 'imported_settlement': what a departed stay of an imported history paid (written by the import only, never at the desk).
    check('payments_method', sql`${t.method} in ('cash', 'card', 'transfer', 'cheque', 'rfid_wallet', 'company_account', 'imported_settlement')`),
    check('payments_nonzero', sql`${t.amountMinor} <> 0 and sign(${t.hotelAmountMinor}) = sign(${t.amountMinor})`),
    check('payments_rate', sql`${t.rate} > 0`),
    check('payments_company', sql`(${t.method} = 'company_account') = (${t.companyId} is not null)`),
  ],
);

/**
 * What each folio holds, kept by the database as charges, payments and credit notes are written
 * (triggers, functions/auberge_folio_totals_*.sql): their sums in the hotel's currency, and two days
 * none of its rows is dated before (first_day) or after (last_day). Writes only widen them, so at
 * the end of a day only the folios spanning it need their rows summed (migrations 0023 and 0030).
 */
export const folioTotals = pgTable(
  'folio_totals',
  {
    orderId: integer('order_id').notNull(),
    folioNo: smallint('folio_no').notNull(),
    groupId: integer('group_id').notNull(),
    chargesMinor: bigint('charges_minor', { mode: 'number' }).notNull().default(0),
    paidMinor: bigint('paid_minor', { mode: 'number' }).notNull().default(0),
    creditedMinor: bigint('credited_minor', { mode: 'number' }).notNull().default(0),
    balanceMinor: bigint('balance_minor', { mode: 'number' }).generatedAlwaysAs(sql`charges_minor - paid_minor - credited_minor`),
    firstDay: date('first_day').notNull(),
    lastDay: date('last_day').notNull(),
  },
  (t) => [
    primaryKey({ name: 'folio_totals_pkey', columns: [t.orderId, t.folioNo] }),
    foreignKey({ name: 'folio_totals_order_id_fkey', columns: [t.orderId], foreignColumns: [orders.orderId] }).onDelete('cascade'),
    index('folio_totals_group_span').using('gist', t.groupId, sql`daterange(${t.firstDay}, ${t.lastDay}, '[)')`),
    index('folio_totals_group_open')
      .on(t.groupId, t.lastDay)
      .where(sql`${t.balanceMinor} <> 0`),
  ],
);

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** Last number given per hotel, series and year; taken in the invoice's own transaction (gapless). */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    year: integer('year').notNull(),
    lastSeq: integer('last_seq').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.kind, t.year] })],
);

/**
 * Invoices and credit notes. Issued documents never change (a trigger refuses every UPDATE but
 * the debtor grouping, and every DELETE); a credit note cites its invoice and, with the credit
 * notes before it, never exceeds it (trigger). Amounts are tax included, in the order's currency.
 */
export const invoices = pgTable(
  'invoices',
  {
    invoiceId: serial('invoice_id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    number: text('number').notNull(),
    orderId: integer('order_id').references(() => orders.orderId),
    folioNo: smallint('folio_no'),
    customerId: integer('customer_id').references(() => customers.customerId),
    billTo: text('bill_to').notNull(),
    billToAddress: text('bill_to_address').notNull().default(''),
    language: char('language', { length: 2 }).notNull().default('fr'),
    currency: char('currency', { length: 3 }).notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    netMinor: bigint('net_minor', { mode: 'number' }).notNull(),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull(),
    creditedInvoiceId: integer('credited_invoice_id'),
    /** A debtor invoice this one is grouped under (add-invoice): a company's statement. */
    groupedIn: integer('grouped_in'),
    reason: text('reason').notNull().default(''),
    day: date('day').notNull(),
    issuedBy: integer('issued_by').references(() => users.userId),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('invoices_number').on(t.groupId, t.kind, t.year, t.seq),
    index('invoices_group_issued').on(t.groupId, t.issuedAt),
    index('invoices_order').on(t.orderId),
    index('invoices_customer').on(t.customerId),
    index('invoices_credited').on(t.creditedInvoiceId),
    // A credit note lowers revenue on its business day: the day's figures read the credit notes of a day.
    index('invoices_credit_notes_day')
      .on(t.groupId, t.day)
      .where(sql`${t.kind} = 'credit_note'`),
    check('invoices_kind', sql`${t.kind} in ('invoice', 'credit_note')`),
    check('invoices_credit_cites', sql`(${t.kind} = 'credit_note') = (${t.creditedInvoiceId} is not null)`),
    check('invoices_totals', sql`${t.totalMinor} = ${t.netMinor} + ${t.taxMinor}`),
  ],
);

/** The lines of an invoice or credit note, frozen copies of the charges they bill. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    lineId: bigserial('line_id', { mode: 'number' }).primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.invoiceId),
    chargeId: integer('charge_id'),
    day: date('day'),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull().default(1),
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  },
  (t) => [index('invoice_lines_invoice').on(t.invoiceId), index('invoice_lines_charge').on(t.chargeId)],
);

/** Tax per rate of an invoice: base (net) + tax = the lines of that rate. */
export const invoiceTaxes = pgTable(
  'invoice_taxes',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.invoiceId),
    taxRateBp: integer('tax_rate_bp').notNull(),
    netMinor: bigint('net_minor', { mode: 'number' }).notNull(),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.taxRateBp] })],
);

/** Accounts per product family, tax rate and payment method; code defaults stand in for missing rows. */
export const accountingAccounts = pgTable(
  'accounting_accounts',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    kind: text('kind').$type<'family' | 'tax' | 'method' | 'ledger'>().notNull(),
    key: text('key').notNull(),
    account: text('account').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.kind, t.key] })],
);

/**
 * Double-entry lines. Every source document (a posted charge, a payment or its change, an
 * invoice, a credit note) writes lines whose debits equal their credits (a deferred constraint
 * trigger checks each entry at commit). Append-only: a correction is a new entry.
 */
export const accountingEntries = pgTable(
  'accounting_entries',
  {
    lineId: bigserial('line_id', { mode: 'number' }).primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => hotels.groupId),
    /** One entry (balanced set of lines): its id is shared by its lines. */
    entryNo: bigint('entry_no', { mode: 'number' }).notNull(),
    day: date('day').notNull(),
    journal: text('journal').notNull(),
    source: text('source').notNull(),
    sourceId: integer('source_id').notNull(),
    documentNumber: text('document_number').notNull().default(''),
    customerId: integer('customer_id'),
    orderId: integer('order_id'),
    account: text('account').notNull(),
    label: text('label').notNull(),
    debitMinor: bigint('debit_minor', { mode: 'number' }).notNull().default(0),
    creditMinor: bigint('credit_minor', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('accounting_entries_group_day').on(t.groupId, t.day),
    index('accounting_entries_entry').on(t.entryNo),
    check('accounting_entries_sides', sql`${t.debitMinor} >= 0 and ${t.creditMinor} >= 0 and (${t.debitMinor} = 0) <> (${t.creditMinor} = 0)`),
  ],
);
