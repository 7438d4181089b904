import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export type AccountKind = 'family' | 'tax' | 'method' | 'ledger';

/**
 * The account of a family, tax rate, payment method or ledger in a hotel, named by kind and key:
 * the database resolves it as it writes the line (auberge_account: the hotel's own setting, else
 * the chart's default — one list, used by the posting trigger of charges too).
 */
export interface AccountRef {
  kind: AccountKind;
  key: string;
}

export interface EntryLine {
  account: AccountRef;
  label: string;
  /** Positive: debit; negative: credit. */
  amountMinor: number;
}

export interface EntryInput {
  groupId: number;
  day: string;
  journal: 'sales' | 'cash' | 'invoices';
  source: 'charge' | 'payment' | 'payment_reversal' | 'invoice' | 'credit_note';
  sourceId: number;
  documentNumber: string;
  customerId: number | null;
  orderId: number | null;
  lines: EntryLine[];
}

/**
 * Writes one balanced entry (the deferred trigger checks the balance at commit); zero lines are left
 * out. One statement: the entry's number, each line's account and the lines go in one round trip
 * (a payment's hot path).
 */
export async function recordEntry(tx: Db, e: EntryInput): Promise<void> {
  const lines = e.lines.filter((l) => l.amountMinor !== 0).map((l) => ({ kind: l.account.kind, key: l.account.key, label: l.label, amount: l.amountMinor }));
  if (lines.length === 0) return;
  await tx.execute(sql`
    with n as materialized (select nextval('accounting_entry_no_seq') as entry_no)
    insert into accounting_entries (group_id, entry_no, day, journal, source, source_id, document_number, customer_id, order_id, account, label, debit_minor, credit_minor)
    select ${e.groupId}::int, n.entry_no, ${e.day}::date, ${e.journal}::text, ${e.source}::text, ${e.sourceId}::int, ${e.documentNumber}::text, ${e.customerId}::int,
      ${e.orderId}::int, auberge_account(${e.groupId}::int, l.kind, l.key), l.label, greatest(l.amount, 0), greatest(-l.amount, 0)
    from n, jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as l(kind text, key text, label text, amount bigint)`);
}
