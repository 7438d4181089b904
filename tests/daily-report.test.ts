import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { insertStay } from './helpers/stay-factory.ts';

const DAY = '2026-03-10';
const HEADER = 'Section,Booking number,Room,Room type,Guest,Customer,Arrival,Departure,Nights,Adults,Children,Status,Price,Price of the night,Currency,Segment,Channel,Reservation id';
const SECTION: Record<string, string> = { Arrival: 'arrival', 'In house': 'in_house', Departure: 'departure', Cancellation: 'cancelled', 'No-show': 'no_show' };
/** 'arrival:4401' from a CSV line: the section and the reservation id (the last column). */
const key = (line: string) => `${SECTION[line.split(',')[0]!]}:${line.split(',').at(-1)}`;

/** A stay with its order and item, and one room-night charge per night at `night` minor units. */
async function addStay(api: TestApi, id: number, s: { checkin: string; checkout: string; status: number; roomId?: number; group?: number; night?: number; cancelledAt?: string; adults?: number; kidAges?: string; segmentId?: number }): Promise<void> {
  const group = s.group ?? 1;
  await insertStay(api, {
    ...s, id, prefix: 'DR', group, customerId: group === 1 ? 4101 : 4102, roomTypeId: group === 1 ? 401 : 402, nightMinor: s.night ?? 10000, currency: group === 1 ? 'MAD' : 'EUR',
  });
}

