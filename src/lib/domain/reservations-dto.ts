/** The reservations list, its filter choices and the header search: the rows both sides speak. */

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

/** The room types and market segments of a hotel: the choices of the reservations filter form. */
export interface TFilterChoicesDto {
  roomTypes: { roomTypeId: number; code: string; name: string }[];
  segments: { segmentId: number; name: string }[];
}

/** A header-search or RFID hit. */
export interface TReservationHitDto {
  id: number;
  itemId: number;
  number: string;
  boNumber: string | null;
  guestName: string;
  /** YYYY-MM-DD */
  checkin: string;
  checkout: string;
  status: number;
  roomId: number | null;
  roomName: string | null;
}
