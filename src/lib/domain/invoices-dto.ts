import type { LineText } from './stay-lines.ts';

/** What the invoices API answers (the list, one invoice with its lines and taxes) and the pages show. Money in minor units. */

export interface TInvoiceRowDto {
  invoiceId: number;
  groupId: number;
  kind: 'invoice' | 'credit_note';
  number: string;
  day: string;
  issuedAt: string;
  customer: { id: number; name: string } | null;
  billTo: string;
  orderId: number | null;
  orderNumber: string | null;
  guestName: string | null;
  segment: string | null;
  currency: string;
  totalMinor: number;
  netMinor: number;
  taxMinor: number;
  /** Credit notes issued against it (invoices) . */
  creditedMinor: number;
  creditedInvoice: { id: number; number: string } | null;
  groupedIn: number | null;
}

export interface TInvoicePageDto {
  content: TInvoiceRowDto[];
  totalElements: number;
  totalPages: number;
  page: number;
  size: number;
}

export interface TInvoiceDetailDto extends TInvoiceRowDto {
  language: 'fr' | 'en';
  billToAddress: string;
  reason: string;
  folioNo: number | null;
  lines: Array<{
    lineId: number;
    chargeId: number | null;
    day: string | null;
    description: string;
    /** The line's kind and values (its charge's), said in the reader's language; null: the description is the line (a credit note's, a clerk's own words). */
    text: LineText | null;
    quantity: number;
    unitPriceMinor: number;
    taxRateBp: number;
    amountMinor: number;
  }>;
  taxes: Array<{ taxRateBp: number; netMinor: number; taxMinor: number }>;
  payments: Array<{ day: string; method: string; currency: string; amountMinor: number; hotelAmountMinor: number }>;
  paidMinor: number;
  balanceDueMinor: number;
  grouped: Array<{ invoiceId: number; number: string; totalMinor: number }>;
  hotel: { name: string; legalName: string; address: string; taxId: string; city: string };
  issuedBy: string | null;
}
