import { expect, it } from 'vitest';
import { bookingHostDecision } from './booking-host.ts';

const client = { bookingEngine: 'https://book.riad.example/book/3' };

it("serves the hotel's site on the booking-engine host and nothing else", () => {
  expect(bookingHostDecision(client, 'book.riad.example', '/')).toEqual({ kind: 'redirect', to: '/book/3' });
  expect(bookingHostDecision(client, 'BOOK.riad.example:443', '/book/3/details')).toEqual({ kind: 'pass' });
  expect(bookingHostDecision(client, 'book.riad.example', '/_astro/x.js')).toEqual({ kind: 'pass' });
  expect(bookingHostDecision(client, 'book.riad.example', '/front-desk/calendar')).toEqual({ kind: 'not-found' });
  expect(bookingHostDecision(client, 'book.riad.example', '/api/pms/user')).toEqual({ kind: 'not-found' });
  expect(bookingHostDecision(client, 'book.riad.example', '/auth/login')).toEqual({ kind: 'not-found' });
  expect(bookingHostDecision(client, 'pms.riad.example', '/front-desk/calendar')).toEqual({ kind: 'other-host' });
  expect(bookingHostDecision({ bookingEngine: '' }, 'book.riad.example', '/')).toEqual({ kind: 'other-host' });
  expect(bookingHostDecision({ bookingEngine: 'https://book.riad.example' }, 'book.riad.example', '/')).toEqual({ kind: 'redirect', to: '/book/1' });
});
