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

export interface TPeriodDto { from: string; to: string }

export interface TClosingStateDto {
  lastClosed: string | null;
  businessDate: string;
  today: string;
  dateDiffers: boolean;
  currency: string;
  periods: { last30: TPeriodDto; yearToDate: TPeriodDto };
}

export interface TNightToPostDto { reservationId: number; number: string; guestName: string; roomName: string | null; amountMinor: number; cityTaxMinor: number }
export interface TExpectedNoShowDto { reservationId: number; number: string; guestName: string; checkin: string; feeMinor: number }
export interface TBlockingDepartureDto { reservationId: number; number: string; guestName: string; roomName: string | null; checkout: string }
export interface TUnbalancedFolioDto { orderId: number; number: string; guestName: string; chargesMinor: number; paymentsMinor: number; balanceMinor: number }

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

export interface TStatRowDto { number: number; detail: string | null; values: Record<string, number> }

export interface TClosingReportDto {
  day: string;
  nightsToPost: TNightToPostDto[];
  noShows: TExpectedNoShowDto[];
  blockingDepartures: TBlockingDepartureDto[];
  unbalancedFolios: TUnbalancedFolioDto[];
  figures: TDayFiguresDto;
}

export type TSimulationDto = ({ closed: false } & TClosingReportDto & { statElement: TStatElementDto[]; rows: TStatRowDto[] }) | { closed: true; day: string; message: string };

export interface TAppliedClosingDto {
  applied: boolean;
  message: string;
  closing: TClosedDayDto;
  report: TClosingReportDto | null;
}
