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

/**
 * A channel's imported calendar event on the tape chart (issue 39): it holds a unit of its room
 * type over [checkin, checkout) and shows as "blocked by <channel>"; a conflict is an event for
 * which no unit was left (nothing held, never overbooked), shown so the desk can act.
 */
export interface TCalendarBlockDto {
  blockId: number;
  roomTypeId: number;
  channelName: string;
  checkin: string;
  checkout: string;
  conflict: boolean;
}

/** A room type of the tape chart and its active rooms, in the order shown. */
export interface TCalendarTypeDto {
  roomTypeId: number;
  code: string;
  name: string;
  rooms: { roomId: number; name: string; housekeepingStatus: HousekeepingStatus }[];
}

/**
 * The tape chart with its stays as lines of text (`shape=lines`, src/lib/domain/calendar-lines.ts):
 * what the calendar page embeds, without building an object per stay.
 */
export interface TRoomCalendarLinesDto {
  from: string;
  to: string;
  /** The hotel's calendar day now (its time zone). */
  today: string;
  roomTypes: TCalendarTypeDto[];
  stays: string;
  /** Imported calendars' blocks and conflicts over the window, by room type and arrival. */
  blocks: TCalendarBlockDto[];
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
    /** Imported calendars' blocks and conflicts of this type over the window. */
    blocks: TCalendarBlockDto[];
  }[];
}
