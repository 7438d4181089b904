import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountingEntries } from '../../db/schema/index.ts';
import { rowsOf } from '../../core/rows.ts';

export type AccountKind = 'family' | 'tax' | 'method' | 'ledger';

/**
 * The account of a family, tax rate, payment method or ledger in a hotel: the hotel's own
 * setting, else the default of the database function auberge_account (one list, used by the
 * posting trigger of charges too).
 */
export async function accountOf(tx: Db, groupId: number, kind: AccountKind, key: string): Promise<string> {
  const [row] = await rowsOf<{ account: string }>(tx, sql`select auberge_account(${groupId}, ${kind}, ${key}) as account`);
  return row!.account;
}

export interface EntryLine {
  account: string;
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

/** Writes one balanced entry (the deferred trigger checks the balance at commit); zero lines are left out. */
export async function recordEntry(tx: Db, e: EntryInput): Promise<void> {
  const lines = e.lines.filter((l) => l.amountMinor !== 0);
  if (lines.length === 0) return;
  const [seq] = await rowsOf<{ n: string }>(tx, sql`select nextval('accounting_entry_no_seq') as n`);
  const entryNo = Number(seq!.n);
  await tx.insert(accountingEntries).values(
    lines.map((l) => ({
      groupId: e.groupId,
      entryNo,
      day: e.day,
      journal: e.journal,
      source: e.source,
      sourceId: e.sourceId,
      documentNumber: e.documentNumber,
      customerId: e.customerId,
      orderId: e.orderId,
      account: l.account,
      label: l.label,
      debitMinor: l.amountMinor > 0 ? l.amountMinor : 0,
      creditMinor: l.amountMinor < 0 ? -l.amountMinor : 0,
    })),
  );
}
