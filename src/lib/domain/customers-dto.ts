/** What the customers API answers (search, list, details, a customer's summary, segments) and the CRM pages show. Money in minor units. */

/** A market segment as a customer record lists it. */
export interface TCustomerSegmentDto {
  segmentId: number;
  name: string;
  channel: number;
}

export interface TCustomerDto {
  /** Customer id. */
  id: number;
  kind: 'person' | 'company';
  /** Display name: the company name, or first and last name. */
  name: string;
  civility: string | null;
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
  phone: string;
  city: string;
  countryCode: string | null;
  /** Market segments, the first one gives the quote channel. */
  segments: TCustomerSegmentDto[];
}

export interface TCustomerPage {
  content: TCustomerDto[];
  page: number;
  size: number;
  /** Another page follows. */
  hasMore: boolean;
}

export interface TSegmentDto {
  segmentId: number;
  name: string;
  code: string;
  /** Booking-service channel of the segment. */
  channel: number;
}

export interface TCustomerDetailDto extends TCustomerDto {
  legalForm: string | null;
  taxId: string | null;
  address: string;
  nationality: string | null;
  birthDate: string | null;
  docTypeId: number | null;
  docNumber: string | null;
  createdAt: string;
}

export interface TCustomerSummaryDto {
  customer: TCustomerDetailDto;
  currency: string;
  stays: { id: number; number: string; guestName: string; checkin: string; checkout: string; status: number; priceMinor: number; currency: string }[];
  orders: { orderId: number; number: string | null; status: number; totalMinor: number; currency: string; createdAt: string }[];
  invoices: { invoiceId: number; kind: string; number: string; day: string; totalMinor: number; currency: string }[];
  /** Charges of the customer's orders, payments on them, and what is left to pay (hotel currency). */
  balance: { chargesMinor: number; paymentsMinor: number; dueMinor: number };
}
