/** The front desk's four lists (Check In, In House, Check Out, Cancelation & No Show): the rows both sides speak. */

/** A guest registered at (pre-)check-in, as the registration card holds it. */
export interface TRegisteredGuestDto {
  firstName: string;
  lastName: string;
  nationality: string | null;
  birthDate: string | null;
  docTypeId: number | null;
  docNumber: string | null;
  isPrimary: boolean;
}

/** The in-house stay still holding a room: that room cannot take a check-in until it is checked out. */
export interface TRoomOccupantDto {
  number: string;
  guestName: string;
  checkout: string;
}

/** One stay as the front-desk lists show it. */
export interface TDeskRowDto {
  id: number;
  number: string;
  guestName: string;
  customerName: string;
  status: number;
  roomTypeId: number;
  roomTypeCode: string;
  roomTypeName: string;
  roomId: number | null;
  roomName: string | null;
  /** Housekeeping status of the assigned room (CLEAN, DIRTY, INSPECTED, OUT_OF_ORDER). */
  roomStatus: string | null;
  checkin: string;
  checkout: string;
  nights: number;
  adults: number;
  kids: number;
  priceMinor: number;
  currency: string;
  /** Guests registered at (pre-)check-in. */
  registeredGuests: number;
  /** Arrivals only: those guests, to check in with (primary first). */
  guests?: TRegisteredGuestDto[];
  /** Check-in list only: the guest still in house in the assigned room (the room is occupied, whatever its cleaning state), or null. */
  roomOccupant?: TRoomOccupantDto | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  cancelPriceMinor: number | null;
}

export interface TDeskPageDto {
  /** The hotel's calendar day. */
  today: string;
  /** The range the list covers, when it has one. */
  from: string | null;
  to: string | null;
  rows: TDeskRowDto[];
  total: number;
  page: number;
  size: number;
}
