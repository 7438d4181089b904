/** One row of the reservations list (GET /reservations, /reservations/v2 and their exports). */
export interface TReservationRowDto {
  id: number;
  itemId: number;
  orderId: number;
  number: string;
  boNumber: string | null;
  guestName: string;
  customerId: number;
  customerName: string;
  partnerId: number | null;
  partnerName: string | null;
  segmentId: number | null;
  segment: string | null;
  roomTypeId: number;
  roomTypeCode: string;
  roomId: number | null;
  roomName: string | null;
  numberOfNights: number;
  /** YYYY-MM-DD */
  checkin: string;
  checkout: string;
  /** ISO timestamp */
  created: string;
  cancelled: string | null;
  status: number;
  priceMinor: number;
  currency: string;
  invoiced: boolean;
}

export interface TReservationPageDto {
  content: TReservationRowDto[];
  totalElements: number;
  totalPages: number;
  page: number;
  size: number;
}
