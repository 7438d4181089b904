import { describe, expect, it } from 'vitest';
import { isLoopback, requestOrigin } from './local-request.ts';

describe('a request from the server’s own machine', () => {
  it('is one whose socket peer is a loopback address', () => {
    expect(isLoopback('127.0.0.1')).toBe(true);
    expect(isLoopback('127.3.2.1')).toBe(true);
    expect(isLoopback('::1')).toBe(true);
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopback('10.0.0.2')).toBe(false);
    expect(isLoopback('::ffff:192.168.1.4')).toBe(false);
    expect(isLoopback('1270.0.0.1')).toBe(false);
  });

  it('is refused when a proxy forwarded it, even from the loopback, and whatever the header claims', () => {
    expect(requestOrigin('127.0.0.1', new Headers())).toEqual({ local: true, address: '127.0.0.1', forwarded: false });
    expect(requestOrigin('127.0.0.1', new Headers({ 'x-forwarded-for': '127.0.0.1' })).local).toBe(false);
    expect(requestOrigin('::1', new Headers({ forwarded: 'for=203.0.113.9' })).local).toBe(false);
    expect(requestOrigin('192.168.1.4', new Headers()).local).toBe(false);
    expect(requestOrigin(undefined, new Headers()).local).toBe(false);
  });
});
