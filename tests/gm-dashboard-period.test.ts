import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { describeApi } from './helpers/test-api.ts';
import { importHistory } from '../src/backend/modules/history-import/import-history.ts';

/**
 * Issue 37 item 7, the GM dashboard: a period choice (the day its figures are seen from, never after
 * the business date), and last year's February keeps its 29th. The imported City Hotel (group 11)
 * gets closed days from January 2016 (a leap year) to March 2017 besides its history's.
 */
describeApi('the GM dashboard seen from a chosen day, against last year with its 29 February', (api) => {
  beforeAll(async () => {
    await importHistory(api().database, path.join(import.meta.dirname, 'fixtures', 'history-small.csv'));
    // Days closed on after the history (a quiet hotel: 2 of 10 rooms sold a night), so that February 2017 is closed too.
    await api().database.exec(`update users set permissions = permissions || '["chauffeur"]'::jsonb where code = 'admin'`);
    await api().database.exec(`insert into business_days (group_id, day, rooms_available, rooms_sold, room_revenue_minor, revenue_minor)
      select 11, d::date, 10, 2, 20000, 20000 from generate_series(date '2016-01-01', date '2017-03-05', interval '1 day') d
      where not exists (select 1 from business_days b where b.group_id = 11 and b.day = d::date)`);
  });

  it('compares February 2017 with the 29 days of February 2016', async () => {
    const r = await api().as('admin').get('/pms/reports/gm-dashboard', { group: 11 });
    expect(r.status).toBe(200);
    expect(r.body.businessDate).toBe('2017-03-06');
    const feb = r.body.months.find((m: { month: string }) => m.month === '2017-02');
    expect(feb.current).toMatchObject({ from: '2017-02-01', to: '2017-02-28', days: 28 });
    expect(feb.lastYear).toMatchObject({ from: '2016-02-01', to: '2016-02-29', days: 29 });
  });

  it('is seen from a chosen earlier day: that day, the day before, month and year to date around it', async () => {
    const r = await api().as('admin').get('/pms/reports/gm-dashboard', { group: 11, day: '2017-03-01' });
    expect(r.status).toBe(200);
    expect(r.body.businessDate).toBe('2017-03-06');
    const [day, before, month] = r.body.periods;
    // A closed day: its closing row, not the books.
    expect(day.current).toMatchObject({ from: '2017-03-01', to: '2017-03-01', days: 1, roomsSold: 2 });
    expect(before.current).toMatchObject({ from: '2017-02-28', to: '2017-02-28', days: 1 });
    expect(month.period).toBe('monthToDate');
    expect(month.current).toMatchObject({ from: '2017-02-01', to: '2017-02-28', days: 28, roomsSold: 56 });
    expect(month.lastYear).toMatchObject({ from: '2016-02-01', to: '2016-02-29', days: 29 });
  });

  it('refuses a day after the business date, naming the field', async () => {
    const r = await api().as('admin').get('/pms/reports/gm-dashboard', { group: 11, day: '2017-03-07' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ field: 'day', code: 'errors.period.afterBusinessDay' });
    expect((await api().as('admin').get('/pms/reports/gm-dashboard', { group: 11, day: '2017-02-30' })).status).toBe(400);
  });

  it('opens the KPI reports on the year that ends on the hotel’s business date, not on the calendar’s', async () => {
    const r = await api().as('admin').get('/pms/reports/kpis', { group: 12, by: 'country' });
    expect(r.status).toBe(200);
    const [after] = await api().database.query<{ day: string }>(`select (max(day) + 1)::text as day from business_days where group_id = 12`);
    expect(r.body.to).toBe(after?.day);
    expect(r.body.rows.length).toBeGreaterThan(0);
  });
});
