/** What the debtor-invoice screen reads and writes: a company's open lines across its stays, its invoices and what it owes. Money in minor units. */

export interface TDebtorCompanyDto {
  customerId: number;
  name: string;
  /** Charges of its stays not invoiced yet. */
  openMinor: number;
  /** What its invoices still ask: billed, less the credit notes against them and the payments received on their folios. */
  owedMinor: number;
}

export interface TDebtorOpenLineDto {
  chargeId: number;
  orderId: number;
  orderNumber: string | null;
  folioNo: number;
  guestName: string | null;
  day: string;
  description: string;
  amountMinor: number;
}

export interface TDebtorInvoiceDto {
  invoiceId: number;
  kind: 'invoice' | 'credit_note';
  number: string;
  day: string;
  totalMinor: number;
  creditedMinor: number;
  /** Payments received on its folio that settle it (0 for a credit note). */
  paidMinor: number;
  /** What it still asks: total less credit notes and payments (0 for a credit note). */
  dueMinor: number;
  /** The stay's order and folio it bills: where a payment against it is taken. */
  orderId: number | null;
  folioNo: number | null;
  orderNumber: string | null;
  groupedIn: number | null;
}

export interface TDebtorAccountDto {
  customerId: number;
  name: string;
  currency: string;
  lines: TDebtorOpenLineDto[];
  invoices: TDebtorInvoiceDto[];
  openMinor: number;
  /** Invoices billed to it less the credit notes against them. */
  invoicedMinor: number;
  /** Payments received against those invoices. */
  paidMinor: number;
  /** What it owes: invoiced less paid. */
  owedMinor: number;
}

export interface TIssuedDebtorInvoiceDto {
  /** The debtor invoice: the one the others are grouped under. */
  invoiceId: number;
  number: string;
  totalMinor: number;
  grouped: Array<{ invoiceId: number; number: string }>;
}
