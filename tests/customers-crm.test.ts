import { beforeAll, expect, it } from 'vitest';
import { describeApi } from './helpers/test-api.ts';
import {
  aPayment,
  aPerson,
  aRoomType,
  aSegment,
  aStay,
  FIXTURE,
  RESERVATION_STATUS,
  type CustomerHandle,
  type RoomTypeHandle,
  type SegmentHandle,
  type StayHandle,
} from './helpers/builders/index.ts';

describeApi('customers (CRM): persons and companies, their page, segments and reference lists', (api) => {
  let personId: number;
  let companyId: number;
  let leisure: SegmentHandle, groups: SegmentHandle, paris: SegmentHandle;
  let marie: CustomerHandle;
  let standard: RoomTypeHandle;
  let stay: StayHandle;

  beforeAll(async () => {
    leisure = await aSegment(api()).coded('LEI', 'Leisure').onChannel(15).create();
    groups = await aSegment(api()).coded('GRP', 'Groups').onChannel(17).create();
    paris = await aSegment(api()).forHotel(FIXTURE.hotel2).coded('PAR', 'Paris').onChannel(15).create();
    marie = await aPerson(api()).forHotel(FIXTURE.hotel2).named('Marie', 'Autre').create();
    standard = await aRoomType(api()).coded('CSTD', 'Standard').sleeping(2).atRackRate(10000).sortedAt(1).create();
  });

  it('creates a person and a company with their segments', async () => {
    const p = await api()
      .as('clerk1')
      .post('/crm/naturalpersons', {
        civility: 'Mme',
        firstName: ' Salma ',
        lastName: 'Idrissi',
        email: 'salma@example.com',
        phone: '+212600',
        countryCode: 'ma',
        nationality: 'MA',
        birthDate: '1990-04-02',
        docTypeId: 1,
        docNumber: 'AB123',
        segmentIds: [leisure.segmentId, leisure.segmentId, groups.segmentId],
      });
    expect(p.status, JSON.stringify(p.body)).toBe(201);
    expect(p.body).toMatchObject({
      kind: 'person',
      name: 'Salma Idrissi',
      firstName: 'Salma',
      countryCode: 'MA',
      birthDate: '1990-04-02',
      segments: [{ segmentId: leisure.segmentId }, { segmentId: groups.segmentId }],
    });
    personId = p.body.id;
    const c = await api()
      .as('clerk1')
      .post('/crm/legals', { companyName: 'Sahara Events', legalForm: 'SARL', taxId: 'ICE-1', city: 'Agadir', segmentIds: [groups.segmentId] });
    expect(c.status, JSON.stringify(c.body)).toBe(201);
    expect(c.body).toMatchObject({ kind: 'company', name: 'Sahara Events', legalForm: 'SARL' });
    companyId = c.body.id;
  });

  it('refuses bad customers with a 400 naming the field, and stores nothing', async () => {
    const [before] = await api().database.query<{ n: number }>('select count(*)::int n from customers');
    const bad: [string, unknown, string][] = [
      ['/crm/naturalpersons', { firstName: 'A' }, 'lastName'],
      ['/crm/naturalpersons', { lastName: '   ' }, 'lastName'],
      ['/crm/naturalpersons', { lastName: 'A\u0000B' }, 'lastName'],
      ['/crm/naturalpersons', { lastName: 'A', email: 'not-an-email' }, 'email'],
      ['/crm/naturalpersons', { lastName: 'A', countryCode: 'XX' }, 'countryCode'],
      ['/crm/naturalpersons', { lastName: 'A', birthDate: '2999-01-01' }, 'birthDate'],
      ['/crm/naturalpersons', { lastName: 'A', docTypeId: 99999999999 }, 'docTypeId'],
      ['/crm/naturalpersons', { lastName: 'A', docTypeId: 999 }, 'docTypeId'],
      ['/crm/naturalpersons', { lastName: 'A', segmentIds: [paris.segmentId] }, 'segmentIds'],
      ['/crm/naturalpersons', { lastName: 'A', segmentIds: [1.5] }, 'segmentIds.0'],
      ['/crm/naturalpersons', { lastName: 'x'.repeat(101) }, 'lastName'],
      ['/crm/legals', { companyName: '' }, 'companyName'],
      ['/crm/legals', { companyName: 'X', legalForm: 'LLC' }, 'legalForm'],
    ];
    for (const [path, body, field] of bad) {
      const r = await api().as('clerk1').post(path, body);
      expect(r.status, JSON.stringify([body, r.body])).toBe(400);
      expect(r.body.field).toBe(field);
    }
    expect((await api().as('housekeeper1').post('/crm/naturalpersons', { lastName: 'A' })).status).toBe(403);
    const [after] = await api().database.query<{ n: number }>('select count(*)::int n from customers');
    expect(after!.n).toBe(before!.n);
  });

  it("edits a customer with audit 4; another hotel's customer is unknown", async () => {
    const r = await api()
      .as('clerk1')
      .put(`/crm/customers/${personId}`, { kind: 'person', lastName: 'Idrissi-Alami', segmentIds: [leisure.segmentId] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ name: 'Salma Idrissi-Alami', email: 'salma@example.com', segments: [{ segmentId: leisure.segmentId }] });
    const n = await api().as('clerk1').put(`/crm/naturalpersons/${personId}`, { lastName: 'Idrissi', phone: '+212611' });
    expect(n.body).toMatchObject({ name: 'Salma Idrissi', phone: '+212611' });
    const [audit] = await api().database.query<{ n: number; detail: string }>(
      `select count(*)::int n, max(detail) detail from audit_events where type_id = 4 and message_key = 'audit.msg.customer.edited' and message_params->>'id' = '${personId}'`,
    );
    expect(audit!.n).toBe(2);
    expect((await api().as('clerk1').put(`/crm/customers/${companyId}`, { kind: 'person', lastName: 'X' })).body.field).toBe('kind');
    expect((await api().as('clerk1').put(`/crm/naturalpersons/${companyId}`, { lastName: 'X' })).status).toBe(400);
    expect((await api().as('clerk1').put(`/crm/customers/${marie.customerId}`, { kind: 'person', lastName: 'X' })).status).toBe(404);
    expect((await api().as('clerk1').get(`/crm/persons/${marie.customerId}`)).status).toBe(404);
    expect((await api().as('clerk1').get('/crm/persons/99999999999999')).body.field).toBe('id');
    expect((await api().as('clerk1').get(`/crm/persons/${companyId}`)).body).toMatchObject({ taxId: 'ICE-1', city: 'Agadir' });
  });

  it('lists with filters: kind, segment, creation date, prospects, and exports', async () => {
    const ids = async (path: string, q: Record<string, string | number>) =>
      (
        await api()
          .as('clerk1')
          .get(path, { size: 50, ...q })
      ).body.content.map((c: { id: number }) => c.id);
    expect(await ids('/crm/legals', {})).toEqual([companyId]);
    expect(await ids('/crm/customers', { kind: 'person', criteria: '  salma ' })).toEqual([personId]);
    expect(await ids('/crm/customers', { segment: groups.segmentId })).toEqual([companyId]);
    expect(await ids('/crm/customers', { creationDate: '2999-01-01' })).toEqual([]);
    stay = await aStay(api()).numbered('C').forCustomer({ customerId: personId }).ofType(standard).dates('2026-03-01', '2026-03-03').checkedOut().create();
    expect(await ids('/crm/prospects', {})).toEqual([companyId]);
    expect((await api().as('clerk1').get('/crm/customers', { kind: 'alien' })).body.field).toBe('kind');
    expect((await api().as('clerk1').get('/crm/customers', { creationDate: '2026-13-01' })).body.field).toBe('creationDate');
    const csv = await api().as('clerk1').get('/crm/customers/export', { kind: 'company' });
    expect(csv.status).toBe(200);
    expect(String(csv.body)).toContain('Sahara Events');
    expect(csv.headers.get('x-total-count')).toBe('1');
  });

  it("shows a customer's page: stays, orders, invoices and balance", async () => {
    await aPayment(api(), stay, { method: 'cash', amountMinor: 5000, day: '2026-03-02' });
    const r = await api().as('clerk1').get(`/crm/customers/${personId}/summary`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ currency: 'MAD', customer: { id: personId }, balance: { chargesMinor: 20000, paymentsMinor: 5000, dueMinor: 15000 } });
    expect(r.body.stays).toEqual([
      expect.objectContaining({ id: stay.reservationId, number: stay.number, checkin: '2026-03-01', status: RESERVATION_STATUS.DEPARTED }),
    ]);
    expect(r.body.orders).toEqual([expect.objectContaining({ orderId: stay.orderId, totalMinor: 20000 })]);
    expect(r.body.invoices).toEqual([]);
    expect((await api().as('clerk2').get(`/crm/customers/${personId}/summary`)).status).toBe(404);
  });

  it('creates, renames and deletes segments; one in use cannot be deleted and the message says where', async () => {
    const s = await api().as('clerk1').post('/crm/segment', { name: 'Wedding', code: 'WED', channel: 18 });
    expect(s.status, JSON.stringify(s.body)).toBe(201);
    expect((await api().as('clerk1').post('/crm/segment', { name: 'wedding', code: 'W2' })).status).toBe(409);
    expect((await api().as('clerk2').post('/crm/segment', { name: 'Wedding', code: 'WED' })).status).toBe(201);
    const u = await api().as('clerk1').put(`/crm/segment/${s.body.segmentId}`, { name: 'Weddings', code: 'WED', channel: 19 });
    expect(u.body).toMatchObject({ name: 'Weddings', channel: 19 });
    for (const [body, field] of [
      [{ name: '', code: 'X' }, 'name'],
      [{ name: 'X', code: 'X', channel: 1.5 }, 'channel'],
      [{ name: 'X', code: 'X', channel: 1e10 }, 'channel'],
      [{ name: 'X\u0000', code: 'X' }, 'name'],
    ] as const) {
      const r = await api().as('clerk1').post('/crm/segment', body);
      expect(r.status).toBe(400);
      expect(r.body.field).toBe(field);
    }
    expect((await api().as('clerk2').put(`/crm/segment/${s.body.segmentId}`, { name: 'Mine', code: 'M' })).status).toBe(404);
    expect((await api().as('clerk2').del(`/crm/segment/${s.body.segmentId}`)).status).toBe(404);
    await api().database.query(`update reservations set segment_id = $1 where reservation_id = $2`, [groups.segmentId, stay.reservationId]);
    const used = await api().as('clerk1').del(`/crm/segment/${groups.segmentId}`);
    expect(used.status).toBe(409);
    expect(used.body.message).toBe(
      `Segment 'Groups' is in use by 1 customer(s) (Sahara Events) and 1 reservation(s) (${stay.number}): move them to another segment first.`,
    );
    expect((await api().as('clerk1').del(`/crm/segment/${s.body.segmentId}`)).status).toBe(204);
    expect((await api().as('clerk1').get('/crm/segments')).body.map((x: { name: string }) => x.name)).toEqual(['Groups', 'Leisure']);
  });

  it('serves the reference lists', async () => {
    const fr = await api().as('clerk1').get('/crm/countries', { name: 'maroc', lang: 'fr' });
    expect(fr.body.content).toEqual([{ code: 'MA', name: 'Maroc' }]);
    expect((await api().as('clerk1').get('/crm/allcountries')).body.length).toBeGreaterThan(240);
    expect((await api().as('clerk1').get('/crm/country/fr', { lang: 'fr' })).body).toEqual({ code: 'FR', name: 'France' });
    expect((await api().as('clerk1').get('/crm/country/ZZ')).status).toBe(404);
    expect((await api().as('clerk1').get('/crm/alllegalforms')).body.map((f: { code: string }) => f.code)).toContain('SARL');
    expect((await api().as('clerk1').get('/crm/alldoctypes')).body.length).toBeGreaterThan(0);
  });
});
