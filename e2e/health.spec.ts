import { expect, test } from '@playwright/test';

test('the built server answers /healthz with its version and database round trip', async ({ request }) => {
  const res = await request.get('/healthz');
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body.status).toBe('ok');
  expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
  expect(body.database.kind).toBe('pglite');
  expect(typeof body.database.roundTripMs).toBe('number');
});

test('an unknown route answers 404', async ({ request }) => {
  const res = await request.get('/no/such/page', { maxRedirects: 0 });
  expect([302, 303, 404]).toContain(res.status());
});
