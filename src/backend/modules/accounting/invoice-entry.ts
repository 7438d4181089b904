import type { Db } from '../../db/client.ts';
import { recordEntry, type EntryLine } from './record-entry.ts';

/**
 * An invoice moves what the guest ledger holds to the billed customer's account (a company's, or
 * the customers' ledger). A credit note takes revenue back: the discounts account and the VAT of
 * each rate are debited, the customer's account credited.
 */
export async function recordInvoiceEntry(
  tx: Db,
  inv: {
    invoiceId: number;
    groupId: number;
    kind: 'invoice' | 'credit_note';
    number: string;
    day: string;
    orderId: number | null;
    customerId: number | null;
    companyBilled: boolean;
    totalMinor: number;
    taxes: Array<{ taxRateBp: number; netMinor: number; taxMinor: number }>;
  },
): Promise<void> {
  const customer = { kind: 'ledger', key: inv.companyBilled ? 'companies' : 'customers' } as const;
  let lines: EntryLine[];
  if (inv.kind === 'invoice') {
    const guests = { kind: 'ledger', key: 'guests' } as const;
    lines = [
      { account: customer, label: `Invoice ${inv.number}`, amountMinor: inv.totalMinor },
      { account: guests, label: `Invoice ${inv.number}`, amountMinor: -inv.totalMinor },
    ];
  } else {
    const discounts = { kind: 'family', key: 'discount' } as const;
    lines = [{ account: customer, label: `Credit note ${inv.number}`, amountMinor: -inv.totalMinor }];
    for (const t of inv.taxes) {
      lines.push({ account: discounts, label: `Credit note ${inv.number} (${t.taxRateBp / 100} %)`, amountMinor: t.netMinor });
      lines.push({
        account: { kind: 'tax', key: String(t.taxRateBp) },
        label: `Credit note ${inv.number} VAT ${t.taxRateBp / 100} %`,
        amountMinor: t.taxMinor,
      });
    }
  }
  await recordEntry(tx, {
    groupId: inv.groupId,
    day: inv.day,
    journal: 'invoices',
    source: inv.kind,
    sourceId: inv.invoiceId,
    documentNumber: inv.number,
    customerId: inv.customerId,
    orderId: inv.orderId,
    lines,
  });
}
