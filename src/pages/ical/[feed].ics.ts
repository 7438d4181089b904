import type { APIRoute } from 'astro';
import { callBackend } from '../../lib/server/backend.ts';

/**
 * A calendar feed channels read (issue 39: Airbnb, Vrbo, Booking.com): the unavailable nights of a
 * room type or a room, as ICS. No session: the signed token in `k` is the guard, checked by the API
 * (403 for a forged or revoked link).
 */
export const GET: APIRoute = async ({ params, url, locals }) => {
  const bare: App.Locals = { ...locals };
  delete bare.accessToken;
  delete bare.user;
  delete bare.sessionId;
  const feed = /^\d{1,10}$/.test(params.feed ?? '') ? params.feed! : '0';
  const res = await callBackend(bare, 'pms', `/ical/feeds/${feed}?k=${encodeURIComponent(url.searchParams.get('k') ?? '')}`);
  const type = res.ok ? 'text/calendar; charset=utf-8' : 'application/json';
  return new Response(await res.text(), {
    status: res.status,
    headers: { 'content-type': type, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
  });
};
