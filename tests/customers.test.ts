import { beforeAll, expect, it } from 'vitest';
import { describeApi } from './helpers/test-api.ts';
import { customerSearchQuery } from '../src/backend/modules/customers/search-customers.ts';

interface Customer { id: number; kind: string; name: string; firstName: string; lastName: string; companyName: string; city: string; countryCode: string | null; segments: { segmentId: number; name: string; channel: number }[] }
interface Page { content: Customer[]; page: number; size: number; hasMore: boolean }

const SETUP = `
  insert into market_segments (segment_id, group_id, name, code, channel) values
    (6201, 1, 'OTA', 'OTA', 21), (6202, 1, 'Corporate', 'COR', 16), (6203, 2, 'Direct', 'DIR', 15);
  insert into customers (customer_id, group_id, kind, civility, first_name, last_name, company_name, city, country_code) values
    (6101, 1, 'person', 'Mme', 'Amina', 'Bennani', '', 'Fès', 'MA'),
    (6102, 1, 'person', 'M.', 'Youssef', 'Benali', '', 'Rabat', 'MA'),
    (6103, 1, 'person', null, 'Benoît', 'Martin', '', 'Lyon', 'FR'),
    (6104, 1, 'company', null, '', '', 'Atlas Voyages', 'Marrakech', 'MA'),
    (6105, 1, 'company', null, '', '', 'Benguerir Tours', 'Benguerir', 'MA'),
    (6106, 1, 'person', null, 'Percent', '100%_off', '', '', null),
    (6107, 2, 'person', null, 'Bénédicte', 'Bennani', '', 'Paris', 'FR');
  insert into customer_segments (customer_id, segment_id) values (6101, 6202), (6101, 6201), (6104, 6202), (6107, 6203);
  insert into users (user_id, code, username, name, group_id, customer_id) values (61, 'partnerAtlas', 'partnerAtlas', 'Atlas Agent', 1, 6104);
  insert into user_preferred_hotels (user_id, group_id) values (61, 1);
  insert into user_roles (user_id, role_id) select 61, role_id from roles where code = 'partner';
`;

