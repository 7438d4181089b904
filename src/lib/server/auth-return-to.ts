/**
 * Where to go after signing in: only a path of this app ('/front-desk/details?id=3'), never
 * another site ('https://evil.example', '//evil.example', '/\\evil.example') nor the sign-in
 * routes themselves (which would loop).
 */
export function sanitizeReturnTo(raw: string | null | undefined, fallback = '/'): string {
  if (!raw || raw.length > 2048) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  // Control characters and backslashes let some browsers reinterpret the path as a host.
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, 'http://auberge.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://auberge.invalid') return fallback;
  if (url.pathname.startsWith('/auth/') || url.pathname.startsWith('/oidc/')) return fallback;
  // Dot segments ('/.//x', '/a/..//x', '/%2e//x') normalise to '//x', which a browser reads as the host x.
  const path = url.pathname.replace(/^\/+/, '/');
  if (path !== url.pathname) return fallback;
  return url.pathname + url.search + url.hash;
}