describeApi('daily report export', (api) => {
  const report = (query: Record<string, string | number>, user = 'clerk1') => api().as(user).get<string>('/pms/reservations/dailyreport/export', query);
  const ids = async (query: Record<string, string | number>, user = 'clerk1') => {
    const res = await report(query, user);
    expect(res.status, String(res.body)).toBe(200);
    return res.body.trim().split('\r\n').slice(1).map(key);
  };

  beforeAll(async () => {
    await api().database.exec(`
      update hotels set timezone = 'Europe/Paris' where group_id = 2;
      insert into customers (customer_id, group_id, kind, first_name, last_name, company_name) values (4101, 1, 'person', 'Nour', 'Alaoui', ''), (4102, 2, 'person', 'Marie', 'Curie', '');
      insert into market_segments (segment_id, group_id, name, code) values (4201, 1, 'Direct', 'DIR');
      insert into room_types (room_type_id, group_id, code, name) values (401, 1, 'DR-DBL', 'Double'), (402, 2, 'DR-DBL', 'Double');
      insert into rooms (room_id, group_id, name, room_type_id) values (411, 1, '101', 401), (412, 1, '102', 401), (413, 1, '103', 401), (414, 1, '104', 401), (415, 1, '201', 401), (416, 2, '101', 402);
      insert into users (user_id, code, username, name, group_id, customer_id) values (4301, 'dr-partner', 'dr-partner', 'Partner', 1, 4101);
      insert into user_preferred_hotels (user_id, group_id) values (4301, 1);
    `);
    await addStay(api(), 4401, { checkin: DAY, checkout: '2026-03-12', status: 0, roomId: 411, night: 100000, adults: 2, kidAges: '4', segmentId: 4201 }); // arriving
    await addStay(api(), 4402, { checkin: DAY, checkout: '2026-03-11', status: 2, roomId: 412, night: 90000 }); // arrived
    await addStay(api(), 4403, { checkin: '2026-03-08', checkout: '2026-03-12', status: 2, roomId: 413, night: 50000 }); // staying
    await addStay(api(), 4404, { checkin: '2026-03-07', checkout: DAY, status: 2, roomId: 415 }); // due out
    await addStay(api(), 4405, { checkin: '2026-03-09', checkout: DAY, status: 3, roomId: 414 }); // gone
    await addStay(api(), 4406, { checkin: '2026-03-20', checkout: '2026-03-21', status: 5, cancelledAt: '2026-03-10T09:00:00Z' });
    await addStay(api(), 4407, { checkin: '2026-03-20', checkout: '2026-03-21', status: 5, cancelledAt: '2026-03-09T09:00:00Z' });
    await addStay(api(), 4408, { checkin: DAY, checkout: '2026-03-11', status: 6 });
    await addStay(api(), 4409, { checkin: '2026-03-11', checkout: '2026-03-12', status: 0 });
    // Hotel 2 (Paris, UTC+1): cancelled at 00:30 local on the 10th, and at 00:30 local on the 11th.
    await addStay(api(), 4501, { checkin: DAY, checkout: '2026-03-11', status: 0, group: 2, roomId: 416 });
    await addStay(api(), 4502, { checkin: '2026-04-01', checkout: '2026-04-02', status: 5, group: 2, cancelledAt: '2026-03-09T23:30:00Z' });
    await addStay(api(), 4503, { checkin: '2026-04-01', checkout: '2026-04-02', status: 5, group: 2, cancelledAt: '2026-03-10T23:30:00Z' });
  });

  it('lists every section of the day by default, in room order, with the stay and the night price', async () => {
    const res = await report({ closingdate: DAY });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="daily-report-2026-03-10.csv"');
    expect(res.headers.get('x-total-count')).toBe('8');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines.slice(1).map(key)).toEqual([
      'arrival:4401', 'arrival:4402', 'in_house:4402', 'in_house:4403', 'departure:4405', 'departure:4404', 'cancelled:4406', 'no_show:4408',
    ]);
    expect(lines[1]).toBe('Arrival,DR-4401-1,101,DR-DBL,Guest 4401,Nour Alaoui,2026-03-10,2026-03-12,2,2,1,Expected,2000.00,1000.00,MAD,Direct,15,4401');
    expect(lines[4]).toBe('In house,DR-4403-1,103,DR-DBL,Guest 4403,Nour Alaoui,2026-03-08,2026-03-12,4,1,0,In house,2000.00,500.00,MAD,,15,4403');
    expect(lines[6]).toBe('Departure,DR-4404-1,201,DR-DBL,Guest 4404,Nour Alaoui,2026-03-07,2026-03-10,3,1,0,In house,300.00,,MAD,,15,4404');
    expect(await ids({ closingdate: DAY, status: 'All' })).toHaveLength(8);
  });

  it('gives one section per status code', async () => {
    expect(await ids({ closingdate: DAY, status: 0 })).toEqual(['arrival:4401', 'arrival:4402']);
    expect(await ids({ closingdate: DAY, status: 2 })).toEqual(['in_house:4402', 'in_house:4403']);
    expect(await ids({ closingdate: DAY, status: 3 })).toEqual(['departure:4405', 'departure:4404']);
    expect(await ids({ closingdate: DAY, status: 5 })).toEqual(['cancelled:4406']);
    expect(await ids({ closingdate: DAY, status: 6 })).toEqual(['no_show:4408']);
    expect(await ids({ closingdate: '2026-03-11', status: 0 })).toEqual(['arrival:4409']);
    expect(await ids({ closingdate: '2026-01-01' })).toEqual([]);
  });

  it("takes the hotel's own day for cancellations, and only the hotel's stays", async () => {
    expect(await ids({ closingdate: DAY }, 'clerk2')).toEqual(['arrival:4501', 'cancelled:4502']);
    expect(await ids({ closingdate: '2026-03-11', status: 5 }, 'clerk2')).toEqual(['cancelled:4503']);
    expect(await ids({ closingdate: DAY, group: 2 }, 'admin')).toEqual(['arrival:4501', 'cancelled:4502']);
  });

  it('exports an .xlsx workbook', async () => {
    const res = await report({ closingdate: DAY, status: 2, format: 'xlsx' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="daily-report-2026-03-10.xlsx"');
    expect(res.headers.get('x-total-count')).toBe('2');
    expect(res.body.startsWith('PK')).toBe(true);
  });

  it('refuses bad days, statuses and formats, other hotels and partners', async () => {
    const cases: [string, Record<string, string | number>, number, string?][] = [
      ['clerk1', {}, 400, 'closingdate'],
      ['clerk1', { closingdate: '10/03/2026' }, 400, 'closingdate'],
      ['clerk1', { closingdate: '2026-02-30' }, 400, 'closingdate'],
      ['clerk1', { closingdate: DAY, status: 1 }, 400, 'status'],
      ['clerk1', { closingdate: DAY, status: 'arrivals' }, 400, 'status'],
      ['clerk1', { closingdate: DAY, format: 'pdf' }, 400, 'format'],
      ['admin', { closingdate: DAY, group: -1 }, 400, 'group'],
      ['clerk1', { closingdate: DAY, group: 2 }, 403],
      ['clerk2', { closingdate: DAY, group: 1 }, 403],
      ['dr-partner', { closingdate: DAY }, 403],
    ];
    for (const [user, query, status, field] of cases) {
      const res = await api().as(user).get<{ field?: string; message: string }>('/pms/reservations/dailyreport/export', query);
      expect({ user, query, status: res.status }).toEqual({ user, query, status });
      expect(res.body.message).toBeTruthy();
      if (field) expect(res.body.field).toBe(field);
    }
  });
});
