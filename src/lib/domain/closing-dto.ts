/** What the closing API answers (CRM /closing/*, /orders/closing, /closingdates*): both sides speak these types. */

export interface TDayFiguresDto {
  day: string;
  roomsAvailable: number;
  roomsSold: number;
  guests: number;
  roomRevenueMinor: number;
  revenueMinor: number;
  revenueByDepartment: Record<string, number>;
  paymentsMinor: number;
  paymentsByMethod: Record<string, number>;
  arrivals: number;
  departures: number;
  noShows: number;
  /** The exchange desk: the hotel's currency paid out for foreign cash, and that foreign cash by currency (its minor units). */
  exchangePaidMinor: number;
  exchangeBought: Record<string, number>;
}

export interface TKpisDto {
  occupancyBp: number;
  adrMinor: number;
  revparMinor: number;
}

export interface TClosedDayDto extends TDayFiguresDto, TKpisDto {
  closedAt: string;
  closedBy: number | null;
}

export interface TAccumulatedDto extends TDayFiguresDto, TKpisDto {
  days: number;
  from: string;
  to: string;
}

export interface TPeriodDto {
  from: string;
  to: string;
}

export interface TClosingStateDto {
  lastClosed: string | null;
  businessDate: string;
  today: string;
  dateDiffers: boolean;
  currency: string;
  periods: { last30: TPeriodDto; yearToDate: TPeriodDto };
}

export interface TNightToPostDto {
  reservationId: number;
  number: string;
  guestName: string;
  roomName: string | null;
  amountMinor: number;
  cityTaxMinor: number;
}
export interface TExpectedNoShowDto {
  reservationId: number;
  number: string;
  guestName: string;
  checkin: string;
  feeMinor: number;
}
export interface TBlockingDepartureDto {
  reservationId: number;
  number: string;
  guestName: string;
  roomName: string | null;
  checkout: string;
}
export interface TUnbalancedFolioDto {
  orderId: number;
  number: string;
  guestName: string;
  chargesMinor: number;
  paymentsMinor: number;
  balanceMinor: number;
}

export interface TStatElementDto {
  statElementDetailId: number;
  number: number;
  element: string;
  value: number;
  detail: string | null;
  detail2: string | null;
  detail3: string | null;
  detail4: string | null;
}

export interface TStatRowDto {
  number: number;
  detail: string | null;
  values: Record<string, number>;
}

export interface TClosingReportDto {
  day: string;
  nightsToPost: TNightToPostDto[];
  noShows: TExpectedNoShowDto[];
  blockingDepartures: TBlockingDepartureDto[];
  unbalancedFolios: TUnbalancedFolioDto[];
  openFolios: { count: number; balanceMinor: number };
  closingTime: { opensAtLocal: string; opensAt: string; early: boolean };
  figures: TDayFiguresDto;
}

export type TSimulationDto =
  ({ closed: false } & TClosingReportDto & { statElement: TStatElementDto[]; rows: TStatRowDto[] }) | { closed: true; day: string; message: string };

export interface TAppliedClosingDto {
  applied: boolean;
  message: string;
  closing: TClosedDayDto;
  report: TClosingReportDto | null;
}

/** GET /closing/preview: what closing the day will do, listed for the night auditor's confirmation. */
export type TClosingPreviewDto =
  | { closed: true; day: string; businessDate: string }
  | {
      closed: false;
      day: string;
      businessDate: string;
      /** Now comes before the hotel's closing time (opensAt, and opensAtLocal in the hotel's time zone). */
      early: boolean;
      opensAt: string;
      opensAtLocal: string;
      /** The caller holds the early_closing permission. */
      earlyAllowed: boolean;
      /** No departure blocks it and it is not early (or the caller may close early). */
      canClose: boolean;
      noShows: { count: number; feesMinor: number; stays: TExpectedNoShowDto[] };
      nights: { count: number; amountMinor: number; stays: TNightToPostDto[] };
      cityTax: { count: number; amountMinor: number };
      openFolios: { count: number; balanceMinor: number };
      departuresNotCheckedOut: TBlockingDepartureDto[];
      exchange: { paidMinor: number; bought: Record<string, number> };
      figures: TDayFiguresDto;
    };

/** GET/PUT /closing/settings: the hotel's closing settings. */
export interface TClosingSettingsDto {
  /** Earliest local time the business day may be closed, 'HH:MM' (12:00-23:59 that evening, 00:00-11:59 the next morning). */
  closingNotBefore: string;
  noShowCharge: 'none' | 'first_night' | 'full_stay';
  cityTaxMinor: number;
  currency: string;
}
