/** What the accounting API answers (accounting entries, the invoice analysis) and the cashiers' pages show. Money in minor units. */

export interface TAccountingLineDto {
  lineId: number;
  entryNo: number;
  day: string;
  journal: string;
  source: string;
  documentNumber: string;
  account: string;
  label: string;
  debitMinor: number;
  creditMinor: number;
  customerId: number | null;
}

export interface TAccountingPageDto {
  content: TAccountingLineDto[];
  totalElements: number;
  totalPages: number;
  page: number;
  size: number;
  totals: { debitMinor: number; creditMinor: number };
  currency: string;
}

export interface TInvoiceAnalysisDto {
  currency: string;
  from: string;
  to: string;
  totalMinor: number;
  byMonth: Array<{ month: string; invoicedMinor: number; creditedMinor: number; netMinor: number }>;
  bySegment: Array<{ segment: string | null; netMinor: number }>;
  byCustomer: Array<{ customerId: number | null; name: string; netMinor: number }>;
}
