import type { APIRoute } from 'astro';
import { proxyToBackend } from '../../../lib/server/proxy.ts';

/** The edge proxy to the PMS API (shared implementation in src/lib/server/proxy.ts). */
export const ALL: APIRoute = (context) => proxyToBackend(context, 'pms');
