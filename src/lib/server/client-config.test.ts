import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT, hostMatches, parseClients, pickClient } from './client-config.ts';

describe('client config by host name', () => {
  it('matches exact names and wildcards', () => {
    expect(hostMatches('pms.example.com', 'PMS.example.com')).toBe(true);
    expect(hostMatches('*.auberge.example', 'riad.auberge.example')).toBe(true);
    expect(hostMatches('*.auberge.example', 'auberge.example')).toBe(false);
    expect(hostMatches('*.auberge.example', 'evil.example?x.auberge.example')).toBe(true);
    expect(hostMatches('a.b', 'aXb')).toBe(false);
  });

  it('prefers an exact name over a wildcard, ignores the port, falls back to the default', () => {
    const clients = parseClients(JSON.stringify([
      { hosts: ['*.auberge.example'], clientId: 'group', crmApiBase: 'https://crm.group.example' },
      { hosts: ['riad.auberge.example'], clientId: 'riad' },
    ]));
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
});
