import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { aCompany, addToSegment, aPerson, aSegment, aUser, FIXTURE, type CustomerHandle, type SegmentHandle } from './helpers/builders/index.ts';
import { customerSearchQuery } from '../src/backend/modules/customers/search-customers.ts';

interface Customer {
  id: number;
  kind: string;
  name: string;
  firstName: string;
  lastName: string;
  companyName: string;
  city: string;
  countryCode: string | null;
  segments: { segmentId: number; name: string; channel: number }[];
}
interface Page {
  content: Customer[];
  page: number;
  size: number;
  hasMore: boolean;
}

type Name = 'amina' | 'youssef' | 'benoit' | 'atlas' | 'benguerir' | 'percent' | 'benedicte';
const c = {} as Record<Name, CustomerHandle> & { ota: SegmentHandle; corporate: SegmentHandle; direct: SegmentHandle };

async function seed(api: TestApi): Promise<void> {
  c.ota = await aSegment(api).coded('OTA', 'OTA').onChannel(21).create();
  c.corporate = await aSegment(api).coded('COR', 'Corporate').onChannel(16).create();
  c.direct = await aSegment(api).forHotel(FIXTURE.hotel2).coded('DIR', 'Direct').onChannel(15).create();
  c.amina = await aPerson(api).named('Amina', 'Bennani').with({ civility: 'Mme', city: 'Fès', country_code: 'MA' }).create();
  c.youssef = await aPerson(api).named('Youssef', 'Benali').with({ civility: 'M.', city: 'Rabat', country_code: 'MA' }).create();
  c.benoit = await aPerson(api).named('Benoît', 'Martin').with({ city: 'Lyon', country_code: 'FR' }).create();
  c.atlas = await aCompany(api).called('Atlas Voyages').with({ city: 'Marrakech', country_code: 'MA' }).create();
  c.benguerir = await aCompany(api).called('Benguerir Tours').with({ city: 'Benguerir', country_code: 'MA' }).create();
  c.percent = await aPerson(api).named('Percent', '100%_off').create();
  c.benedicte = await aPerson(api).forHotel(FIXTURE.hotel2).named('Bénédicte', 'Bennani').with({ city: 'Paris', country_code: 'FR' }).create();
  await addToSegment(api, c.corporate, c.amina);
  await addToSegment(api, c.ota, c.amina);
  await addToSegment(api, c.corporate, c.atlas);
  await addToSegment(api, c.direct, c.benedicte);
  await aUser(api, 'partnerAtlas').named('Atlas Agent').partnerOf(c.atlas).withRoles('partner').create();
}

