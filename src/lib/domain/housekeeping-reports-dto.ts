import type { HousekeepingStatus } from './rooms-dto.ts';
import type { DeskState, OccupancySeen } from './housekeeping-dto.ts';

/** What the housekeeping reports speak: Housekeeping Report, Verification, Matching Report, room statistics. */

/** A supervisor's verdict on a cleaning (Verification). */
export const INSPECTION_RESULTS = ['INSPECTED', 'REJECTED'] as const;
export type InspectionResult = (typeof INSPECTION_RESULTS)[number];

/** The kinds of line of the Housekeeping Report's activity. */
export const HK_ACTIVITY_KINDS = ['CLEANED', 'INSPECTED', 'REJECTED', 'EQUIPMENT'] as const;
export type HkActivityKind = (typeof HK_ACTIVITY_KINDS)[number];

export interface THkPlaceDto {
  floorId: number;
  name: string;
}
export interface THkMaidRefDto {
  houseMaidId: number;
  name: string;
}

/** One room given to a maid on a day (from the assignments) and whether it was cleaned that day. */
export interface THkAssignmentDto {
  day: string;
  roomId: number;
  roomName: string;
  floorName: string | null;
  houseMaidId: number;
  maidName: string;
  /** departure or stayover (the assignment's weight). */
  kind: string;
  /** First cleaning of the room that day, hotel time HH:MM; null when not cleaned. */
  cleanedAt: string | null;
}

/** One thing done: a room cleaned, inspected or rejected, an equipment reported. */
export interface THkActivityDto {
  day: string;
  /** Hotel time, HH:MM. */
  time: string;
  kind: HkActivityKind;
  roomId: number;
  roomName: string;
  floorName: string | null;
  /** The maid it counts for: the cleaning's own, else the maid the room was given to that day. */
  houseMaidId: number | null;
  maidName: string | null;
  /** Who recorded it: a staff user's name, or null for the maid's QR page. */
  recordedBy: string | null;
  source: 'qr' | 'desk' | 'staff';
  /** The equipment reported, or the rejection's note. */
  detail: string;
}

export interface THkMaidTotalsDto {
  houseMaidId: number | null;
  maidName: string | null;
  assigned: number;
  departures: number;
  /** Assigned rooms cleaned on their day. */
  assignedCleaned: number;
  cleaned: number;
  inspected: number;
  rejected: number;
  equipment: number;
}

export interface THousekeepingReportDto {
  from: string;
  to: string;
  today: string;
  maids: THkMaidRefDto[];
  floors: THkPlaceDto[];
  perMaid: THkMaidTotalsDto[];
  totals: Omit<THkMaidTotalsDto, 'houseMaidId' | 'maidName'>;
  assignments: THkAssignmentDto[];
  activity: THkActivityDto[];
}

/** A cleaning as Verification shows it. */
export interface TInspectionRowDto {
  cleaningId: number;
  day: string;
  roomId: number;
  roomName: string;
  floorName: string | null;
  roomStatus: HousekeepingStatus;
  maidName: string | null;
  cleanedAt: string;
  /** Staff user who marked it clean, null for the maid's QR page. */
  cleanedBy: string | null;
  source: 'qr' | 'desk';
  result: InspectionResult | null;
  inspectedAt: string | null;
  inspectedBy: string | null;
  note: string;
}

export interface TInspectionListDto {
  day: string;
  today: string;
  floors: THkPlaceDto[];
  rows: TInspectionRowDto[];
  counts: { cleaned: number; pending: number; inspected: number; rejected: number };
}

export interface TInspectResultDto {
  result: InspectionResult;
  count: number;
}

/** Front desk against housekeeping: a sleeper (desk occupied, found vacant) or a skipper (desk vacant, found occupied). */
export const MISMATCH_KINDS = ['SLEEPER', 'SKIPPER'] as const;
export type MismatchKind = (typeof MISMATCH_KINDS)[number];

export interface TMatchingStayDto {
  reservationId: number;
  number: string;
  guestName: string;
  checkin: string;
  checkout: string;
  status: number;
}

export interface TMatchingRowDto {
  roomId: number;
  roomName: string;
  floorName: string | null;
  deskState: DeskState;
  /** The front desk's word: someone sleeps in the room tonight (in house) or not. */
  desk: OccupancySeen;
  seen: OccupancySeen | null;
  /** Hotel time HH:MM of the observation. */
  seenAt: string | null;
  /** Staff user who recorded it, null for the maid's QR page. */
  seenBy: string | null;
  stay: TMatchingStayDto | null;
  mismatch: MismatchKind | null;
}

export interface TMatchingReportDto {
  day: string;
  floors: THkPlaceDto[];
  rows: TMatchingRowDto[];
  counts: { rooms: number; checked: number; unchecked: number; SLEEPER: number; SKIPPER: number };
}

export interface TOccupancyCheckDto {
  recorded: number;
  seen: OccupancySeen;
}

/** GET /rooms/stats: today's rooms by state and the day's housekeeping so far. */
export interface TRoomStatsDto {
  day: string;
  total: number;
  housekeeping: Record<HousekeepingStatus, number>;
  desk: Record<DeskState, number>;
  cleaned: number;
  inspected: number;
  rejected: number;
  pendingInspection: number;
  openInterventions: number;
}

/** POST /rooms/weeklyStats: Monday to Sunday of a date's week. */
export interface TWeeklyRoomStatsDto {
  from: string;
  to: string;
  today: string;
  rooms: number;
  days: {
    day: string;
    /** Rooms occupied the night before (departures and stay-overs): to clean that day. */
    dirty: number;
    cleaned: number;
    inspected: number;
    rejected: number;
    outOfOrder: number;
    departures: number;
    arrivals: number;
  }[];
}

/** POST /rooms/indicator: are today's arrival rooms ready? */
export interface TRoomIndicatorDto {
  day: string;
  arrivals: number;
  /** Arrivals with a room assigned. */
  withRoom: number;
  ready: number;
  /** ready / withRoom in basis points (10000 = 100 %); 10000 when no arrival has a room. */
  readyBp: number;
  notReady: { roomId: number; roomName: string; status: HousekeepingStatus; guestName: string; occupied: boolean }[];
  /** Vacant rooms clean or inspected and not out of order: sellable now. */
  vacantReady: number;
}
