/** What the dashboard API answers (the hotel overview: today's movements, rooms by status, occupancy). */

/** Occupancy of a run of nights: room nights sold over room nights available. */
export interface TOccupancyDto {
  nights: number;
  sold: number;
  available: number;
  /** sold / available in percent, one decimal (0 when nothing is available). */
  percent: number;
}

export interface TRoomStatusCountsDto {
  /** Active rooms of the hotel. */
  total: number;
  clean: number;
  dirty: number;
  inspected: number;
  outOfOrder: number;
}

export interface TTodayMovementsDto {
  groupId: number;
  hotelName: string;
  /** The hotel's calendar day, in its time zone. */
  today: string;
  /** Due in today, not yet checked in (status 0) plus already arrived today (status 2). */
  arrivals: number;
  /** Due out today: in house (2) or already checked out (3). */
  departures: number;
  /** Checked in, not yet checked out (status 2). */
  inHouse: number;
}

export interface THotelOverviewDto extends TTodayMovementsDto {
  rooms: TRoomStatusCountsDto;
  /** Rooms to sell each night: the active rooms less those out of order now. */
  roomsAvailable: number;
  occupancy: {
    today: TOccupancyDto;
    next7: TOccupancyDto;
    next30: TOccupancyDto;
    /** Each night from today, 30 of them. */
    days: { day: string; sold: number; available: number }[];
  };
  /** Arrivals of each day of the current week, Monday to Sunday. */
  weekCheckIns: { day: string; expected: number; checkedIn: number }[];
}
