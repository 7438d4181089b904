/**
 * What the financial and daily report API answers (PMS /reports/daily, /reports/revenue-detail,
 * /reports/bacs, /reports/financial, /reports/taxes, /reports/card-reconciliation,
 * /reports/discounts): both sides speak these types. Money in minor units of the hotel currency.
 */

/** A period report's frame: the hotel, its currency and the days covered (both included). */
export interface TPeriodReportDto {
  groupId: number;
  currency: string;
  from: string;
  to: string;
}

/** An amount under a key (a department, a payment method, a tax rate …) with how many lines made it. */
export interface TKeyAmountDto {
  key: string;
  count: number;
  amountMinor: number;
}

/** One business day's report (/front-desk/DailyReport). */
export interface TDailyReportDto {
  groupId: number;
  currency: string;
  day: string;
  /** True when the day is closed: the figures are those its closing stored; false: computed now (provisional). */
  closed: boolean;
  lastClosed: string | null;
  businessDate: string;
  roomsAvailable: number;
  roomsSold: number;
  guests: number;
  arrivals: number;
  departures: number;
  noShows: number;
  /** Stays cancelled during the day (the hotel's time zone). */
  cancellations: number;
  occupancyBp: number;
  adrMinor: number;
  revparMinor: number;
  roomRevenueMinor: number;
  revenueMinor: number;
  paymentsMinor: number;
  revenueByDepartment: TKeyAmountDto[];
  paymentsByMethod: TKeyAmountDto[];
  /** The exchange desk's cash: the hotel's currency paid out, and the foreign cash bought by currency (its minor units). */
  exchangePaidMinor: number;
  exchangeBought: Record<string, number>;
}

/** A revenue column of the daily turnover detail: a charge kind, extras split by product family. */
export interface TRevenueColumnDto {
  /** 'room_night', 'extra:food', 'city_tax', 'discount' … */
  key: string;
  kind: string;
  family: string | null;
}

export interface TRevenueDayDto {
  day: string;
  closed: boolean;
  amounts: Record<string, number>;
  totalMinor: number;
}

/** Turnover per day and department (/front-desk/DailyReportDetailCA). */
export interface TRevenueDetailDto extends TPeriodReportDto {
  columns: TRevenueColumnDto[];
  days: TRevenueDayDto[];
  totals: Record<string, number>;
  totalMinor: number;
}

/** A closed day's bac: revenue by department and payments by method, as its closing stored them. */
export interface TBacDayDto {
  day: string;
  revenueByDepartment: Record<string, number>;
  revenueMinor: number;
  paymentsByMethod: Record<string, number>;
  paymentsMinor: number;
}

/** One order item's bac on a day: what its charges posted by that day's closing come to. */
export interface TItemBacDto {
  itemId: number;
  orderId: number;
  orderNumber: string;
  stayNumber: string | null;
  guestName: string;
  description: string;
  charges: number;
  bacMinor: number;
}

/** The bacs of the closed days of a period (/front-desk/Report-Bacs), with one day's items when asked. */
export interface TBacsReportDto extends TPeriodReportDto {
  departments: string[];
  methods: string[];
  days: TBacDayDto[];
  totals: TBacDayDto;
  /** The day whose items are listed (the `day` query), else null. */
  itemsDay: string | null;
  items: TItemBacDto[];
}

export interface TOpenFolioDto {
  orderId: number;
  orderNumber: string;
  folioNo: number;
  guestName: string;
  /** The last departure of the order's stays (null: an order without a stay). */
  departure: string | null;
  chargesMinor: number;
  paidMinor: number;
  balanceMinor: number;
}

export interface TCityLedgerDto {
  companyId: number;
  name: string;
  amountMinor: number;
}

export interface TDocumentsDto {
  count: number;
  totalMinor: number;
  netMinor: number;
  taxMinor: number;
}

/** The unsettled folios the financial report lists unless asked otherwise (a page), and at most (an export). */
export const FINANCIAL_FOLIOS_LISTED = 100;
export const FINANCIAL_FOLIOS_MAX = 100_000;

/** Revenue, payments, invoices and open balances of a period (/front-desk/Reports). */
export interface TFinancialReportDto extends TPeriodReportDto {
  revenue: TKeyAmountDto[];
  revenueMinor: number;
  payments: TKeyAmountDto[];
  paymentsMinor: number;
  invoices: TDocumentsDto;
  creditNotes: TDocumentsDto;
  /** In-house guests' folio balances at the end of the period. */
  inHouse: { count: number; amountMinor: number };
  /** Folios of stays not arrived by the end of the period (deposits: negative). */
  upcoming: { count: number; amountMinor: number };
  /** Folios of guests who left (or of orders without a stay) whose charges and payments differ: all of them. */
  notSettled: { count: number; amountMinor: number };
  /** The first of those: orders without a stay, then the guests who left longest ago (as many as the query's `folios` asks). */
  openFolios: TOpenFolioDto[];
  cityLedger: TCityLedgerDto[];
  byDay: { day: string; revenueMinor: number; paymentsMinor: number }[];
}

export interface TTaxRateDto {
  taxRateBp: number;
  netMinor: number;
  taxMinor: number;
  grossMinor: number;
}

/** VAT per rate and city tax of a period (/front-desk/taxes). */
export interface TTaxesReportDto extends TPeriodReportDto {
  /** Charges posted by the closings of the period (city tax apart). */
  posted: TTaxRateDto[];
  postedTotal: TTaxRateDto;
  /** Invoices less credit notes issued in the period. */
  invoiced: TTaxRateDto[];
  invoicedTotal: TTaxRateDto;
  cityTax: { count: number; amountMinor: number };
  byMonth: { month: string; taxMinor: number; cityTaxMinor: number }[];
}

/** One line of the acquirer's statement, as read from the uploaded CSV. */
export interface TStatementLineDto {
  line: number;
  day: string;
  amountMinor: number;
  card: string;
  authorization: string;
  reference: string;
}

export interface TCardPaymentDto {
  paymentId: number;
  day: string;
  amountMinor: number;
  reference: string;
  orderNumber: string;
  guestName: string;
}

export interface TCardMatchDto {
  statement: TStatementLineDto;
  payment: TCardPaymentDto;
  /** 'amount_day': same amount on the same day; 'reference': the payment's reference names the line's authorization or reference. */
  by: 'amount_day' | 'reference';
  /** Statement amount − payment amount (0 for amount-and-day matches). */
  differenceMinor: number;
}

/** The card-payment reconciliation of one statement (/front-desk/rapproch). */
export interface TCardReconciliationDto extends TPeriodReportDto {
  lines: number;
  matched: TCardMatchDto[];
  unmatchedStatement: TStatementLineDto[];
  unmatchedPayments: TCardPaymentDto[];
  statementMinor: number;
  paymentsMinor: number;
}

export const DISCOUNT_KINDS = ['discount', 'charge_price', 'stay_price'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export interface TDiscountLineDto {
  day: string;
  kind: DiscountKind;
  userId: number | null;
  userName: string;
  reason: string;
  number: string;
  description: string;
  /** The price taken off (positive). */
  amountMinor: number;
}

export interface TDiscountGroupDto {
  key: string;
  label: string;
  count: number;
  amountMinor: number;
}

/** Discounts granted in a period, by user and by reason (/front-desk/DiscountReport, chauffeur flag). */
export interface TDiscountReportDto extends TPeriodReportDto {
  lines: TDiscountLineDto[];
  byUser: TDiscountGroupDto[];
  byReason: TDiscountGroupDto[];
  count: number;
  amountMinor: number;
}
