import { callBackend } from '../../backend.ts';

/**
 * The maid's QR page talks to the PMS API's public /housemaid/… routes without any bearer token
 * (operations.md §6): the room token it carries is the guard, checked by the API.
 */
export function housemaidApiPath(floorId: string, roomName: string, rest = ''): string {
  return `/housemaid/reporting/${encodeURIComponent(floorId)}/${encodeURIComponent(roomName)}${rest}`;
}

export function callHousemaidApi(locals: App.Locals, path: string, init: RequestInit = {}): Promise<Response> {
  // No session on this page: make sure no user token travels either.
  const bare: App.Locals = { ...locals };
  delete bare.accessToken;
  delete bare.user;
  return callBackend(bare, 'pms', path, init);
}
