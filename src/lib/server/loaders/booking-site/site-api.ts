import { callBackend } from '../../backend.ts';
import { apiErrorOf } from '../../../api-error.ts';
import { CLIENT_ADDRESS_HEADER } from '../../../domain/booking-site-dto.ts';

/** Where a guest's page request came from: the socket's peer, and the X-Forwarded-For it carried (a trusted proxy's). */
export interface GuestAddress {
  peer: string;
  forwardedFor: string | null;
}

/**
 * The booking site's pages talk to the PMS API's public /booking-site/… routes without any bearer
 * token (a guest has no account): the hold's and the booking's signed tokens are the guard, checked
 * by the API. The guest's address goes with each call, for the per-address limit on holds.
 */
export function callSiteApi(locals: App.Locals, address: GuestAddress, path: string, init: RequestInit = {}): Promise<Response> {
  const bare: App.Locals = { ...locals };
  delete bare.accessToken;
  delete bare.user;
  delete bare.sessionId;
  const headers = new Headers(init.headers);
  // The API applies the server's one client-address rule (TRUSTED_PROXIES) to these two.
  headers.set(CLIENT_ADDRESS_HEADER, address.peer);
  if (address.forwardedFor) headers.set('x-forwarded-for', address.forwardedFor);
  else headers.delete('x-forwarded-for');
  return callBackend(bare, 'pms', `/booking-site${path}`, { ...init, headers });
}

export type SiteAnswer<T> = { ok: true; value: T } | { ok: false; status: number; error: Error };

/** A call's JSON answer, or its refusal as the error errorText renders in the guest's language. */
export async function siteJson<T>(res: Response): Promise<SiteAnswer<T>> {
  const body: unknown = await res.json().catch(() => ({}));
  if (res.ok) return { ok: true, value: body as T };
  return { ok: false, status: res.status, error: apiErrorOf(res.status, body, `server returned code ${res.status}`) };
}
