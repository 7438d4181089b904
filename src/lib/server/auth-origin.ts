const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for every state-changing request, JSON included (Astro's checkOrigin only covers
 * form posts): the Origin header, else the Referer's origin, must be one of ours. A request
 * carrying neither is refused too: browsers always send Origin on POST, so only scripts omit it,
 * and they can set it.
 */
export function isAllowedOrigin(method: string, headers: { origin: string | null; referer: string | null }, allowedOrigins: readonly string[]): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  let origin = headers.origin;
  if (!origin || origin === 'null') {
    if (!headers.referer) return false;
    try {
      origin = new URL(headers.referer).origin;
    } catch {
      return false;
    }
  }
  return allowedOrigins.includes(origin);
}
