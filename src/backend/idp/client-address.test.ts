import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustedProxies } from './client-address.ts';

describe('client address behind TRUSTED_PROXIES', () => {
  const proxies = parseTrustedProxies('10.0.0.2, 192.168.0.0/16, ::1');

  it('ignores X-Forwarded-For when no proxy is named, or when the peer is not one', () => {
    expect(clientAddress('10.0.0.2', '203.0.113.9', parseTrustedProxies(undefined))).toBe('10.0.0.2');
    expect(clientAddress('198.51.100.7', '203.0.113.9', proxies)).toBe('198.51.100.7');
  });

  it('takes the right-most address that is not a named proxy, never what the client wrote to its left', () => {
    expect(clientAddress('10.0.0.2', '203.0.113.9', proxies)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:10.0.0.2', '1.1.1.1, 203.0.113.9, 192.168.4.4', proxies)).toBe('203.0.113.9');
    expect(clientAddress('::1', ['1.1.1.1', '203.0.113.9'], proxies)).toBe('203.0.113.9');
    // Only proxies in the chain: the left-most of them.
    expect(clientAddress('10.0.0.2', '192.168.1.1, 192.168.2.2', proxies)).toBe('192.168.1.1');
    // Garbage where an address should be: the last proxy that wrote a real one.
    expect(clientAddress('10.0.0.2', 'junk, 192.168.2.2', proxies)).toBe('192.168.2.2');
    expect(clientAddress('10.0.0.2', undefined, proxies)).toBe('10.0.0.2');
  });

  it('refuses an entry that is not an address or a CIDR range, naming it', () => {
    expect(() => parseTrustedProxies('10.0.0.1, proxy.local')).toThrow(/'proxy.local'/);
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/10.0.0.0\/33/);
    expect(() => parseTrustedProxies('10.0.0.0/8/1')).toThrow();
    expect(parseTrustedProxies(' , ').has('10.0.0.1')).toBe(false);
  });
});
