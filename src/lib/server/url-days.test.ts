import { describe, expect, it } from 'vitest';
import { badDayMessage, formDays, urlDays } from './url-days.ts';

const url = (qs: string) => new URL(`http://hotel.test/front-desk/Reports?${qs}`);

describe('urlDays', () => {
  it('reads days typed dd/mm/yyyy or YYYY-MM-DD as YYYY-MM-DD, leaving out empty and unasked ones', () => {
    expect(urlDays(url('from=24%2F11%2F2026&to=2026-11-30&day=&maid=3'), ['from', 'to', 'day'])).toEqual({
      days: { from: '2026-11-24', to: '2026-11-30' },
      bad: null,
    });
    expect(urlDays(url('from=+01/02/2026+'), ['from'])).toEqual({ days: { from: '2026-02-01' }, bad: null });
  });

  it('names the first value that is no real day, as typed', () => {
    expect(urlDays(url('from=31/02/2026&to=2026-13-01'), ['from', 'to'])).toEqual({ days: {}, bad: { name: 'from', text: '31/02/2026' } });
    expect(urlDays(url('from=2026-11-01&to=11/30/2026'), ['from', 'to'])).toEqual({ days: { from: '2026-11-01' }, bad: { name: 'to', text: '11/30/2026' } });
    expect(urlDays(url('from=yesterday'), ['from']).bad).toEqual({ name: 'from', text: 'yesterday' });
  });
});

describe('formDays', () => {
  it("reads a posted form's days by the same rule", () => {
    const form = new FormData();
    form.set('from', '10/01/2030');
    form.set('to', ' 2030-01-12 ');
    form.set('reason', 'Painting');
    expect(formDays(form, ['from', 'to', 'day'])).toEqual({ days: { from: '2030-01-10', to: '2030-01-12' }, bad: null });
    form.set('to', '12/13/2030');
    expect(formDays(form, ['from', 'to']).bad).toEqual({ name: 'to', text: '12/13/2030' });
  });
});

describe('badDayMessage', () => {
  it('says which field, what was typed and how to type it, in the language', () => {
    expect(badDayMessage('en', 'to', '31/02/2026')).toBe('To: “31/02/2026” is not a date. Type it as day/month/year, e.g. 24/11/2026.');
    expect(badDayMessage('fr', 'au', '31/02/2026')).toBe('Au : « 31/02/2026 » n’est pas une date. Saisissez-la en jour/mois/année, par ex. 24/11/2026.');
  });
});
