/** The channels screen's words with the API (issue 39): calendar feeds and imported calendars. */

export interface TIcalFeedDto {
  feedId: number;
  roomTypeId: number;
  roomId: number | null;
  channelName: string;
  /** The feed's path with its token, after the app's public address (null: revoked). */
  path: string | null;
  revoked: boolean;
}

export interface TIcalImportDto {
  importId: number;
  roomTypeId: number;
  channelName: string;
  url: string;
  lastFetchedAt: string | null;
  lastStatus: string | null;
  lastError: string | null;
  blocks: { uid: string; checkin: string; checkout: string; summary: string; blocked: boolean; conflict: boolean }[];
}
