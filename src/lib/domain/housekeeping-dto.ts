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

/** A photo (operations.md §2.3 add-image dialog): the file lives under the data folder, `url` is its file name. */
export interface Photo {
  title: string;
  category: string;
  url: string;
}

/** The three tag families of a room (operations.md §3). */
export const TAG_FAMILIES = ['RoomView', 'RoomBedLayout', 'RoomOther'] as const;
export type TagFamily = (typeof TAG_FAMILIES)[number];
export type RoomTags = Record<TagFamily, string[]>;

/** Tags the configuration offers per family (a room may carry others). */
export const SUGGESTED_TAGS: Record<TagFamily, readonly string[]> = {
  RoomView: ['Sea', 'Garden', 'Pool', 'Patio', 'Street', 'Mountain', 'City'],
  RoomBedLayout: ['Double', 'Twin', 'King', 'Queen', 'Single', 'Sofa bed', 'Bunk'],
  RoomOther: ['Accessible', 'Non-smoking', 'Balcony', 'Connecting', 'Quiet', 'Bathtub'],
};

export interface TBuildingDto {
  buildingId: number;
  name: string;
  floors: number;
  rooms: number;
}
export interface TFloorDto {
  floorId: number;
  buildingId: number;
  name: string;
  level: number;
  rooms: number;
}
export interface TZoneDto {
  zoneId: number;
  name: string;
  rooms: number;
}
export interface TRoomTypeDto {
  id: number;
  code: string;
  name: string;
  capacity: number;
  baseRateMinor: number;
  photos: Photo[];
  rooms: number;
}

export interface TClosureDto {
  closureId: number;
  from: string;
  to: string;
  reason: string;
}

export interface TRoomDto {
  roomId: number;
  name: string;
  floorId: number | null;
  floorName: string | null;
  buildingId: number | null;
  zoneId: number | null;
  roomType: { id: number; code: string; name: string };
  housekeepingStatus: HousekeepingStatus;
  active: boolean;
  tags: RoomTags;
  closures: TClosureDto[];
}

export interface TEquipmentDto {
  equipmentId: number;
  roomId: number;
  type: string;
  serial: string;
  mark: string;
  photos: Photo[];
  needsIntervention: boolean;
}

export interface TPageDto<T> {
  content: T[];
  totalElements: number;
  pageNo: number;
  pageSize: number;
}

/** What a maid saw in the room she cleaned (the Matching Report compares it with the front desk). */
export const OCCUPANCY_SEEN_VALUES = ['OCCUPIED', 'VACANT'] as const;
export type OccupancySeen = (typeof OCCUPANCY_SEEN_VALUES)[number];

/** The maid's page of one room, as its token opens it. */
export interface THousemaidRoomDto {
  roomId: number;
  name: string;
  floorName: string;
  hotelName: string;
  housekeepingStatus: HousekeepingStatus;
  /** Cleaned today already (by this page or on Room Status). */
  cleanedToday: boolean;
  /** Today's latest cleaning was rejected by the supervisor: her note (the room is to clean again); null otherwise. */
  rejectedNote: string | null;
  equipment: { equipmentId: number; type: string; serial: string; mark: string; photo: string | null; needsIntervention: boolean }[];
}

export interface TInterventionInstanceDto {
  interventionInstanceId: number;
  roomId: number;
  roomName: string;
  equipmentId: number | null;
  equipmentType: string | null;
  interventionId: number | null;
  interventionName: string | null;
  day: string;
  status: 'OPEN' | 'DONE';
  source: 'qr' | 'staff';
  reportedAt: string;
  closedAt: string | null;
  note: string;
  /** The person it is assigned to (a user of the hotel), if any. */
  assignedTo: number | null;
  assignedName: string | null;
}

/** Someone an intervention can be assigned to: an active staff user of the hotel. */
export interface TAssigneeDto {
  userId: number;
  name: string;
}

export interface TInterventionDto {
  interventionId: number;
  name: string;
  description: string;
  everyDays: number;
  roomTypeId: number | null;
  roomTypeCode: string | null;
}

export interface TBookingSettingsDto {
  url: string | null;
  tokenEnd: string | null;
  updatedAt: string | null;
}

/** What today asks of a room, for a maid's load: a departure (full turnover) or a stay-over. */
export type CleaningKind = 'departure' | 'stayover';

export interface THouseMaidDto {
  houseMaidId: number;
  name: string;
  phone: string;
  active: boolean;
}

export interface TMaidSheetDto {
  day: string;
  maids: { houseMaidId: number; name: string; load: number; rooms: { roomId: number; name: string; floorName: string | null; kind: CleaningKind }[] }[];
}
