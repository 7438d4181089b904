import { apiFetch } from '../../lib/api-client.ts';
import type { StayRequest } from './types.ts';

/** Makes a stay dialog's call on the PMS API (a refusal throws with the API's message). */
export const sendStayRequest = (request: StayRequest): Promise<Response> =>
  apiFetch('pms', request.path, { method: request.method, ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }) });