describeApi('customers: name search and segments (CRM)', (api) => {
  beforeAll(async () => {
    await api().database.exec(SETUP);
  });

  const search = async (q: Record<string, string | number | undefined>, user = 'clerk1') => {
    const r = await api().as(user).get<Page>('/crm/customers', q);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body;
  };
  const ids = async (q: Record<string, string | number | undefined>, user = 'clerk1') => (await search(q, user)).content.map((c) => c.id);

  it('finds persons and companies of the hotel whose first, last or company name starts with the search, by name', async () => {
    // Benali, Bennani (last names), Benguerir Tours (company), Benoît (first name); not hotel 2's Bennani.
    expect(await ids({ search: 'ben' })).toEqual([6101, 6105, 6103, 6102]);
    expect(await ids({ search: 'BENNANI' })).toEqual([6101]);
    expect(await ids({ search: '  amina   ben ' })).toEqual([6101]);
    expect(await ids({ criteria: 'atlas' })).toEqual([6104]);
    expect(await ids({ search: 'nani' })).toEqual([]);
    const [amina] = (await search({ search: 'bennani' })).content;
    expect(amina).toMatchObject({
      id: 6101, kind: 'person', name: 'Amina Bennani', civility: 'Mme', firstName: 'Amina', lastName: 'Bennani', city: 'Fès', countryCode: 'MA',
      segments: [{ segmentId: 6201, name: 'OTA', channel: 21 }, { segmentId: 6202, name: 'Corporate', channel: 16 }],
    });
    expect((await search({ search: 'atlas' })).content[0]).toMatchObject({ kind: 'company', name: 'Atlas Voyages', segments: [{ segmentId: 6202 }] });
  });

  it('treats LIKE wildcards as plain characters', async () => {
    expect(await ids({ search: '%' })).toEqual([]);
    expect(await ids({ search: '_' })).toEqual([]);
    expect(await ids({ search: '100%_' })).toEqual([6106]);
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
    expect(all.content.map((c) => c.id).sort()).toEqual([6101, 6102, 6103, 6104, 6105, 6106]);
    expect(all.size).toBe(10);
  });

  it("keeps each hotel's customers to itself: 403 for another hotel, its own list for a clerk of hotel 2", async () => {
    const other = await api().as('clerk1').get('/crm/customers', { search: 'ben', group: 2 });
    expect(other.status).toBe(403);
    expect(other.body.message).toContain('hotel 2');
    expect(await ids({ search: 'ben' }, 'clerk2')).toEqual([6107]);
    expect(await ids({ search: 'ben', group: 2 }, 'admin')).toEqual([6107]);
    const all = await api().as('admin').get('/crm/customers', { search: 'ben', group: -1 });
    expect(all.status).toBe(400);
    expect(all.body.field).toBe('group');
  });

  it('gives a partner their own company only, whatever they search', async () => {
    expect(await ids({}, 'partnerAtlas')).toEqual([6104]);
    expect(await ids({ search: 'atl' }, 'partnerAtlas')).toEqual([6104]);
    expect(await ids({ search: 'ben' }, 'partnerAtlas')).toEqual([]);
    expect(await ids({ search: 'bennani' }, 'partnerAtlas')).toEqual([]);
  });

  it('refuses bad input with a 400 naming the field, and users who do not work with clients', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ size: 0 }, 'size'], [{ size: 51 }, 'size'], [{ size: 'ten' }, 'size'], [{ size: 2.5 }, 'size'],
      [{ page: -1 }, 'page'], [{ page: 'x' }, 'page'], [{ group: 'abc' }, 'group'], [{ search: 'x'.repeat(101) }, 'search'],
    ];
    for (const [q, field] of cases) {
      const r = await api().as('clerk1').get('/crm/customers', q);
      expect({ q, status: r.status, field: r.body.field }).toEqual({ q, status: 400, field });
      expect(r.body.message).toContain(field);
    }
    expect((await api().as('housekeeper1').get('/crm/customers', { search: 'ben' })).status).toBe(403);
    expect((await api().anonymous().get('/crm/customers', { search: 'ben' })).status).toBe(401);
  });

  it('searches through the name indexes, not a scan of the hotel\'s customers', async () => {
    // A hotel with 20 000 customers: the plan of the search must be the BitmapOr of the three name indexes.
    await api().database.exec(`
      insert into customers (customer_id, group_id, kind, first_name, last_name, company_name)
        select 100000 + g, 2, 'person', 'First' || g, 'Last' || g, '' from generate_series(1, 20000) g;
      analyze customers;`);
    const query = customerSearchQuery(api().database.db, { groupId: 2, partnerId: null, search: 'ben', page: 0, size: 10 }).toSQL();
    const plan = (await api().database.query<{ 'QUERY PLAN': string }>(`explain ${query.sql}`, query.params)).map((r) => r['QUERY PLAN']).join('\n');
    expect(plan).toContain('customers_group_last_name_lower');
    expect(plan).toContain('customers_group_first_name_lower');
    expect(plan).toContain('customers_group_company_name_lower');
    expect(plan).not.toMatch(/Seq Scan on customers/);
    expect(await ids({ search: 'ben', size: 50 }, 'clerk2')).toEqual([6107]);
    expect((await search({ search: 'last1999', size: 50 }, 'clerk2')).content.map((c) => c.lastName)).toEqual(['Last1999', 'Last19990', 'Last19991', 'Last19992', 'Last19993', 'Last19994', 'Last19995', 'Last19996', 'Last19997', 'Last19998', 'Last19999']);
  });

  it("lists the hotel's market segments with their channel; staff only, own hotel only", async () => {
    const r = await api().as('clerk1').get('/crm/segments');
    expect(r.status).toBe(200);
    const mine = (r.body as { segmentId: number }[]).filter((s) => s.segmentId > 6200);
    expect(mine).toEqual([{ segmentId: 6202, name: 'Corporate', code: 'COR', channel: 16 }, { segmentId: 6201, name: 'OTA', code: 'OTA', channel: 21 }]);
    expect((r.body as { segmentId: number }[]).some((s) => s.segmentId === 6203)).toBe(false);
    const named = await api().as('clerk1').get('/crm/segments', { name: 'corp' });
    expect(named.body.map((s: { segmentId: number }) => s.segmentId)).toEqual([6202]);
    expect((await api().as('clerk1').get('/crm/segments', { group: 2 })).status).toBe(403);
    expect((await api().as('clerk1').get('/crm/segments', { group: 'x' })).body.field).toBe('group');
    expect((await api().as('partnerAtlas').get('/crm/segments')).status).toBe(403);
  });
});
