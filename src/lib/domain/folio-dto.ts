import type { LineText } from './stay-lines.ts';

/** What the folio API answers, shared by the back end and the folio screens. */

export interface TFolioChargeDto {
  chargeId: number;
  itemId: number;
  folioNo: number;
  day: string;
  kind: string;
  family: string;
  /** The English sentence, or the clerk's own words when `text` is null. */
  description: string;
  /** The line's kind and values, said in the reader's language (stored-texts.ts). */
  text: LineText | null;
  quantity: number;
  unitPriceMinor: number;
  amountMinor: number;
  taxRateBp: number;
  postedDay: string | null;
  invoiceId: number | null;
}

export interface TPaymentDto {
  paymentId: number;
  orderId: number;
  orderNumber: string | null;
  folioNo: number;
  method: string;
  currency: string;
  amountMinor: number;
  rate: number;
  hotelCurrency: string;
  hotelAmountMinor: number;
  day: string;
  reference: string;
  company: { id: number; name: string } | null;
  guestName: string | null;
  user: { userId: number; name: string } | null;
  createdAt: string;
  /** False once its day is closed. */
  editable: boolean;
  groupId: number;
}

export interface TFolioSummaryDto {
  folioNo: number;
  label: string;
  company: { id: number; name: string } | null;
  chargesMinor: number;
  paidMinor: number;
  /** The credit notes of the folio's invoices: a folio movement, the balance is charges − payments − credit notes. */
  creditedMinor: number;
  balanceMinor: number;
}

export interface TFolioInvoiceDto {
  invoiceId: number;
  kind: 'invoice' | 'credit_note';
  number: string;
  folioNo: number | null;
  totalMinor: number;
  /** An invoice: its credit notes' total. A credit note: 0. */
  creditedMinor: number;
  issuedAt: string;
  /** The business day it was issued on (a credit note moves the folio and the revenue of that day). */
  day: string;
  /** A credit note: why, and the invoice it corrects. */
  reason: string;
  creditedInvoice: { id: number; number: string } | null;
}

export interface TFolioDto {
  orderId: number;
  groupId: number;
  number: string | null;
  currency: string;
  customer: { id: number; name: string } | null;
  openDay: string;
  lastClosedDay: string | null;
  stays: Array<{ itemId: number; reservationId: number; number: string; guestName: string; adults: number; checkin: string; checkout: string; status: number }>;
  folios: TFolioSummaryDto[];
  charges: TFolioChargeDto[];
  payments: TPaymentDto[];
  invoices: TFolioInvoiceDto[];
  balanceMinor: number;
}

export interface TPaymentTotalDto {
  method: string;
  currency: string;
  count: number;
  amountMinor: number;
  hotelAmountMinor: number;
}

export interface TPaymentPageDto {
  content: TPaymentDto[];
  totalElements: number;
  totalPages: number;
  page: number;
  size: number;
  totals: TPaymentTotalDto[];
}
