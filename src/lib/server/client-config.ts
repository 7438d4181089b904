/**
 * Host-based client configuration (front-office.md §1): which back ends, images and identity
 * server a host name uses. 'builtin' as an API base means this project's own back end, in process.
 */
export interface ClientConfig {
  /** Host-name pattern: exact name, or '*' wildcards ('*.auberge.example'). */
  hosts: string[];
  clientId: string;
  pmsApiBase: string;
  crmApiBase: string;
  /**
   * The booking service (quotes and holds, front-office.md §7). 'builtin': the one built into the
   * PMS API, reached wherever the PMS API is (in process by default); an http(s) URL: a remote
   * booking service that takes the same calls.
   */
  bookingServiceBase: string;
  logo: string;
  headerImage: string;
  footerImage: string;
  identityServer: string;
  /** The hotel's booking site (issue 39): its address, e.g. 'https://book.riad.example/book/1'; its host serves the site only. */
  bookingEngine: string;
  /** The booking site's main colour, as #rgb or #rrggbb. */
  brandColor: string;
}

export const BUILTIN = 'builtin';

export const DEFAULT_CLIENT: ClientConfig = {
  hosts: ['localhost', '127.0.0.1', '[::1]', '*'],
  clientId: 'auberge',
  pmsApiBase: BUILTIN,
  crmApiBase: BUILTIN,
  bookingServiceBase: BUILTIN,
  logo: '/images/logo.svg',
  headerImage: '',
  footerImage: '',
  identityServer: '',
  bookingEngine: '',
  brandColor: '#8a3b12',
};

/** Does a host name (no port) match a pattern: exact, or with '*' standing for any run of characters. */
export function hostMatches(pattern: string, host: string): boolean {
  const p = pattern.toLowerCase();
  const h = host.toLowerCase();
  if (!p.includes('*')) return p === h;
  const re = new RegExp(
    `^${p
      .split('*')
      .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return re.test(h);
}

/** The first client whose host patterns match; exact names beat wildcards across the whole list. */
export function pickClient(clients: readonly ClientConfig[], host: string): ClientConfig {
  const name = host.replace(/:\d+$/, '');
  return (
    clients.find((c) => c.hosts.some((p) => !p.includes('*') && hostMatches(p, name))) ??
    clients.find((c) => c.hosts.some((p) => hostMatches(p, name))) ??
    DEFAULT_CLIENT
  );
}

/**
 * Parses CLIENTS_FILE's JSON: a list of partial client configs, each completed from
 * DEFAULT_CLIENT. A broken file stops the start with a message naming the entry.
 */
export function parseClients(json: string, source = 'CLIENTS_FILE'): ClientConfig[] {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (err) {
    throw new Error(`${source} is not valid JSON: ${(err as Error).message}`, { cause: err });
  }
  if (!Array.isArray(raw)) throw new Error(`${source} must hold a JSON list of client configs.`);
  return raw.map((entry: unknown, i) => {
    if (typeof entry !== 'object' || entry === null) throw new Error(`${source}[${i}] must be an object.`);
    const c = { ...DEFAULT_CLIENT, ...(entry as Partial<ClientConfig>) };
    if (!Array.isArray(c.hosts) || !c.hosts.length || c.hosts.some((h) => typeof h !== 'string'))
      throw new Error(`${source}[${i}].hosts must be a non-empty list of host names.`);
    for (const key of ['pmsApiBase', 'crmApiBase', 'bookingServiceBase'] as const) {
      const base = c[key];
      if (base !== BUILTIN && !/^https?:\/\//.test(base)) throw new Error(`${source}[${i}].${key} must be 'builtin' or an http(s) URL, got '${base}'.`);
    }
    if (typeof c.brandColor !== 'string' || !/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(c.brandColor))
      throw new Error(`${source}[${i}].brandColor must be a colour as #rgb or #rrggbb, got '${String(c.brandColor)}'.`);
    if (c.bookingEngine !== '' && !/^https?:\/\/[^\s/]+(\/book\/\d+)?\/?$/.test(c.bookingEngine))
      throw new Error(`${source}[${i}].bookingEngine must be an http(s) address, optionally ending in /book/<hotel id>, got '${c.bookingEngine}'.`);
    return c;
  });
}

/** The booking service's calls among the PMS API's paths: quotes, and holds with their confirm and cancel. */
const BOOKING_SERVICE_PATH = /^\/(?:quotes|holds)(?:[/?]|$)/;

/**
 * The base URL a server-side call goes to: the client's CRM or PMS base, except that the booking
 * service's calls go to a remote booking service when the client names one. 'builtin' means in
 * process.
 */
export function backendBaseFor(client: ClientConfig, api: 'pms' | 'crm', path: string): string {
  if (api === 'crm') return client.crmApiBase;
  if (client.bookingServiceBase !== BUILTIN && BOOKING_SERVICE_PATH.test(path)) return client.bookingServiceBase;
  return client.pmsApiBase;
}

let cached: { file: string | undefined; clients: ClientConfig[] } | undefined;

/** The configured clients, read once per process (DEFAULT_CLIENT alone without CLIENTS_FILE). */
export async function loadClients(file: string | undefined): Promise<ClientConfig[]> {
  if (cached && cached.file === file) return cached.clients;
  const clients = file ? parseClients(await (await import('node:fs/promises')).readFile(file, 'utf8'), file) : [DEFAULT_CLIENT];
  cached = { file, clients };
  return clients;
}
