import type { HousekeepingStatus } from './rooms-dto.ts';

/** What the housekeeping API and its pages both speak (Room Status, maids, reports, interventions). */

/** The front desk's view of a room today (Room Status). */
export const DESK_STATES = ['VACANT', 'OCCUPIED', 'ARRIVING', 'DEPARTING'] as const;
export type DeskState = (typeof DESK_STATES)[number];

/** What housekeeping may set on Room Status; out of order comes from a closure, never from a click. */
export const MARKABLE_STATUSES = ['CLEAN', 'DIRTY', 'INSPECTED'] as const;
export type MarkableStatus = (typeof MARKABLE_STATUSES)[number];

export interface TRoomStatusRowDto {
  roomId: number;
  name: string;
  floorId: number | null;
  floorName: string | null;
  buildingId: number | null;
  buildingName: string | null;
  roomTypeCode: string;
  /** Shown state: OUT_OF_ORDER when a closure covers tonight. */
  housekeepingStatus: HousekeepingStatus;
  /** The stored cleaning state, under a closure too. */
  cleaningStatus: HousekeepingStatus;
  deskState: DeskState;
  guestName: string | null;
  arrivingGuest: string | null;
  closureReason: string | null;
  statusChangedAt: string | null;
}

export interface TRoomStatusDto {
  today: string;
  rooms: TRoomStatusRowDto[];
  counts: Record<HousekeepingStatus | DeskState | 'total', number>;
  floors: { floorId: number; name: string; buildingId: number }[];
  buildings: { buildingId: number; name: string }[];
}

export interface TMarkRoomsDto {
  marked: number;
  status: MarkableStatus;
}
