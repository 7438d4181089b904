/** What the report API answers (PMS /reports/*): both sides speak these types. */

export const KPI_DIMENSIONS = ['market', 'channel', 'customer', 'country'] as const;
export type KpiDimension = (typeof KPI_DIMENSIONS)[number];

/** Booking figures of one group of bookings (a market segment, a channel, a customer, a country). */
export interface TKpiFiguresDto {
  bookings: number;
  cancelled: number;
  noShows: number;
  /** Stays that happened (in house or departed). */
  stayed: number;
  roomNights: number;
  roomRevenueMinor: number;
  /** Room revenue / room nights of the stays that happened. */
  adrMinor: number;
  /** Cancelled / bookings, basis points. */
  cancellationBp: number;
  guestsWithChildren: number;
}

export interface TKpiRowDto extends TKpiFiguresDto {
  key: string;
  label: string;
}

export interface TKpiReportDto {
  groupId: number;
  currency: string;
  by: KpiDimension;
  from: string;
  to: string;
  rows: TKpiRowDto[];
  totals: TKpiFiguresDto;
  /** By customer: how many customers past the biggest are summed in the last row (key '*'); else 0. */
  others: number;
}

/** Booking-service channel numbers (the spec's default 15 is a direct booking). */
export const CHANNEL_NAMES: Readonly<Record<number, string>> = { 15: 'Direct', 16: 'Corporate', 17: 'TA/TO', 18: 'GDS', 19: 'Undefined' };
