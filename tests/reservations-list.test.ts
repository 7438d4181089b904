import { beforeAll, describe, expect, it } from 'vitest';
import { describeApi } from './helpers/test-api.ts';
import {
  aCompany,
  aPerson,
  aRegisteredGuest,
  aRoom,
  aRoomType,
  aSegment,
  aStay,
  aUser,
  FIXTURE,
  RESERVATION_STATUS,
  type CustomerHandle,
  type RoomHandle,
  type RoomTypeHandle,
  type SegmentHandle,
  type StayHandle,
} from './helpers/builders/index.ts';

interface Row {
  id: number;
  number: string;
  guestName: string;
  customerName: string;
  partnerName: string | null;
  segment: string | null;
  roomTypeCode: string;
  roomName: string | null;
  numberOfNights: number;
  checkin: string;
  checkout: string;
  created: string;
  status: number;
  priceMinor: number;
  currency: string;
  invoiced: boolean;
}
interface Page {
  content: Row[];
  totalElements: number;
  totalPages: number;
  page: number;
  size: number;
}
type Q = Record<string, string | number | undefined>;

/** The six stays by their order number's rank (R-0001 … R-0005, and L-0001 in hotel 2), and their ids as the list answers them. */
const R = {} as Record<1 | 2 | 3 | 4 | 5 | 6, StayHandle>;
const id = (...ranks: (1 | 2 | 3 | 4 | 5 | 6)[]) => ranks.map((n) => R[n].reservationId);
let ann: CustomerHandle, atlas: CustomerHandle, bob: CustomerHandle;
let double: RoomTypeHandle, suite: RoomTypeHandle;
let tourOperators: SegmentHandle, direct: SegmentHandle;
let r101: RoomHandle;

