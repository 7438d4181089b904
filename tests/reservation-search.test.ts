import { beforeAll, expect, it } from 'vitest';
import { describeApi } from './helpers/test-api.ts';
import { aClosedDay, aCompany, aPerson, aRoom, aRoomType, aStay, aTag, aUser, FIXTURE, RESERVATION_STATUS, type StayHandle } from './helpers/builders/index.ts';

interface Hit {
  id: number;
  number: string;
  guestName: string;
  checkin: string;
  checkout: string;
  status: number;
  roomName: string | null;
}

describeApi('reservation lookups of the shell: header search and card tag', (api) => {
  // Two stays in hotel 1 (one with a room and a card tag), one in hotel 2 with the same tag.
  let karim: StayHandle, sofia: StayHandle, julie: StayHandle;
  beforeAll(async () => {
    const a = api();
    const guest = await aPerson(a).named('Karim', 'Bennani').create();
    const parisGuest = await aPerson(a).forHotel(FIXTURE.hotel2).named('Julie', 'Martin').create();
    const double = await aRoomType(a).coded('DBL', 'Double').create();
    const parisDouble = await aRoomType(a).forHotel(FIXTURE.hotel2).coded('DBL', 'Double').create();
    const r101 = await aRoom(a).ofType(double).named('101').create();
    const stay = (number: string) => aStay(a).withOrderNumber(number).withNightPrice(0).withoutCharges();
    karim = await stay('RIAD-0001').forCustomer(guest).inRoom(r101).dates('2026-03-01', '2026-03-04').inHouse().withBoNumber('BO-77').create();
    sofia = await stay('RIAD-0002').forCustomer(guest).guest('Sofia Karimi').ofType(double).dates('2026-04-10', '2026-04-12').create();
    julie = await stay('LUMI-0001').forCustomer(parisGuest).ofType(parisDouble).dates('2026-03-01', '2026-03-02').create();
    await aTag(a, karim, '12345');
    await aTag(a, julie, '12345');
  });

  it('finds by guest name, case-insensitively, prefix matches first', async () => {
    const { status, body } = await api().as('clerk1').get<Hit[]>('/pms/reservations/search', { q: 'karim' });
    expect(status).toBe(200);
    expect(body.map((h) => h.id)).toEqual([karim.reservationId, sofia.reservationId]);
    expect(body[0]).toMatchObject({
      number: 'RIAD-0001-1',
      guestName: 'Karim Bennani',
      checkin: '2026-03-01',
      checkout: '2026-03-04',
      status: RESERVATION_STATUS.IN_HOUSE,
      roomName: '101',
    });
  });

  it('narrows the search to one status with resastatus, and refuses an unknown status', async () => {
    expect(
      (await api().as('clerk1').get<Hit[]>('/pms/reservations/search', { q: 'karim', resastatus: RESERVATION_STATUS.IN_HOUSE })).body.map((h) => h.id),
    ).toEqual([karim.reservationId]);
    const bad = await api().as('clerk1').get('/pms/reservations/search', { q: 'karim', resastatus: 4 }); // 4: an order status, no stay's
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('resastatus');
  });

  it('finds by booking number and by BO number', async () => {
    expect((await api().as('clerk1').get<Hit[]>('/pms/reservations/search', { q: 'RIAD-0002' })).body.map((h) => h.id)).toEqual([sofia.reservationId]);
    expect((await api().as('clerk1').get<Hit[]>('/pms/reservations/search', { q: 'bo-7' })).body.map((h) => h.id)).toEqual([karim.reservationId]);
  });

  it('searches the current hotel only, and treats % and _ literally', async () => {
    expect((await api().as('clerk2').get<Hit[]>('/pms/reservations/search', { q: 'karim' })).body).toEqual([]);
    expect((await api().as('clerk2').get<Hit[]>('/pms/reservations/search', { q: 'julie' })).body.map((h) => h.id)).toEqual([julie.reservationId]);
    expect((await api().as('clerk1').get<Hit[]>('/pms/reservations/search', { q: '%' })).body).toEqual([]);
  });

  it('refuses an empty or too long query with a 400 naming q', async () => {
    const empty = await api().as('clerk1').get('/pms/reservations/search', { q: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.field).toBe('q');
    expect(
      (
        await api()
          .as('clerk1')
          .get('/pms/reservations/search', { q: 'x'.repeat(101) })
      ).status,
    ).toBe(400);
    expect((await api().anonymous().get('/pms/reservations/search', { q: 'karim' })).status).toBe(401);
  });

  it('finds the reservation behind a card tag, in the current hotel', async () => {
    const one = await api().as('clerk1').get<Hit>('/pms/reservations/bytag/12345');
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: karim.reservationId, number: 'RIAD-0001-1', roomName: '101' });
    const two = await api().as('clerk2').get<Hit>('/pms/reservations/bytag/12345');
    expect(two.body.id).toBe(julie.reservationId);
  });

  it('answers 404 for an unknown tag and 400 for a malformed one', async () => {
    const missing = await api().as('clerk1').get('/pms/reservations/bytag/99999');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toContain('99999');
    expect((await api().as('clerk1').get('/pms/reservations/bytag/12%2045')).status).toBe(400);
  });

  it("a partner finds only their own company's bookings and cannot look up card tags", async () => {
    const atlas = await aCompany(api()).called('Atlas Voyages').create();
    await api().database.query(`update reservations set partner_id = $1 where reservation_id = $2`, [atlas.customerId, sofia.reservationId]);
    await aUser(api(), 'partner1').named('Partner One').partnerOf(atlas).create();
    const mine = await api().as('partner1').get<Hit[]>('/pms/reservations/search', { q: 'karim' });
    expect(mine.status).toBe(200);
    expect(mine.body.map((h) => h.id)).toEqual([sofia.reservationId]);
    expect((await api().as('partner1').get<Hit[]>('/pms/reservations/search', { q: 'RIAD-0001' })).body).toEqual([]);
    expect((await api().as('partner1').get('/pms/reservations/bytag/12345')).status).toBe(403);
  });

  it('GET /closing/date gives the last closed day as text, for a hotel the user may work in', async () => {
    await aClosedDay(api(), { groupId: FIXTURE.hotel1, day: '2026-03-01' });
    await aClosedDay(api(), { groupId: FIXTURE.hotel1, day: '2026-03-02' });
    const res = await api().as('clerk1').get('/crm/closing/date', { group: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toBe('2026-03-02');
    expect((await api().as('clerk1').get('/crm/closing/date', { group: 2 })).status).toBe(403);
  });
});
