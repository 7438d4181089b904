/** What the front desk's API answers beyond its lists (desk-lists-dto.ts): registration cards, the day's progress, the desk's numbers, clean rooms, stays in house, a stay's notes. */

import type { TRegisteredGuestDto } from './desk-lists-dto.ts';
import type { TStayDto } from './stay-dto.ts';

/** One registration card: a guest registered on a stay (the spec's check-in record, checkInId). */
export interface TGuestCardDto {
  checkInId: number;
  reservationId: number;
  itemId: number;
  number: string;
  status: number;
  roomName: string | null;
  checkin: string;
  checkout: string;
  guest: TRegisteredGuestDto & { customerId: number | null };
  /** Guests registered on the stay, this one included. */
  registeredGuests: number;
}

/** Progress of a business day at the front desk: who arrived, who left, who sleeps in and with how many cards. */
export interface TCheckInStatsDto {
  day: string;
  arrivals: { total: number; checkedIn: number; pending: number; noShows: number };
  departures: { total: number; checkedOut: number; pending: number };
  inHouse: { stays: number; rooms: number; adults: number; kids: number; registeredGuests: number; staysWithoutCard: number };
}

export interface TFrontDeskNumbersDto {
  today: string;
  arrivalsToday: number;
  departuresToday: number;
  inHouse: number;
  /** Expected arrivals from tomorrow for 30 days. */
  upcomingArrivals: number;
  upcomingFrom: string;
  upcomingTo: string;
}

export interface TCleanRoomDto {
  roomId: number;
  name: string;
  roomTypeId: number;
  housekeepingStatus: string;
}

export interface TStayPageDto {
  content: TStayDto[];
  pageNo: number;
  pageSize: number;
  totalElements: number;
}

export interface TNoteDto {
  noteId: number;
  user: { userId: number | null; name: string };
  message: string;
  type: string;
  /** ISO instant */
  date: string;
}
