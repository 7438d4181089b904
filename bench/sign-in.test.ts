import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseForms, signIn, SignInError } from './sign-in.ts';

/** A stand-in for the app and its provider: the same redirects, path-scoped cookies and form. */
function fakeApp(): http.Server {
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const cookies = req.headers.cookie ?? '';
    const go = (to: string, cookie?: string) => {
      res.writeHead(303, { location: to, ...(cookie ? { 'set-cookie': cookie } : {}) });
      res.end();
    };
    if (url.pathname === '/auth/login') return go('/oidc/auth?client_id=auberge', 'auberge_pkce=v; Path=/auth; HttpOnly');
    if (url.pathname === '/oidc/auth') return go('/oidc/interaction/u1', '_interaction=u1; Path=/oidc/interaction/u1; HttpOnly');
    if (url.pathname === '/oidc/interaction/u1' && req.method === 'GET') {
      if (!cookies.includes('_interaction=u1')) return go('/oidc/error');
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end(`<main><form class="x" method="post" action='/oidc/interaction/u1/login'><input type="hidden" name="csrf" value="t&amp;1">
        <input name="username" autocomplete="username"><input type="password" name="password"><button type="submit">Sign in</button></form></main>`);
    }
    if (url.pathname === '/oidc/interaction/u1/login' && req.method === 'POST') {
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => {
        const f = new URLSearchParams(body);
        if (f.get('csrf') !== 't&1' || f.get('username') !== 'admin' || f.get('password') !== 'auberge') {
          res.writeHead(200, { 'content-type': 'text/html' });
          res.end('<form action="/oidc/interaction/u1/login"><input type="password" name="password"></form>');
          return;
        }
        go('/oidc/auth/u1', '_interaction=; Path=/oidc/interaction/u1; Max-Age=0');
      });
      return;
    }
    if (url.pathname === '/oidc/auth/u1') return go('/auth/callback?code=c');
    if (url.pathname === '/auth/callback') {
      if (!cookies.includes('auberge_pkce=v')) return go('/auth/error');
      return go('/main/dashboardAdmin', 'auberge_session=s3cr3t; Path=/; HttpOnly; SameSite=Lax');
    }
    res.writeHead(url.pathname === '/main/dashboardAdmin' && cookies.includes('auberge_session=s3cr3t') ? 200 : 404);
    res.end('ok');
  });
}

describe('signIn', () => {
  const server = fakeApp();
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('follows the flow to the app and returns the session cookie', async () => {
    const r = await signIn(base, { username: 'admin', password: 'auberge' });
    expect(r.cookie).toBe('auberge_session=s3cr3t');
    expect(r.finalStatus).toBe(200);
    expect(new URL(r.finalUrl).pathname).toBe('/main/dashboardAdmin');
  });

  it('says so when the password is wrong', async () => {
    await expect(signIn(base, { username: 'admin', password: 'nope' })).rejects.toThrow(SignInError);
  });
});

describe('parseForms', () => {
  it('reads the action and the fields, and spots the password form', () => {
    const [form] = parseForms('<form action="/a?x=1&amp;y=2"><input name="h" value="v"><input type="password" name="p"></form>');
    expect(form).toEqual({ action: '/a?x=1&y=2', fields: { h: 'v', p: '' }, hasPassword: true });
  });
});
