/** Rooms as the front desk sees them: housekeeping status, free rooms for a stay, the room calendar. */

export const HOUSEKEEPING_STATUSES = ['CLEAN', 'DIRTY', 'INSPECTED', 'OUT_OF_ORDER'] as const;
export type HousekeepingStatus = (typeof HOUSEKEEPING_STATUSES)[number];

export interface TFreeRoomDto {
  roomId: number;
  name: string;
  housekeepingStatus: HousekeepingStatus;
  /** capacity: how many guests the type sleeps (a type too small for the party is refused). */
  roomType: { id: number; code: string; name: string; capacity: number };
  /** Of the stay's own room type; another type is an upgrade (assign, move or check in with upgrade: true). */
  sameType: boolean;
}

export interface TFreeRoomsDto {
  reservationId: number;
  checkin: string;
  checkout: string;
  /** Whether only clean or inspected rooms are listed (the stay arrives today or has arrived). */
  readyOnly: boolean;
  /** The party: adults plus children. */
  party: number;
  rooms: TFreeRoomDto[];
}

/** An identity document type a guest registration card accepts (passport, national id card …). */
export interface TDocTypeDto {
  docTypeId: number;
  code: string;
  name: string;
  nameFr: string;
}

export interface TCalendarStayDto {
  id: number;
  number: string;
  guestName: string;
  checkin: string;
  checkout: string;
  status: number;
  roomId: number | null;
}

export interface TRoomCalendarDto {
  from: string;
  to: string;
  /** The hotel's calendar day now (its time zone). */
  today: string;
  roomTypes: {
    roomTypeId: number;
    code: string;
    name: string;
    rooms: { roomId: number; name: string; housekeepingStatus: HousekeepingStatus; stays: TCalendarStayDto[] }[];
    /** Stays of this type not yet in a room. */
    unassigned: TCalendarStayDto[];
  }[];
}
