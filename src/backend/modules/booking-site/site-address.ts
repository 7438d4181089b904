import { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { ApiEnv } from '../../http/api-env.ts';
import { CLIENT_ADDRESS_HEADER } from '../../../lib/domain/booking-site-dto.ts';

/**
 * The guest's address, for the per-address limit on holds. Over HTTP (the API on its own port) the
 * socket's peer: a caller cannot choose it. In process, only the app's own pages call, and they
 * name the address they were called from.
 */
export function guestAddress(c: Context<ApiEnv>): string {
  const env: object = c.env ?? {};
  if ('incoming' in env && env.incoming instanceof IncomingMessage) return env.incoming.socket.remoteAddress ?? 'unknown';
  return (c.req.header(CLIENT_ADDRESS_HEADER) ?? '').trim().slice(0, 64) || 'unknown';
}
