/** The channels screen's words with the API about AlpineBits connections (issue 39). */
export interface TAlpineBitsConnectionDto {
  connectionId: number;
  name: string;
  url: string;
  username: string;
  hotelCode: string;
  active: boolean;
  lastPushAt: string | null;
  /** 'ok' | 'failed' | null (never sent). */
  lastPushStatus: string | null;
  lastPullAt: string | null;
  lastPullStatus: string | null;
  /** The last failure in words (push or pull), null once the next push works. */
  lastError: string | null;
  /** Reservations pulled and booked at the desk. */
  booked: number;
  /** Reservations pulled and refused (no unit left, unknown room type…), with why. */
  refused: { resId: string; reason: string }[];
  /** The last ten messages sent, each attempt with its answer. */
  messages: { action: string; attempt: number; httpStatus: number | null; ok: boolean; error: string | null; sentAt: string }[];
}
