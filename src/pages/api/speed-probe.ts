import type { APIRoute } from 'astro';
import { randomBytes } from 'node:crypto';

/** ~1 MB of random (incompressible) bytes, made once per process: the header's speed dot times its download. */
const PROBE = randomBytes(1024 * 1024);

export const GET: APIRoute = () =>
  new Response(new Uint8Array(PROBE), {
    headers: { 'content-type': 'application/octet-stream', 'cache-control': 'no-store', 'content-length': String(PROBE.length) },
  });
