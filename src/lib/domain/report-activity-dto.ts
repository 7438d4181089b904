/**
 * What the activity and forecast report API answers (PMS /reports/desk-activity, forecast, pickups,
 * gm-dashboard, night-prices, extra-sales, free-stays): both sides speak these types. Money is in
 * minor units of the hotel's currency, occupancy in basis points (4000 = 40 %).
 */

export interface TPeriodReportDto {
  groupId: number;
  currency: string;
  from: string;
  to: string;
  businessDate: string;
}

/** One night on the books: what the stays booked for it hold today. */
export interface TBooksNightDto {
  day: string;
  /** Active rooms less the rooms out of order that night. */
  roomsAvailable: number;
  outOfOrder: number;
  /** Stays expected, in house or departed covering the night. */
  roomsSold: number;
  roomRevenueMinor: number;
  occupancyBp: number;
  adrMinor: number;
  revparMinor: number;
  /** Stays (expected, in house or departed) arriving / leaving that day. */
  arrivals: number;
  departures: number;
}

export interface TForecastDto extends TPeriodReportDto {
  nights: TBooksNightDto[];
  totals: Omit<TBooksNightDto, 'day'>;
}

/** One day of the desk's activity: from its closing row when the day is closed, else from the stays on the books. */
export interface TDeskDayDto {
  day: string;
  source: 'closed' | 'books';
  arrivals: number;
  departures: number;
  /** Rooms occupied that night (rooms sold). */
  inHouse: number;
  noShows: number;
  /** Bookings cancelled that day (their cancellation time, in the hotel's time zone). */
  cancellations: number;
  roomsAvailable: number;
  occupancyBp: number;
}

export interface TDeskActivityDto extends TPeriodReportDto {
  days: TDeskDayDto[];
  totals: Omit<TDeskDayDto, 'day' | 'source'>;
}

/** The bookings made on one day (their creation day, hotel time) and the cancellations made that day. */
export interface TPickupDayDto {
  day: string;
  bookings: number;
  roomNights: number;
  revenueMinor: number;
  cancellations: number;
  cancelledNights: number;
  cancelledRevenueMinor: number;
  /** roomNights − cancelledNights. */
  netNights: number;
  netRevenueMinor: number;
}

export interface TPickupsDto extends TPeriodReportDto {
  /** The stay-night window the nights and revenue are counted in (null: every night of the bookings). */
  stayFrom: string | null;
  stayTo: string | null;
  days: TPickupDayDto[];
  totals: Omit<TPickupDayDto, 'day'>;
}

export interface TGmFiguresDto {
  from: string;
  to: string;
  /** Closed days read (the 'today' figures are on the books: 0). */
  days: number;
  roomsAvailable: number;
  roomsSold: number;
  occupancyBp: number;
  adrMinor: number;
  revparMinor: number;
  roomRevenueMinor: number;
  revenueMinor: number;
}

export const GM_PERIODS = ['today', 'yesterday', 'monthToDate', 'yearToDate'] as const;
export type GmPeriod = (typeof GM_PERIODS)[number];

export interface TGmPeriodDto {
  period: GmPeriod;
  current: TGmFiguresDto;
  lastYear: TGmFiguresDto;
}

export interface TGmMonthDto {
  month: string;
  current: TGmFiguresDto;
  lastYear: TGmFiguresDto;
}

export interface TGmDashboardDto {
  groupId: number;
  currency: string;
  businessDate: string;
  lastClosed: string | null;
  fiscalYearStartMonth: number;
  periods: TGmPeriodDto[];
  /** The fiscal year's months up to the last closed day, with the same months a year before. */
  months: TGmMonthDto[];
}

export interface TNightPriceDto {
  day: string;
  reservationId: number;
  number: string;
  guestName: string;
  roomName: string | null;
  roomType: string;
  channel: string;
  segment: string;
  /** The night's room charge less the discounts on it. */
  priceMinor: number;
}

export interface TNightPriceByTypeDto {
  roomType: string;
  nights: number;
  revenueMinor: number;
  averageMinor: number;
}

export interface TNightPricesDto extends TPeriodReportDto {
  nights: TNightPriceDto[];
  byRoomType: TNightPriceByTypeDto[];
  totals: Omit<TNightPriceByTypeDto, 'roomType'>;
}

export interface TExtraSaleDto {
  family: string;
  product: string;
  servicePoint: string;
  quantity: number;
  /** At the prices charged, before discounts. */
  grossMinor: number;
  discountMinor: number;
  /** Gross less discounts (0 for free items). */
  revenueMinor: number;
}

export interface TExtraSalesDto extends TPeriodReportDto {
  free: boolean;
  rows: TExtraSaleDto[];
  totals: Omit<TExtraSaleDto, 'family' | 'product' | 'servicePoint'>;
}

export interface TFreeStayDto {
  reservationId: number;
  number: string;
  guestName: string;
  roomType: string;
  roomName: string | null;
  checkin: string;
  checkout: string;
  nights: number;
  /** Nights of the stay inside the period. */
  nightsInPeriod: number;
  status: number;
  createdBy: string;
  createdAt: string;
}

export interface TFreeStaysDto extends TPeriodReportDto {
  stays: TFreeStayDto[];
  totals: { stays: number; nights: number; nightsInPeriod: number };
}

/** The same calendar day a year before (29 February falls on the 28th). */
export function dayLastYear(day: string): string {
  const y = Number(day.slice(0, 4)) - 1;
  const md = day.slice(5) === '02-29' ? '02-28' : day.slice(5);
  return `${String(y).padStart(4, '0')}-${md}`;
}