describeApi('customers: name search and segments (CRM)', (api) => {
  beforeAll(async () => {
    await seed(api());
  });

  const search = async (q: Record<string, string | number | undefined>, user = 'clerk1') => {
    const r = await api().as(user).get<Page>('/crm/customers', q);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body;
  };
  const ids = async (q: Record<string, string | number | undefined>, user = 'clerk1') => (await search(q, user)).content.map((c) => c.id);

  it('finds persons and companies of the hotel whose first, last or company name starts with the search, by name', async () => {
    // Benali, Bennani (last names), Benguerir Tours (company), Benoît (first name); not hotel 2's Bennani.
    expect(await ids({ search: 'ben' })).toEqual([c.amina.customerId, c.benguerir.customerId, c.benoit.customerId, c.youssef.customerId]);
    expect(await ids({ search: 'BENNANI' })).toEqual([c.amina.customerId]);
    expect(await ids({ search: '  amina   ben ' })).toEqual([c.amina.customerId]);
    expect(await ids({ criteria: 'atlas' })).toEqual([c.atlas.customerId]);
    expect(await ids({ search: 'nani' })).toEqual([]);
    const [amina] = (await search({ search: 'bennani' })).content;
    expect(amina).toMatchObject({
      id: c.amina.customerId,
      kind: 'person',
      name: 'Amina Bennani',
      civility: 'Mme',
      firstName: 'Amina',
      lastName: 'Bennani',
      city: 'Fès',
      countryCode: 'MA',
      segments: [
        { segmentId: c.ota.segmentId, name: 'OTA', channel: 21 },
        { segmentId: c.corporate.segmentId, name: 'Corporate', channel: 16 },
      ],
    });
    expect((await search({ search: 'atlas' })).content[0]).toMatchObject({
      kind: 'company',
      name: 'Atlas Voyages',
      segments: [{ segmentId: c.corporate.segmentId }],
    });
  });

  it('treats LIKE wildcards as plain characters', async () => {
    expect(await ids({ search: '%' })).toEqual([]);
    expect(await ids({ search: '_' })).toEqual([]);
    expect(await ids({ search: '100%_' })).toEqual([c.percent.customerId]);
  });

  it('pages with size and page, and says whether more follow', async () => {
    const first = await search({ search: 'ben', size: 3 });
    expect(first).toMatchObject({ page: 0, size: 3, hasMore: true });
    expect(first.content).toHaveLength(3);
    const second = await search({ search: 'ben', size: 3, page: 1 });
    expect(second).toMatchObject({ page: 1, size: 3, hasMore: false });
    expect(second.content).toHaveLength(1);
    expect(new Set([...first.content, ...second.content].map((c) => c.id)).size).toBe(4);
    // A blank search lists the hotel's customers by name, 10 by default.
    const all = await search({ search: '   ' });
    expect(all.content.map((c) => c.id).sort()).toEqual([c.amina, c.youssef, c.benoit, c.atlas, c.benguerir, c.percent].map((x) => x.customerId).sort());
    expect(all.size).toBe(10);
  });

  it("keeps each hotel's customers to itself: 403 for another hotel, its own list for a clerk of hotel 2", async () => {
    const other = await api().as('clerk1').get('/crm/customers', { search: 'ben', group: 2 });
    expect(other.status).toBe(403);
    expect(other.body.message).toContain('hotel 2');
    expect(await ids({ search: 'ben' }, 'clerk2')).toEqual([c.benedicte.customerId]);
    expect(await ids({ search: 'ben', group: 2 }, 'admin')).toEqual([c.benedicte.customerId]);
    const all = await api().as('admin').get('/crm/customers', { search: 'ben', group: -1 });
    expect(all.status).toBe(400);
    expect(all.body.field).toBe('group');
  });

  it('gives a partner their own company only, whatever they search', async () => {
    expect(await ids({}, 'partnerAtlas')).toEqual([c.atlas.customerId]);
    expect(await ids({ search: 'atl' }, 'partnerAtlas')).toEqual([c.atlas.customerId]);
    expect(await ids({ search: 'ben' }, 'partnerAtlas')).toEqual([]);
    expect(await ids({ search: 'bennani' }, 'partnerAtlas')).toEqual([]);
  });

  it('refuses bad input with a 400 naming the field, and users who do not work with clients', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ size: 0 }, 'size'],
      [{ size: 51 }, 'size'],
      [{ size: 'ten' }, 'size'],
      [{ size: 2.5 }, 'size'],
      [{ page: -1 }, 'page'],
      [{ page: 'x' }, 'page'],
      [{ group: 'abc' }, 'group'],
      [{ search: 'x'.repeat(101) }, 'search'],
    ];
    for (const [q, field] of cases) {
      const r = await api().as('clerk1').get('/crm/customers', q);
      expect({ q, status: r.status, field: r.body.field }).toEqual({ q, status: 400, field });
      expect(r.body.message).toContain(field);
    }
    expect((await api().as('housekeeper1').get('/crm/customers', { search: 'ben' })).status).toBe(403);
    expect((await api().anonymous().get('/crm/customers', { search: 'ben' })).status).toBe(401);
  });

  it("searches through the name indexes, not a scan of the hotel's customers", async () => {
    // A hotel with 20 000 customers: the plan of the search must be the BitmapOr of the three name indexes.
    await api().database.exec(`
      insert into customers (group_id, kind, first_name, last_name, company_name)
        select 2, 'person', 'First' || g, 'Last' || g, '' from generate_series(1, 20000) g;
      analyze customers;`);
    const query = customerSearchQuery(api().database.db, { groupId: 2, partnerId: null, search: 'ben', page: 0, size: 10 }).toSQL();
    const plan = (await api().database.query<{ 'QUERY PLAN': string }>(`explain ${query.sql}`, query.params)).map((r) => r['QUERY PLAN']).join('\n');
    expect(plan).toContain('customers_group_last_name_lower');
    expect(plan).toContain('customers_group_first_name_lower');
    expect(plan).toContain('customers_group_company_name_lower');
    expect(plan).not.toMatch(/Seq Scan on customers/);
    expect(await ids({ search: 'ben', size: 50 }, 'clerk2')).toEqual([c.benedicte.customerId]);
    expect((await search({ search: 'last1999', size: 50 }, 'clerk2')).content.map((c) => c.lastName)).toEqual([
      'Last1999',
      'Last19990',
      'Last19991',
      'Last19992',
      'Last19993',
      'Last19994',
      'Last19995',
      'Last19996',
      'Last19997',
      'Last19998',
      'Last19999',
    ]);
  });

  it("lists the hotel's market segments with their channel; staff only, own hotel only", async () => {
    const r = await api().as('clerk1').get('/crm/segments');
    expect(r.status).toBe(200);
    const ours = [c.ota.segmentId, c.corporate.segmentId, c.direct.segmentId];
    const mine = (r.body as { segmentId: number }[]).filter((s) => ours.includes(s.segmentId));
    expect(mine).toEqual([
      { segmentId: c.corporate.segmentId, name: 'Corporate', code: 'COR', channel: 16 },
      { segmentId: c.ota.segmentId, name: 'OTA', code: 'OTA', channel: 21 },
    ]);
    expect((r.body as { segmentId: number }[]).some((s) => s.segmentId === c.direct.segmentId)).toBe(false);
    const named = await api().as('clerk1').get('/crm/segments', { name: 'corp' });
    expect(named.body.map((s: { segmentId: number }) => s.segmentId)).toEqual([c.corporate.segmentId]);
    expect((await api().as('clerk1').get('/crm/segments', { group: 2 })).status).toBe(403);
    expect((await api().as('clerk1').get('/crm/segments', { group: 'x' })).body.field).toBe('group');
    expect((await api().as('partnerAtlas').get('/crm/segments')).status).toBe(403);
  });
});
