import type { ErrorParams } from '../../../lib/domain/error-params.ts';
import { readStoredKeyedText } from '../../core/stored-keyed-text.ts';

/**
 * A channel's failure as the channels screen says it (STYLE rule 14): a key of the AlpineBits
 * catalogue (src/lib/i18n/alpinebits.{en,fr}.ts) and its values, stored as JSON in the
 * connection's last_error and rendered in the reader's language. The English message is for the
 * log and the API's answer only.
 */
export type ChannelErrorKey =
  | 'alpinebits.error.unreachable'
  | 'alpinebits.error.http'
  | 'alpinebits.error.refused'
  | 'alpinebits.error.notXml'
  | 'alpinebits.error.wrongAnswer'
  | 'alpinebits.error.noOutcome'
  | 'alpinebits.error.noCapabilities'
  | 'alpinebits.error.version'
  | 'alpinebits.error.unexpected';

/** The message a failure happened in: FreeRooms, RatePlans, GuestRequests, the handshake, or the scheduled round. */
export type ChannelStep = 'FreeRooms' | 'RatePlans' | 'GuestRequests' | 'Handshake' | 'Round';

export interface ChannelError {
  key: ChannelErrorKey;
  params: Record<string, string | number>;
}

/** A failure talking to a portal: its words (key and params) and the English sentence for the log. */
export class PortalError extends Error {
  override name = 'PortalError';
  readonly text: ChannelError;
  constructor(text: ChannelError, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.text = text;
  }
}

/** A failure of any kind as the catalogue's words: a PortalError's own, else 'unexpected' with the error's class. */
export function channelErrorOf(err: unknown): ChannelError {
  if (err instanceof PortalError) return err.text;
  const detail = err instanceof Error ? (err.name === 'Error' ? err.message.slice(0, 120) : err.name) : String(err).slice(0, 120);
  return { key: 'alpinebits.error.unexpected', params: { detail } };
}

/** What last_error keeps: the step and the failure's key and params, as JSON (no sentence). */
export function storeChannelError(step: ChannelStep, err: unknown): string {
  const e = channelErrorOf(err);
  return JSON.stringify({ key: e.key, params: { ...e.params, step } });
}

const KEYS: ReadonlySet<string> = new Set<ChannelErrorKey>([
  'alpinebits.error.unreachable',
  'alpinebits.error.http',
  'alpinebits.error.refused',
  'alpinebits.error.notXml',
  'alpinebits.error.wrongAnswer',
  'alpinebits.error.noOutcome',
  'alpinebits.error.noCapabilities',
  'alpinebits.error.version',
  'alpinebits.error.unexpected',
]);

/** A stored last_error read back (null when empty or not one of the catalogue's keys). */
export function readChannelError(stored: string | null): ChannelError | null {
  return stored ? readStoredKeyedText<ChannelErrorKey>(stored, KEYS) : null;
}

/** Why a portal's reservation (or its change) was not taken: a key of the error catalogue or of the AlpineBits one, its params, and the English sentence the portal is sent. */
export interface StoredRefusal {
  key: string;
  params: ErrorParams;
  message: string;
}

/** What alpinebits_reservations.refused keeps: the refusal as JSON. */
export const storeRefusal = (r: StoredRefusal): string => JSON.stringify(r);

/** A stored refusal read back; a plain sentence (as first stored) is its own message. */
export function readRefusal(stored: string): StoredRefusal {
  try {
    const v: unknown = JSON.parse(stored);
    if (typeof v === 'object' && v !== null && 'key' in v && typeof v.key === 'string' && 'message' in v && typeof v.message === 'string') {
      // Written by storeRefusal from a refusal's own params (ErrorParams): read back as they were kept.
      const params = 'params' in v && typeof v.params === 'object' && v.params !== null ? (v.params as ErrorParams) : {};
      return { key: v.key, params, message: v.message };
    }
  } catch {
    // a sentence stored before refusals were codes
  }
  return { key: '', params: {}, message: stored };
}
