/** The channels screen's words with the API (issue 39): calendar feeds and imported calendars. */
import type { TChannelWords } from './alpinebits-dto.ts';

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
  /** The last failure as a code with params (channels.ical.error.*), said by the screen in the reader's language. */
  lastError: TChannelWords | null;
  blocks: { uid: string; checkin: string; checkout: string; summary: string; blocked: boolean; conflict: boolean }[];
}
