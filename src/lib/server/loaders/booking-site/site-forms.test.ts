import { expect, it } from 'vitest';
import { bookBody, holdBody, readForm } from './site-forms.ts';

const post = (fields: Record<string, string>) =>
  new Request('http://x/', { method: 'POST', body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

it("turns the hold form into the API's JSON, leaving what is not a number for the API to refuse by name", async () => {
  const form = await readForm(post({ roomTypeId: '4', planId: '7', checkin: '2026-05-10', nights: '2', adults: 'two', kids: '5,9' }));
  expect(holdBody(form)).toEqual({ roomTypeId: 4, planId: 7, checkin: '2026-05-10', nights: 2, adults: 'two', kidAges: [5, 9] });
  expect(holdBody(await readForm(post({ kids: '' }))).kidAges).toEqual([]);
});

it('reads a body that is not a form as empty fields', async () => {
  const form = await readForm(new Request('http://x/', { method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } }));
  expect(form.get('firstName')).toBe('');
  expect(bookBody(form, { holdId: 1, token: 't', language: 'fr', siteBase: 'https://x' })).toEqual({
    holdId: 1,
    token: 't',
    language: 'fr',
    siteBase: 'https://x',
    guest: { firstName: '', lastName: '', email: '', phone: '' },
  });
});
