import { describe, expect, it } from 'vitest';
import { BUILTIN, DEFAULT_CLIENT, backendBaseFor, hostMatches, parseClients, pickClient } from './client-config.ts';

describe('client config by host name', () => {
  it('matches exact names and wildcards', () => {
    expect(hostMatches('pms.example.com', 'PMS.example.com')).toBe(true);
    expect(hostMatches('*.auberge.example', 'riad.auberge.example')).toBe(true);
    expect(hostMatches('*.auberge.example', 'auberge.example')).toBe(false);
    expect(hostMatches('*.auberge.example', 'evil.example?x.auberge.example')).toBe(true);
    expect(hostMatches('a.b', 'aXb')).toBe(false);
  });

  it('prefers an exact name over a wildcard, ignores the port, falls back to the default', () => {
    const clients = parseClients(
      JSON.stringify([
        { hosts: ['*.auberge.example'], clientId: 'group', crmApiBase: 'https://crm.group.example' },
        { hosts: ['riad.auberge.example'], clientId: 'riad' },
      ]),
    );
    expect(pickClient(clients, 'riad.auberge.example:8443').clientId).toBe('riad');
    expect(pickClient(clients, 'dar.auberge.example').clientId).toBe('group');
    expect(pickClient(clients, 'dar.auberge.example').pmsApiBase).toBe('builtin');
    expect(pickClient(clients, 'localhost')).toBe(DEFAULT_CLIENT);
  });

  it('names the broken entry', () => {
    expect(() => parseClients('[{"hosts": []}]', 'clients.json')).toThrow(/clients.json\[0\].hosts/);
    expect(() => parseClients('[{"hosts": ["a"], "pmsApiBase": "ftp://x"}]')).toThrow(/pmsApiBase/);
    expect(() => parseClients('{')).toThrow(/not valid JSON/);
  });

  it('reads the booking service base: builtin by default, else an http(s) URL', () => {
    const [plain, remote] = parseClients(
      JSON.stringify([{ hosts: ['a.example'] }, { hosts: ['b.example'], bookingServiceBase: 'https://booking.example/api/' }]),
    );
    expect(plain!.bookingServiceBase).toBe(BUILTIN);
    expect(remote!.bookingServiceBase).toBe('https://booking.example/api/');
    expect(() => parseClients('[{"hosts": ["a"], "bookingServiceBase": "booking.example"}]', 'clients.json')).toThrow(
      /clients.json\[0\].bookingServiceBase must be 'builtin' or an http\(s\) URL/,
    );
    expect(() => parseClients('[{"hosts": ["a"], "bookingServiceBase": 42}]')).toThrow(/bookingServiceBase/);
  });

  it('sends quotes and holds to a remote booking service, everything else to the PMS or CRM base', () => {
    const [remote, builtin] = parseClients(
      JSON.stringify([
        { hosts: ['b.example'], bookingServiceBase: 'https://booking.example', crmApiBase: 'https://crm.example' },
        { hosts: ['c.example'], pmsApiBase: 'https://pms.example' },
      ]),
    );
    for (const path of ['/quotes?checkin=2026-04-01&nights=2', '/quotes', '/holds', '/holds/12/confirm', '/holds/12/cancel']) {
      expect(backendBaseFor(remote!, 'pms', path)).toBe('https://booking.example');
    }
    for (const path of ['/reservations', '/quotesheet', '/holdsx', '/checkins/new', '/reservations/5/holds'])
      expect(backendBaseFor(remote!, 'pms', path)).toBe(BUILTIN);
    expect(backendBaseFor(remote!, 'crm', '/quotes')).toBe('https://crm.example');
    // The built-in booking service is part of the PMS API: it answers wherever that runs.
    expect(backendBaseFor(builtin!, 'pms', '/quotes')).toBe('https://pms.example');
    expect(backendBaseFor(DEFAULT_CLIENT, 'pms', '/holds')).toBe(BUILTIN);
  });
});