describeApi('reservations list, export, detail, exists and calendar', (api) => {
  beforeAll(async () => {
    // Five stays in hotel 1 covering every filter, one in hotel 2, and a partner user of Atlas Voyages.
    const a = api();
    ann = await aPerson(a).named('Ann', 'Lee').create();
    atlas = await aCompany(a).called('Atlas Voyages').create();
    bob = await aPerson(a).named('Bob', 'Stone').create();
    const julie = await aPerson(a).forHotel(FIXTURE.hotel2).named('Julie', 'Martin').create();
    tourOperators = await aSegment(a).coded('TO', 'Tour operators').create();
    direct = await aSegment(a).coded('DIR', 'Direct').create();
    double = await aRoomType(a).coded('DBL', 'Double').create();
    suite = await aRoomType(a).coded('STE', 'Suite').create();
    const parisDouble = await aRoomType(a).forHotel(FIXTURE.hotel2).coded('DBL', 'Double').create();
    r101 = await aRoom(a).ofType(double).named('101').create();
    const r102 = await aRoom(a).ofType(double).named('102').create();
    const r201 = await aRoom(a).ofType(suite).named('201').create();
    const paris1 = await aRoom(a).ofType(parisDouble).named('1').create();
    // Prices as the stays were sold (the list shows them); the folios are not this test's.
    const stay = (number: string, customer: CustomerHandle, guest: string, bookedAt: string) =>
      aStay(a).withOrderNumber(number).forCustomer(customer).guest(guest).createdAt(bookedAt).withNightPrice(0).withoutCharges();
    R[1] = await stay('R-0001', ann, 'Ann Lee', '2026-02-01T10:00:00Z')
      .inRoom(r101)
      .dates('2026-03-01', '2026-03-04')
      .checkedOut()
      .withNightPrice(30000)
      .withBoNumber('BO-1')
      .inSegment(tourOperators)
      .invoiced()
      .guests(2)
      .create();
    R[2] = await stay('R-0002', bob, 'Bob Stone', '2026-02-02T09:00:00Z')
      .inRoom(r102)
      .dates('2026-03-04', '2026-03-06')
      .inHouse()
      .withNightPrice(30000)
      .forPartner(atlas)
      .inSegment(direct)
      .create();
    R[3] = await stay('R-0003', bob, 'Carla Díaz', '2026-02-02T23:30:00Z')
      .ofType(suite)
      .dates('2026-03-05', '2026-03-07')
      .withNightPrice(40000)
      .forPartner(atlas)
      .inSegment(tourOperators)
      .create();
    R[4] = await stay('R-0004', ann, 'Dan Annex', '2026-02-03T08:00:00Z')
      .inRoom(r201)
      .dates('2026-03-02', '2026-03-05')
      .cancelled({ at: '2026-02-20T12:00:00Z' })
      .create();
    R[5] = await stay('R-0005', ann, 'Eve_Ann%', '2026-02-05T08:00:00Z').inRoom(r101).dates('2026-03-10', '2026-03-12').noShow().create();
    R[6] = await stay('L-0001', julie, 'Julie Martin', '2026-02-01T08:00:00Z').inRoom(paris1).dates('2026-03-01', '2026-03-02').create();
    await aRegisteredGuest(a, R[1], { firstName: 'Ann', lastName: 'Lee' });
    await aRegisteredGuest(a, R[1], { firstName: 'Tom', lastName: 'Lee', isPrimary: false });
    await aUser(a, 'partnerAtlas').named('Atlas Agent').partnerOf(atlas).create();
  });

  const list = async (q: Q, path = '/pms/reservations', user = 'clerk1') => {
    const r = await api().as(user).get<Page>(path, q);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body;
  };
  const ids = async (q: Q, path = '/pms/reservations', user = 'clerk1') => (await list(q, path, user)).content.map((r) => r.id);

  it("lists the hotel's stays, check-in descending, with every column", async () => {
    const page = await list({});
    expect(page.content.map((r) => r.id)).toEqual(id(5, 3, 2, 4, 1));
    expect(page).toMatchObject({ totalElements: 5, totalPages: 1, page: 0, size: 20 });
    expect(page.content.find((r) => r.id === R[1].reservationId)).toMatchObject({
      number: 'R-0001-1',
      boNumber: 'BO-1',
      itemId: R[1].itemId,
      guestName: 'Ann Lee',
      customerName: 'Ann Lee',
      partnerName: null,
      segment: 'Tour operators',
      roomTypeCode: 'DBL',
      roomId: r101.roomId,
      roomName: '101',
      numberOfNights: 3,
      checkin: '2026-03-01',
      checkout: '2026-03-04',
      created: '2026-02-01T10:00:00Z',
      status: RESERVATION_STATUS.DEPARTED,
      priceMinor: 90000,
      currency: 'MAD',
      invoiced: true,
    });
    expect(page.content.find((r) => r.id === R[2].reservationId)).toMatchObject({ customerName: 'Bob Stone', partnerName: 'Atlas Voyages', segment: 'Direct' });
  });

  it('hands a page rendering in process the very page of stays JSON would give, in both dialects', async () => {
    for (const path of ['/pms/reservations', '/pms/reservations/v2']) {
      for (const query of [{}, { resastatus: RESERVATION_STATUS.DEPARTED, size: 2 }]) {
        const http = await api().as('clerk1').get(path, query);
        const page = await api().inProcess('clerk1', path, query);
        expect([page.status, page.handedOver]).toEqual([200, true]);
        expect(page.value).toStrictEqual(http.body);
        expect(JSON.parse(JSON.stringify(page.value))).toStrictEqual(page.value);
      }
    }
  });

  it('filters by status: one, a list, All', async () => {
    expect(await ids({ resastatus: RESERVATION_STATUS.IN_HOUSE })).toEqual(id(2));
    expect(await ids({ resastatus: [RESERVATION_STATUS.EXPECTED, RESERVATION_STATUS.CANCELLED].join(',') })).toEqual(id(3, 4));
    expect(await ids({ resastatus: 'All' })).toHaveLength(5);
  });

  it('filters by room type, segment, partner and customer', async () => {
    expect(await ids({ roomtype: suite.roomTypeId })).toEqual(id(3, 4));
    expect(await ids({ segmentid: tourOperators.segmentId })).toEqual(id(3, 1));
    expect(await ids({ partner: atlas.customerId })).toEqual(id(3, 2));
    expect(await ids({ customer: ann.customerId })).toEqual(id(5, 4, 1));
  });

  it('filters by guest name (contains, any case, % and _ literal), booking and BO number', async () => {
    expect(await ids({ guest: 'ANN' })).toEqual(id(5, 4, 1));
    expect(await ids({ guest: '_' })).toEqual(id(5));
    expect(await ids({ guest: '%' })).toEqual(id(5));
    expect(await ids({ bookingnumber: 'R-0002' })).toEqual(id(2));
    expect(await ids({ number: 'R-0003-1' })).toEqual(id(3));
    expect(await ids({ boNumber: 'BO-1' })).toEqual(id(1));
  });

  it('created range: a start alone is that one day; dd-mm-yyyy is understood; the end is exclusive', async () => {
    expect(await ids({ createdfrom: '2026-02-02' })).toEqual(id(3, 2));
    expect(await ids({ createdfrom: '01-02-2026', createdto: '03-02-2026' })).toEqual(id(3, 2, 1));
    expect(await ids({ createdto: '2026-02-02' })).toEqual(id(1));
  });

  it('check-in and check-out ranges: a missing bound equals the other (v1 and v2 names)', async () => {
    expect(await ids({ from: '2026-03-04' })).toEqual(id(2));
    expect(await ids({ to: '2026-03-01' })).toEqual(id(1));
    expect(await ids({ from: '2026-03-01', to: '2026-03-04' })).toEqual(id(2, 4, 1));
    expect(await ids({ checkinfrom: '2026-03-02', checkinto: '2026-03-05' }, '/pms/reservations/v2')).toEqual(id(3, 2, 4));
    expect(await ids({ chekoutfrom: '2026-03-06' }, '/pms/reservations/v2')).toEqual(id(2));
    expect(await ids({ checkoutto: '2026-03-07' }, '/pms/reservations/v2')).toEqual(id(3));
    expect(await ids({ checkoutfrom: '2026-03-04', checkoutto: '2026-03-06' })).toEqual(id(2, 4, 1));
  });

  it('both dates: the stays of the period, without those leaving on its first day or without a room', async () => {
    const page = await list({ checkindate: '2026-03-04', checkoutdate: '2026-03-06' });
    expect(page.content.map((r) => r.id)).toEqual(id(2, 4));
    expect(page.totalElements).toBe(2);
  });

  it('filters by cancelled range and invoiced (true / false only, null ignored)', async () => {
    expect(await ids({ canceledfrom: '2026-02-20' })).toEqual(id(4));
    expect(await ids({ canceledfrom: '2026-02-21', canceledto: '2026-02-28' })).toEqual([]);
    expect(await ids({ invoiced: 'true' })).toEqual(id(1));
    expect(await ids({ invoiced: 'false' })).toEqual(id(5, 3, 2, 4));
    expect(await ids({ invoiced: 'null' })).toHaveLength(5);
  });

  it('sorts by guest, number, checkout and status', async () => {
    expect(await ids({ sort: 'guest' })).toEqual(id(1, 2, 3, 4, 5));
    expect(await ids({ sort: 'number', dir: 'desc' })).toEqual(id(5, 4, 3, 2, 1));
    expect(await ids({ sort: 'checkout', dir: 'asc' })).toEqual(id(1, 4, 2, 3, 5));
    expect(await ids({ sort: 'status', dir: 'asc' })).toEqual(id(3, 2, 1, 4, 5));
    expect(await ids({ sort: 'created', dir: 'asc' })).toEqual(id(1, 2, 3, 4, 5));
  });

  it('pages with a total', async () => {
    expect(await list({ size: 2 })).toMatchObject({ totalElements: 5, totalPages: 3, page: 0, size: 2 });
    expect(await ids({ size: 2 })).toEqual(id(5, 3));
    expect(await ids({ size: 2, page: 2 })).toEqual(id(1));
    const past = await list({ size: 2, page: 3 });
    expect(past.content).toEqual([]);
    expect(past.totalElements).toBe(5);
  });

  it("a partner sees their company's bookings only, and not another partner's", async () => {
    expect(await ids({}, '/pms/reservations', 'partnerAtlas')).toEqual(id(3, 2));
    expect(await ids({ partner: atlas.customerId, resastatus: RESERVATION_STATUS.EXPECTED }, '/pms/reservations', 'partnerAtlas')).toEqual(id(3));
    expect((await api().as('partnerAtlas').get('/pms/reservations', { partner: ann.customerId })).status).toBe(403);
  });

  it("works in the user's hotel; another hotel's group is refused with 403", async () => {
    expect(await ids({}, '/pms/reservations', 'clerk2')).toEqual(id(6));
    expect((await api().as('clerk1').get('/pms/reservations', { group: 2 })).status).toBe(403);
    expect((await api().as('clerk1').get('/pms/reservations/export', { group: 2 })).status).toBe(403);
    expect(await ids({ group: 2 }, '/pms/reservations', 'admin')).toEqual(id(6));
    expect((await api().anonymous().get('/pms/reservations')).status).toBe(401);
  });

  describe('bad input', () => {
    const cases: [string, Q, string][] = [
      ['an impossible date', { from: '2026-02-30' }, 'from'],
      ['a date in no known form', { createdfrom: 'yesterday' }, 'createdfrom'],
      ['from after to', { from: '2026-03-05', to: '2026-03-01' }, 'from'],
      ['created from after to', { createdfrom: '2026-03-05', createdto: '2026-03-01' }, 'createdfrom'],
      ['cancelled from after to', { canceledfrom: '2026-03-05', canceledto: '2026-03-01' }, 'canceledfrom'],
      ['an unknown status', { resastatus: '4' }, 'resastatus'], // 4 is an order status, no stay's
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
    expect((await ids({ on: '2026-03-05', sort: 'number', dir: 'asc' })).sort()).toEqual(id(2, 3, 4));
    expect(await ids({ on: '05/03/2026', resastatus: RESERVATION_STATUS.IN_HOUSE })).toEqual(id(2));
    const bad = await api().as('clerk1').get('/pms/reservations', { on: '2026-02-30' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('on');
  });

  it('exports exactly the filtered rows as CSV, without paging', async () => {
    const q = {
      resastatus: [RESERVATION_STATUS.EXPECTED, RESERVATION_STATUS.IN_HOUSE, RESERVATION_STATUS.CANCELLED].join(','),
      sort: 'number',
      dir: 'asc',
      size: 1,
    };
    const r = await api().as('clerk1').get<string>('/pms/reservations/export', q);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/csv');
    expect(r.headers.get('content-disposition')).toMatch(/attachment; filename="reservations-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = r.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Booking number,Back-office number,Guest,Customer,Partner,Segment,Room type,Room,Nights,Arrival,Departure,Booked on (UTC),Cancelled on (UTC),Status,Price,Currency,Invoiced,Reservation id',
    );
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['R-0002-1', 'R-0003-1', 'R-0004-1']);
    expect(lines[1]).toBe(
      `R-0002-1,,Bob Stone,Bob Stone,Atlas Voyages,Direct,DBL,102,2,2026-03-04,2026-03-06,2026-02-02 09:00:00,,In house,600.00,MAD,No,${R[2].reservationId}`,
    );
    const v2 = await api().as('clerk1').get<string>('/pms/reservations/v2/export', { checkinfrom: '2026-03-04', checkinto: '2026-03-10' });
    expect(
      v2.body
        .trim()
        .split('\r\n')
        .slice(1)
        .map((l) => l.split(',')[0]),
    ).toEqual(['R-0005-1', 'R-0003-1', 'R-0002-1']);
    const partner = await api().as('partnerAtlas').get<string>('/pms/reservations/export');
    expect(partner.body.trim().split('\r\n')).toHaveLength(3);
  });

  it('exports an .xlsx workbook on format=xlsx', async () => {
    const res = await api().as('clerk1').get<string>('/pms/reservations/export', { format: 'xlsx', resastatus: RESERVATION_STATUS.IN_HOUSE });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('x-total-count')).toBe('1');
    expect(res.body.startsWith('PK')).toBe(true);
  });

  it('reads one reservation with its order, customer, room and guests count', async () => {
    const r = await api().as('clerk1').get(`/pms/reservations/${R[1].reservationId}`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id: R[1].reservationId,
      orderId: R[1].orderId,
      itemId: R[1].itemId,
      number: 'R-0001-1',
      adults: 2,
      guestsCount: 2,
      numberOfNights: 3,
      customer: { id: ann.customerId, name: 'Ann Lee' },
      room: { id: r101.roomId, name: '101' },
      roomType: { code: 'DBL' },
      segment: { id: tourOperators.segmentId, name: 'Tour operators' },
      partner: null,
    });
    expect((await api().as('clerk2').get(`/pms/reservations/${R[1].reservationId}`)).status).toBe(404);
    expect((await api().as('partnerAtlas').get(`/pms/reservations/${R[1].reservationId}`)).status).toBe(404);
    expect((await api().as('partnerAtlas').get(`/pms/reservations/${R[2].reservationId}`)).body).toMatchObject({
      id: R[2].reservationId,
      partner: { id: atlas.customerId, name: 'Atlas Voyages' },
      guestsCount: 0,
    });
    expect((await api().as('clerk1').get('/pms/reservations/99999')).status).toBe(404);
  });

  it('checks whether a booking number exists, in a hotel the user may work in', async () => {
    expect((await api().as('clerk1').get('/pms/reservations/exists', { number: 'R-0001-1' })).body).toEqual({ exists: true, id: R[1].reservationId });
    expect((await api().as('clerk1').get('/pms/reservations/exists', { number: 'R-0001-1', customer: bob.customerId })).body).toEqual({
      exists: false,
      id: null,
    });
    expect((await api().as('clerk1').get('/pms/reservations/exists', { number: 'R-0001-1', customer: ann.customerId, groupId: 1 })).body.exists).toBe(true);
    expect((await api().as('clerk1').get('/pms/reservations/exists', { number: 'R-0001-1', groupId: 2 })).status).toBe(403);
    const bad = await api().as('clerk1').get('/pms/reservations/exists', {});
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('number');
  });

  it('gives the filter form its room types and segments, of the current hotel', async () => {
    const r = await api().as('clerk1').get('/pms/reservations/filter-choices');
    expect(r.body).toEqual({
      roomTypes: [
        { roomTypeId: double.roomTypeId, code: 'DBL', name: 'Double' },
        { roomTypeId: suite.roomTypeId, code: 'STE', name: 'Suite' },
      ],
      segments: [
        { segmentId: direct.segmentId, name: 'Direct' },
        { segmentId: tourOperators.segmentId, name: 'Tour operators' },
      ],
    });
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
    expect(dbl.rooms.map((room: { name: string; stays: { id: number }[] }) => [room.name, room.stays.map((s) => s.id)])).toEqual([
      ['101', id(1)],
      ['102', id(2)],
    ]);
    expect(ste.rooms[0].stays).toEqual([]);
    expect(ste.unassigned.map((s: { id: number }) => s.id)).toEqual(id(3));
    const tooLong = await api().as('clerk1').get('/pms/reservations/room/calendar', { from: '2026-03-01', to: '2026-05-02' });
    expect([tooLong.status, tooLong.body.field]).toEqual([400, 'to']);
    expect((await api().as('clerk1').get('/pms/reservations/room/calendar', { from: '2026-03-05', to: '2026-03-01' })).body.field).toBe('from');
    expect((await api().as('clerk1').get('/pms/reservations/room/calendar', { from: '2026-03-01', to: '2026-03-05', group: 2 })).status).toBe(403);
    expect((await api().as('partnerAtlas').get('/pms/reservations/room/calendar', { from: '2026-03-01', to: '2026-03-05' })).status).toBe(403);
  });
});
