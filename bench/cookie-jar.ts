interface Cookie {
  name: string;
  value: string;
  path: string;
}

/**
 * The least a scripted browser needs for one origin: remembers Set-Cookie by name and path,
 * forgets expired ones, and sends those whose path covers the request. The OpenID provider scopes
 * its interaction cookies by path, so ignoring paths could send a stale one of the same name.
 */
export class CookieJar {
  private readonly cookies = new Map<string, Cookie>();

  store(headers: Headers, requestPath: string): void {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      let path = requestPath.replace(/\/[^/]*$/, '') || '/';
      let expired = value === '';
      for (const attr of attrs) {
        const [k = '', v = ''] = attr.split('=').map((s) => s.trim());
        const key = k.toLowerCase();
        if (key === 'path' && v.startsWith('/')) path = v;
        else if (key === 'max-age' && Number(v) <= 0) expired = true;
        else if (key === 'expires' && Date.parse(v) < Date.now()) expired = true;
      }
      const id = `${name}\u0000${path}`;
      if (expired) this.cookies.delete(id);
      else this.cookies.set(id, { name, value, path });
    }
  }

  header(requestPath: string): string {
    const matches = [...this.cookies.values()]
      .filter((c) => requestPath === c.path || requestPath.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      // Longer paths first, as browsers send them.
      .sort((a, b) => b.path.length - a.path.length);
    return matches.map((c) => `${c.name}=${c.value}`).join('; ');
  }

  get(name: string): string | undefined {
    return [...this.cookies.values()].find((c) => c.name === name)?.value;
  }
}
