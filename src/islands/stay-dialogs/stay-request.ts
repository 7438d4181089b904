import { apiFetch } from '../../lib/api-client.ts';
import type { StayRequest } from './types.ts';

/** Makes a stay dialog's call on the PMS API, then the calls that follow it (a refusal throws with the API's message). */
export async function sendStayRequest(request: StayRequest): Promise<Response> {
  const res = await apiFetch('pms', request.path, { method: request.method, ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }) });
  for (const next of request.then ?? []) await apiFetch(next.service, next.path, { method: next.method });
  return res;
}
