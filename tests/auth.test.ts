import { expect, it } from 'vitest';
import { describeApi } from './helpers/test-api.ts';

describeApi('bearer tokens', (api) => {
  it('refuses a call without a token with 401', async () => {
    const r = await api().anonymous().get('/pms/healthcheck-of-auth');
    expect(r.status).toBe(401);
    expect(r.body.error).toBe('unauthenticated');
  });

  it('refuses an expired token with 401', async () => {
    const token = await api().tokens.sign('clerk1', { expiresIn: Math.floor(Date.now() / 1000) - 60 });
    const r = await api().withAuthorization(`Bearer ${token}`).get('/crm/user/me');
    expect(r.status).toBe(401);
    expect(r.body.message).toMatch(/expired/);
  });

  it('refuses a tampered token with 401', async () => {
    const token = await api().tokens.sign('clerk1');
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    payload.sub = 'admin';
    const forged = `${h}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${s}`;
    const r = await api().withAuthorization(`Bearer ${forged}`).get('/crm/user/me');
    expect(r.status).toBe(401);
  });

  it('refuses a token for another audience with 401', async () => {
    const token = await api().tokens.sign('clerk1', { audience: 'someone-else' });
    const r = await api().withAuthorization(`Bearer ${token}`).get('/crm/user/me');
    expect(r.status).toBe(401);
  });

  it('refuses an unknown identity with 401', async () => {
    const r = await api().as('nobody').get('/crm/user/me');
    expect(r.status).toBe(401);
  });
});
