import { beforeAll, describe, expect, it } from 'vitest';
import { describeApi } from './helpers/test-api.ts';

interface Row { id: number; number: string; guestName: string; customerName: string; partnerName: string | null; segment: string | null; roomTypeCode: string; roomName: string | null; numberOfNights: number; checkin: string; checkout: string; created: string; status: number; priceMinor: number; currency: string; invoiced: boolean }
interface Page { content: Row[]; totalElements: number; totalPages: number; page: number; size: number }
type Q = Record<string, string | number | undefined>;

describeApi('reservations list, export, detail, exists and calendar', (api) => {
  beforeAll(async () => {
    // Five stays in hotel 1 covering every filter, one in hotel 2, and a partner user of Atlas Voyages.
    await api().database.exec(`
      insert into customers (customer_id, group_id, kind, first_name, last_name, company_name) values
        (9001, 1, 'person', 'Ann', 'Lee', ''), (9002, 1, 'company', '', '', 'Atlas Voyages'), (9003, 1, 'person', 'Bob', 'Stone', ''), (9101, 2, 'person', 'Julie', 'Martin', '');
      insert into market_segments (segment_id, group_id, name, code) values (951, 1, 'Tour operators', 'TO'), (952, 1, 'Direct', 'DIR');
      insert into room_types (room_type_id, group_id, code, name) values (901, 1, 'DBL', 'Double'), (902, 1, 'STE', 'Suite'), (903, 2, 'DBL', 'Double');
      insert into rooms (room_id, group_id, name, room_type_id) values (911, 1, '101', 901), (912, 1, '102', 901), (913, 1, '201', 902), (914, 2, '1', 903);
      insert into orders (order_id, group_id, number, customer_id) values (921, 1, 'R-0001', 9001), (922, 1, 'R-0002', 9003), (923, 1, 'R-0003', 9003), (924, 1, 'R-0004', 9001), (925, 1, 'R-0005', 9001), (926, 2, 'L-0001', 9101);
      insert into order_items (item_id, group_id, order_id, kind, description) values (931, 1, 921, 'room', 'Double'), (932, 1, 922, 'room', 'Double'), (933, 1, 923, 'room', 'Suite'), (934, 1, 924, 'room', 'Suite'), (935, 1, 925, 'room', 'Double'), (936, 2, 926, 'room', 'Double');
      insert into reservations (reservation_id, group_id, order_id, item_id, number, bo_number, customer_id, partner_id, guest_name, segment_id, room_type_id, room_id, checkin, checkout, status, price_minor, invoiced, created_at, cancelled_at, adults) values
        (941, 1, 921, 931, 'R-0001-1', 'BO-1', 9001, null, 'Ann Lee', 951, 901, 911, '2026-03-01', '2026-03-04', 3, 90000, true, '2026-02-01T10:00:00Z', null, 2),
        (942, 1, 922, 932, 'R-0002-1', null, 9003, 9002, 'Bob Stone', 952, 901, 912, '2026-03-04', '2026-03-06', 2, 60000, false, '2026-02-02T09:00:00Z', null, 1),
        (943, 1, 923, 933, 'R-0003-1', null, 9003, 9002, 'Carla Díaz', 951, 902, null, '2026-03-05', '2026-03-07', 0, 80000, false, '2026-02-02T23:30:00Z', null, 1),
        (944, 1, 924, 934, 'R-0004-1', null, 9001, null, 'Dan Annex', null, 902, 913, '2026-03-02', '2026-03-05', 5, 0, false, '2026-02-03T08:00:00Z', '2026-02-20T12:00:00Z', 1),
        (945, 1, 925, 935, 'R-0005-1', null, 9001, null, 'Eve_Ann%', null, 901, 911, '2026-03-10', '2026-03-12', 6, 0, false, '2026-02-05T08:00:00Z', null, 1),
        (946, 2, 926, 936, 'L-0001-1', null, 9101, null, 'Julie Martin', null, 903, 914, '2026-03-01', '2026-03-02', 0, 0, false, '2026-02-01T08:00:00Z', null, 1);
      insert into reservation_guests (group_id, reservation_id, first_name, last_name, is_primary) values (1, 941, 'Ann', 'Lee', true), (1, 941, 'Tom', 'Lee', false);
      insert into users (user_id, code, username, name, group_id, customer_id) values (951, 'partnerAtlas', 'partnerAtlas', 'Atlas Agent', 1, 9002);
      insert into user_preferred_hotels (user_id, group_id) values (951, 1);
    `);
  });

  const list = async (q: Q, path = '/pms/reservations', user = 'clerk1') => {
    const r = await api().as(user).get<Page>(path, q);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body;
  };
  const ids = async (q: Q, path = '/pms/reservations', user = 'clerk1') => (await list(q, path, user)).content.map((r) => r.id);

  it('lists the hotel\'s stays, check-in descending, with every column', async () => {
    const page = await list({});
    expect(page.content.map((r) => r.id)).toEqual([945, 943, 942, 944, 941]);
    expect(page).toMatchObject({ totalElements: 5, totalPages: 1, page: 0, size: 20 });
    expect(page.content.find((r) => r.id === 941)).toMatchObject({
      number: 'R-0001-1', boNumber: 'BO-1', itemId: 931, guestName: 'Ann Lee', customerName: 'Ann Lee', partnerName: null, segment: 'Tour operators',
      roomTypeCode: 'DBL', roomId: 911, roomName: '101', numberOfNights: 3, checkin: '2026-03-01', checkout: '2026-03-04',
      created: '2026-02-01T10:00:00Z', status: 3, priceMinor: 90000, currency: 'MAD', invoiced: true,
    });
    expect(page.content.find((r) => r.id === 942)).toMatchObject({ customerName: 'Bob Stone', partnerName: 'Atlas Voyages', segment: 'Direct' });
  });

  it('hands a page rendering in process the very page of stays JSON would give, in both dialects', async () => {
    for (const path of ['/pms/reservations', '/pms/reservations/v2']) {
      for (const query of [{}, { resastatus: 3, size: 2 }]) {
        const http = await api().as('clerk1').get(path, query);
        const page = await api().inProcess('clerk1', path, query);
        expect([page.status, page.handedOver]).toEqual([200, true]);
        expect(page.value).toStrictEqual(http.body);
        expect(JSON.parse(JSON.stringify(page.value))).toStrictEqual(page.value);
      }
    }
  });

  it('filters by status: one, a list, All', async () => {
    expect(await ids({ resastatus: 2 })).toEqual([942]);
    expect(await ids({ resastatus: '0,5' })).toEqual([943, 944]);
    expect(await ids({ resastatus: 'All' })).toHaveLength(5);
  });

  it('filters by room type, segment, partner and customer', async () => {
    expect(await ids({ roomtype: 902 })).toEqual([943, 944]);
    expect(await ids({ segmentid: 951 })).toEqual([943, 941]);
    expect(await ids({ partner: 9002 })).toEqual([943, 942]);
    expect(await ids({ customer: 9001 })).toEqual([945, 944, 941]);
  });

  it('filters by guest name (contains, any case, % and _ literal), booking and BO number', async () => {
    expect(await ids({ guest: 'ANN' })).toEqual([945, 944, 941]);
    expect(await ids({ guest: '_' })).toEqual([945]);
    expect(await ids({ guest: '%' })).toEqual([945]);
    expect(await ids({ bookingnumber: 'R-0002' })).toEqual([942]);
    expect(await ids({ number: 'R-0003-1' })).toEqual([943]);
    expect(await ids({ boNumber: 'BO-1' })).toEqual([941]);
  });

  it('created range: a start alone is that one day; dd-mm-yyyy is understood; the end is exclusive', async () => {
    expect(await ids({ createdfrom: '2026-02-02' })).toEqual([943, 942]);
    expect(await ids({ createdfrom: '01-02-2026', createdto: '03-02-2026' })).toEqual([943, 942, 941]);
    expect(await ids({ createdto: '2026-02-02' })).toEqual([941]);
  });

  it('check-in and check-out ranges: a missing bound equals the other (v1 and v2 names)', async () => {
    expect(await ids({ from: '2026-03-04' })).toEqual([942]);
    expect(await ids({ to: '2026-03-01' })).toEqual([941]);
    expect(await ids({ from: '2026-03-01', to: '2026-03-04' })).toEqual([942, 944, 941]);
    expect(await ids({ checkinfrom: '2026-03-02', checkinto: '2026-03-05' }, '/pms/reservations/v2')).toEqual([943, 942, 944]);
    expect(await ids({ chekoutfrom: '2026-03-06' }, '/pms/reservations/v2')).toEqual([942]);
    expect(await ids({ checkoutto: '2026-03-07' }, '/pms/reservations/v2')).toEqual([943]);
    expect(await ids({ checkoutfrom: '2026-03-04', checkoutto: '2026-03-06' })).toEqual([942, 944, 941]);
  });

  it('both dates: the stays of the period, without those leaving on its first day or without a room', async () => {
    const page = await list({ checkindate: '2026-03-04', checkoutdate: '2026-03-06' });
    expect(page.content.map((r) => r.id)).toEqual([942, 944]);
    expect(page.totalElements).toBe(2);
  });

  it('filters by cancelled range and invoiced (true / false only, null ignored)', async () => {
    expect(await ids({ canceledfrom: '2026-02-20' })).toEqual([944]);
    expect(await ids({ canceledfrom: '2026-02-21', canceledto: '2026-02-28' })).toEqual([]);
    expect(await ids({ invoiced: 'true' })).toEqual([941]);
    expect(await ids({ invoiced: 'false' })).toEqual([945, 943, 942, 944]);
    expect(await ids({ invoiced: 'null' })).toHaveLength(5);
  });

  it('sorts by guest, number, checkout and status', async () => {
    expect(await ids({ sort: 'guest' })).toEqual([941, 942, 943, 944, 945]);
    expect(await ids({ sort: 'number', dir: 'desc' })).toEqual([945, 944, 943, 942, 941]);
    expect(await ids({ sort: 'checkout', dir: 'asc' })).toEqual([941, 944, 942, 943, 945]);
    expect(await ids({ sort: 'status', dir: 'asc' })).toEqual([943, 942, 941, 944, 945]);
    expect(await ids({ sort: 'created', dir: 'asc' })).toEqual([941, 942, 943, 944, 945]);
  });

  it('pages with a total', async () => {
    expect(await list({ size: 2 })).toMatchObject({ totalElements: 5, totalPages: 3, page: 0, size: 2 });
    expect(await ids({ size: 2 })).toEqual([945, 943]);
    expect(await ids({ size: 2, page: 2 })).toEqual([941]);
    const past = await list({ size: 2, page: 3 });
    expect(past.content).toEqual([]);
    expect(past.totalElements).toBe(5);
  });

  it('a partner sees their company\'s bookings only, and not another partner\'s', async () => {
    expect(await ids({}, '/pms/reservations', 'partnerAtlas')).toEqual([943, 942]);
    expect(await ids({ partner: 9002, resastatus: 0 }, '/pms/reservations', 'partnerAtlas')).toEqual([943]);
    expect((await api().as('partnerAtlas').get('/pms/reservations', { partner: 9001 })).status).toBe(403);
  });

  it('works in the user\'s hotel; another hotel\'s group is refused with 403', async () => {
    expect(await ids({}, '/pms/reservations', 'clerk2')).toEqual([946]);
    expect((await api().as('clerk1').get('/pms/reservations', { group: 2 })).status).toBe(403);
    expect((await api().as('clerk1').get('/pms/reservations/export', { group: 2 })).status).toBe(403);
    expect(await ids({ group: 2 }, '/pms/reservations', 'admin')).toEqual([946]);
    expect((await api().anonymous().get('/pms/reservations')).status).toBe(401);
  });

  describe('bad input', () => {
    const cases: [string, Q, string][] = [
      ['an impossible date', { from: '2026-02-30' }, 'from'],
      ['a date in no known form', { createdfrom: 'yesterday' }, 'createdfrom'],
      ['from after to', { from: '2026-03-05', to: '2026-03-01' }, 'from'],
      ['created from after to', { createdfrom: '2026-03-05', createdto: '2026-03-01' }, 'createdfrom'],
      ['cancelled from after to', { canceledfrom: '2026-03-05', canceledto: '2026-03-01' }, 'canceledfrom'],
      ['an unknown status', { resastatus: '4' }, 'resastatus'],
      ['a status that is no number', { resastatus: '0,expected' }, 'resastatus'],
      ['size 0', { size: 0 }, 'size'],
      ['size over 500', { size: 501 }, 'size'],
      ['page -1', { page: -1 }, 'page'],
      ['invoiced=maybe', { invoiced: 'maybe' }, 'invoiced'],
      ['an unknown sort', { sort: 'price' }, 'sort'],
      ['a room type code instead of an id', { roomtype: 'DBL' }, 'roomtype'],
      ['a guest name of 101 characters', { guest: 'x'.repeat(101) }, 'guest'],
      ['a bad group', { group: 'riad' }, 'group'],
    ];
    for (const [what, q, field] of cases) {
      it(`refuses ${what} with a 400 naming ${field}`, async () => {
        const r = await api().as('clerk1').get('/pms/reservations', q);
        expect(r.status).toBe(400);
        expect(r.body).toMatchObject({ error: 'invalid_input', field });
        expect(r.body.message).toContain(field);
      });
    }
    it('refuses bad v2 dates and a bad export format', async () => {
      expect((await api().as('clerk1').get('/pms/reservations/v2', { checkinfrom: '2026-13-01' })).body.field).toBe('checkinfrom');
      expect((await api().as('clerk1').get('/pms/reservations/v2', { checkinfrom: '2026-03-05', checkinto: '2026-03-01' })).body.field).toBe('checkinfrom');
      expect((await api().as('clerk1').get('/pms/reservations/export', { format: 'pdf' })).body.field).toBe('format');
    });
  });

  it("lists the day's business: stays arriving, staying or leaving that day (on=)", async () => {
    expect((await ids({ on: '2026-03-05', sort: 'number', dir: 'asc' })).sort()).toEqual([942, 943, 944]);
    expect(await ids({ on: '05/03/2026', resastatus: 2 })).toEqual([942]);
    const bad = await api().as('clerk1').get('/pms/reservations', { on: '2026-02-30' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('on');
  });

  it('exports exactly the filtered rows as CSV, without paging', async () => {
    const q = { resastatus: '0,2,5', sort: 'number', dir: 'asc', size: 1 };
    const r = await api().as('clerk1').get<string>('/pms/reservations/export', q);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/csv');
    expect(r.headers.get('content-disposition')).toMatch(/attachment; filename="reservations-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = r.body.trim().split('\r\n');
    expect(lines[0]).toBe('Booking number,Back-office number,Guest,Customer,Partner,Segment,Room type,Room,Nights,Arrival,Departure,Booked on (UTC),Cancelled on (UTC),Status,Price,Currency,Invoiced,Reservation id');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['R-0002-1', 'R-0003-1', 'R-0004-1']);
    expect(lines[1]).toBe('R-0002-1,,Bob Stone,Bob Stone,Atlas Voyages,Direct,DBL,102,2,2026-03-04,2026-03-06,2026-02-02 09:00:00,,In house,600.00,MAD,No,942');
    const v2 = await api().as('clerk1').get<string>('/pms/reservations/v2/export', { checkinfrom: '2026-03-04', checkinto: '2026-03-10' });
    expect(v2.body.trim().split('\r\n').slice(1).map((l) => l.split(',')[0])).toEqual(['R-0005-1', 'R-0003-1', 'R-0002-1']);
    const partner = await api().as('partnerAtlas').get<string>('/pms/reservations/export');
    expect(partner.body.trim().split('\r\n')).toHaveLength(3);
  });

  it('exports an .xlsx workbook on format=xlsx', async () => {
    const res = await api().as('clerk1').get<string>('/pms/reservations/export', { format: 'xlsx', resastatus: 2 });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('x-total-count')).toBe('1');
    expect(res.body.startsWith('PK')).toBe(true);
  });

  it('reads one reservation with its order, customer, room and guests count', async () => {
    const r = await api().as('clerk1').get('/pms/reservations/941');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id: 941, orderId: 921, itemId: 931, number: 'R-0001-1', adults: 2, guestsCount: 2, numberOfNights: 3,
      customer: { id: 9001, name: 'Ann Lee' }, room: { id: 911, name: '101' }, roomType: { code: 'DBL' }, segment: { id: 951, name: 'Tour operators' }, partner: null,
    });
    expect((await api().as('clerk2').get('/pms/reservations/941')).status).toBe(404);
    expect((await api().as('partnerAtlas').get('/pms/reservations/941')).status).toBe(404);
    expect((await api().as('partnerAtlas').get('/pms/reservations/942')).body).toMatchObject({ id: 942, partner: { id: 9002, name: 'Atlas Voyages' }, guestsCount: 0 });
    expect((await api().as('clerk1').get('/pms/reservations/99999')).status).toBe(404);
  });

  it('checks whether a booking number exists, in a hotel the user may work in', async () => {
    expect((await api().as('clerk1').get('/pms/reservations/exists', { number: 'R-0001-1' })).body).toEqual({ exists: true, id: 941 });
    expect((await api().as('clerk1').get('/pms/reservations/exists', { number: 'R-0001-1', customer: 9003 })).body).toEqual({ exists: false, id: null });
    expect((await api().as('clerk1').get('/pms/reservations/exists', { number: 'R-0001-1', customer: 9001, groupId: 1 })).body.exists).toBe(true);
    expect((await api().as('clerk1').get('/pms/reservations/exists', { number: 'R-0001-1', groupId: 2 })).status).toBe(403);
    const bad = await api().as('clerk1').get('/pms/reservations/exists', {});
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('number');
  });

  it('gives the filter form its room types and segments, of the current hotel', async () => {
    const r = await api().as('clerk1').get('/pms/reservations/filter-choices');
    expect(r.body).toEqual({ roomTypes: [{ roomTypeId: 901, code: 'DBL', name: 'Double' }, { roomTypeId: 902, code: 'STE', name: 'Suite' }], segments: [{ segmentId: 952, name: 'Direct' }, { segmentId: 951, name: 'Tour operators' }] });
    expect((await api().as('clerk1').get('/pms/reservations/filter-choices', { group: 2 })).status).toBe(403);
  });

  it('hands a page rendering in process the kept choices, frozen, the same as JSON gives', async () => {
    const http = await api().as('clerk1').get('/pms/reservations/filter-choices');
    const page = await api().inProcess('clerk1', '/pms/reservations/filter-choices');
    expect([page.status, page.handedOver]).toEqual([200, true]);
    expect(page.value).toStrictEqual(http.body);
    expect(Object.isFrozen(page.value)).toBe(true);
  });

  it('gives the tape chart: rooms by type with the active stays of the range', async () => {
    const r = await api().as('clerk1').get('/pms/reservations/room/calendar', { from: '2026-03-01', to: '2026-03-05' });
    expect(r.status).toBe(200);
    const dbl = r.body.roomTypes.find((t: { code: string }) => t.code === 'DBL');
    const ste = r.body.roomTypes.find((t: { code: string }) => t.code === 'STE');
    expect(dbl.rooms.map((room: { name: string; stays: { id: number }[] }) => [room.name, room.stays.map((s) => s.id)])).toEqual([['101', [941]], ['102', [942]]]);
    expect(ste.rooms[0].stays).toEqual([]);
    expect(ste.unassigned.map((s: { id: number }) => s.id)).toEqual([943]);
    const tooLong = await api().as('clerk1').get('/pms/reservations/room/calendar', { from: '2026-03-01', to: '2026-05-02' });
    expect([tooLong.status, tooLong.body.field]).toEqual([400, 'to']);
    expect((await api().as('clerk1').get('/pms/reservations/room/calendar', { from: '2026-03-05', to: '2026-03-01' })).body.field).toBe('from');
    expect((await api().as('clerk1').get('/pms/reservations/room/calendar', { from: '2026-03-01', to: '2026-03-05', group: 2 })).status).toBe(403);
    expect((await api().as('partnerAtlas').get('/pms/reservations/room/calendar', { from: '2026-03-01', to: '2026-03-05' })).status).toBe(403);
  });
});
