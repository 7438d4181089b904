import { describe, expect, it } from 'vitest';
import { forwardableHeaders, timeoutFrom } from './proxy.ts';

describe('edge proxy rules', () => {
  it('never forwards hop-by-hop headers nor the browser credentials', () => {
    const h = new Headers({
      connection: 'keep-alive, x-secret',
      'keep-alive': '5',
      'transfer-encoding': 'chunked',
      upgrade: 'h2c',
      te: 'trailers',
      trailer: 'x',
      'proxy-authorization': 'a',
      cookie: 'auberge_session=1',
      authorization: 'Bearer stolen',
      'x-secret': '1',
      'content-type': 'application/json',
      accept: 'application/json',
      timeout: '5000',
      'x-auberge-client-address': '203.0.113.9',
    });
    expect([...forwardableHeaders(h, 'request').keys()].sort()).toEqual(['accept', 'content-type']);
  });

  it('drops Set-Cookie from the back end', () => {
    expect([...forwardableHeaders(new Headers({ 'set-cookie': 'a=b', 'content-type': 'text/csv' }), 'response').keys()]).toEqual(['content-type']);
  });

  it('reads the timeout header in milliseconds, defaulting to 30 s', () => {
    expect(timeoutFrom('5000')).toBe(5000);
    expect(timeoutFrom(null)).toBe(30_000);
    expect(timeoutFrom('abc')).toBe(30_000);
    expect(timeoutFrom('-1')).toBe(30_000);
    expect(timeoutFrom('99999999')).toBe(600_000);
  });
});
