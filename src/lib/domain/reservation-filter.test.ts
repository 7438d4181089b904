import { describe, expect, it } from 'vitest';
import { filterToQuery, parseReservationFilter, toIsoDay, type ReservationFilter } from './reservation-filter.ts';

const ok = (q: Record<string, string>, dialect: 'v1' | 'v2' = 'v1'): ReservationFilter => {
  const r = parseReservationFilter(q, dialect);
  if (!r.ok) throw new Error(`${r.field}: ${r.message}`);
  return r.filter;
};
const fieldOf = (q: Record<string, string>) => {
  const r = parseReservationFilter(q);
  return r.ok ? undefined : r.field;
};

describe('reservation filter rules (front-office.md §5)', () => {
  it('converts day-month-year dates and refuses impossible ones', () => {
    expect(toIsoDay('05-03-2026')).toBe('2026-03-05');
    expect(toIsoDay('05/03/2026')).toBe('2026-03-05');
    expect(toIsoDay('2026-03-05')).toBe('2026-03-05');
    expect(toIsoDay('31-02-2026')).toBeUndefined();
    expect(toIsoDay('2026-3-5')).toBeUndefined();
    expect(ok({ from: '01-03-2026', to: '02-03-2026' }).checkin).toEqual({ from: '2026-03-01', to: '2026-03-02' });
  });

  it('created range: a start alone is that one day; start = end too', () => {
    expect(ok({ createdfrom: '2026-03-01' }).created).toEqual({ from: '2026-03-01', to: '2026-03-02' });
    expect(ok({ createdfrom: '2026-03-01', createdto: '2026-03-01' }).created).toEqual({ from: '2026-03-01', to: '2026-03-02' });
    expect(ok({ createdfrom: '2026-03-01', createdto: '2026-03-10' }).created).toEqual({ from: '2026-03-01', to: '2026-03-10' });
    expect(ok({ createdfrom: '2026-12-31' }).created).toEqual({ from: '2026-12-31', to: '2027-01-01' });
  });

  it('check-in and check-out ranges: a missing bound equals the other', () => {
    expect(ok({ from: '2026-03-01' }).checkin).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(ok({ to: '2026-03-04' }).checkin).toEqual({ from: '2026-03-04', to: '2026-03-04' });
    expect(ok({ checkoutto: '2026-03-04' }).checkout).toEqual({ from: '2026-03-04', to: '2026-03-04' });
    expect(ok({ checkinfrom: '2026-03-01', chekoutfrom: '2026-03-02' }, 'v2')).toMatchObject({
      checkin: { from: '2026-03-01', to: '2026-03-01' },
      checkout: { from: '2026-03-02', to: '2026-03-02' },
    });
    expect(ok({ from: '2026-03-01' }, 'v2').checkin).toBeUndefined();
  });

  it('status: one, a list, or All; invoiced: true / false only', () => {
    expect(ok({ resastatus: '2' }).statuses).toEqual([2]);
    expect(ok({ resastatus: '0, 2,2' }).statuses).toEqual([0, 2]);
    expect(ok({ resastatus: 'All' }).statuses).toBeUndefined();
    expect(ok({ invoiced: 'null' }).invoiced).toBeUndefined();
    expect(ok({ invoiced: 'false' }).invoiced).toBe(false);
  });

  it('defaults: check-in descending, page 0, 20 a page', () => {
    expect(ok({})).toEqual({ sort: 'checkin', dir: 'desc', page: 0, size: 20 });
    expect(ok({ sort: 'guest' }).dir).toBe('asc');
  });

  it('names the bad field', () => {
    expect(fieldOf({ from: '2026-02-30' })).toBe('from');
    expect(fieldOf({ from: '2026-03-05', to: '2026-03-01' })).toBe('from');
    expect(fieldOf({ createdfrom: '2026-03-05', createdto: '2026-03-01' })).toBe('createdfrom');
    expect(fieldOf({ resastatus: '4' })).toBe('resastatus');
    expect(fieldOf({ size: '0' })).toBe('size');
    expect(fieldOf({ size: '501' })).toBe('size');
    expect(fieldOf({ page: '-1' })).toBe('page');
    expect(fieldOf({ invoiced: 'maybe' })).toBe('invoiced');
    expect(fieldOf({ sort: 'price' })).toBe('sort');
    expect(fieldOf({ roomtype: 'DBL' })).toBe('roomtype');
  });

  it('round-trips through the query string the page and the export use', () => {
    const f = ok({
      createdfrom: '01-03-2026',
      from: '2026-03-02',
      resastatus: '0,2',
      guest: 'ann',
      invoiced: 'true',
      checkindate: '2026-03-02',
      checkoutdate: '2026-03-05',
      page: '2',
      sort: 'number',
    });
    expect(ok(filterToQuery(f, { paging: true }))).toEqual(f);
    expect(filterToQuery(f).page).toBeUndefined();
    const onlyTo = ok({ createdto: '2026-03-01' });
    expect(ok(filterToQuery(onlyTo))).toEqual(onlyTo);
  });
});
