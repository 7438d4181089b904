/** What the exchange API answers (rates, conversions, operations, the slip) and the pages show. Money in minor units, rates as decimal text, days as 'YYYY-MM-DD'. */

export interface TExchangeRateDto {
  id: number;
  currency: string;
  day: string;
  rate: string;
  updatedBy: string | null;
  updatedAt: string;
}

export interface TRatePageDto {
  hotelCurrency: string;
  content: TExchangeRateDto[];
  totalElements: number;
  page: number;
  size: number;
}

export interface TDayRatesDto {
  day: string;
  hotelCurrency: string;
  /** For each currency, the rate that applies on the day: the day's own, else the latest before it. */
  rates: TExchangeRateDto[];
}

export interface TConversionDto {
  day: string;
  fromCurr: string;
  toCurr: string;
  amountMinor: number;
  resultMinor: number;
  result: string;
  rates: { currency: string; rate: string; day: string | null }[];
}

export interface TExchangeOperationDto {
  id: number;
  day: string;
  currency: string;
  amountMinor: number;
  rate: string;
  rateDay: string;
  paidCurrency: string;
  paidMinor: number;
  guestName: string;
  docNumber: string;
  reservationId: number | null;
  user: string | null;
  createdAt: string;
}

export interface TSlipDto {
  day: string;
  hotelName: string;
  hotelCurrency: string;
  operations: TExchangeOperationDto[];
  totals: { currency: string; count: number; amountMinor: number; paidMinor: number }[];
  paidTotalMinor: number;
}
