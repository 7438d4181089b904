import type { ErrorParams } from './error-params.ts';

/**
 * Words kept as a code with its params (STYLE rule 14): a key of the AlpineBits catalogue (or of
 * the error catalogue, `errors.…`) and its values, said on the screen in the reader's language.
 */
export interface TChannelWords {
  key: string;
  params: ErrorParams;
  /** The English sentence sent to the portal (a refusal's), for a key the catalogue does not know. */
  message?: string;
}

/** What a connection sells: the plans on sale on the public channel and the room types pushed, as the pushes send them. */
export interface TChannelOfferDto {
  plans: { code: string; name: string; nameFr: string }[];
  roomTypes: { code: string; name: string }[];
}

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
  /** The last failure (push or pull) as a code with its step, null once the next push works. */
  lastError: TChannelWords | null;
  /** Reservations pulled and booked at the desk. */
  booked: number;
  /** Reservations pulled and refused (no unit left, unknown room type…), with why. */
  refused: { resId: string; reason: TChannelWords }[];
  /** The last ten messages sent, each attempt with its answer. */
  messages: { action: string; attempt: number; httpStatus: number | null; ok: boolean; error: string | null; sentAt: string }[];
  /** The plans and room types this connection sells. */
  sells: TChannelOfferDto;
}

/** "Send everything again": both pushes' outcome; a failure as its code (the English `error` is for logs and API users). */
export interface TAlpineBitsPushAllDto {
  connectionId: number;
  status: 'sent' | 'failed';
  error: string | null;
  failures: TChannelWords[];
}
