import { beforeAll, describe, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { FIXTURE } from './helpers/fixtures.ts';
import { AUDIT, AUDIT_EVENT_TYPES } from '../src/lib/domain/audit-types.ts';

type AuditType = (typeof AUDIT)[keyof typeof AUDIT];
import { aDeskHotel, aPastAuditEvent, type DeskHotel } from './helpers/builders/index.ts';
import { dayInZone } from '../src/lib/domain/days.ts';

const ITEM = 777_001;

async function auditCount(api: TestApi): Promise<number> {
  const [row] = await api.database.query<{ n: number }>('select count(*)::int n from audit_events');
  return row!.n;
}

/** An event at a wall-clock time of hotel 1 (whole-day bounds are in the hotel's time zone). */
async function insertAt(api: TestApi, local: string, message: string, typeId: AuditType = AUDIT.CHECKIN, userId: number = FIXTURE.users.clerk1.userId) {
  await aPastAuditEvent(api, { groupId: FIXTURE.hotel1, user: { userId, name: 'Clerk One' }, typeId, message, itemId: ITEM, atLocal: local });
}

describeApi('audit events (activity report)', (api) => {
  let hotelAdmin = '';

  beforeAll(async () => {
    await insertAt(api(), '2025-01-09 23:59:59', 'before the range');
    await insertAt(api(), '2025-01-10 00:00:00', 'first second of the range');
    await insertAt(api(), '2025-01-10 12:00:00', 'midday logout', 8, FIXTURE.users.admin.userId);
    await insertAt(api(), '2025-01-11 23:59:59', 'last second of the range');
    await insertAt(api(), '2025-01-12 00:00:00', 'after the range');
    const r = await api()
      .as('admin')
      .post('/crm/users', {
        username: 'auditor.h1',
        name: 'Auditor Hotel One',
        groupId: 1,
        preferredGroups: [1],
        roles: ['admin'],
      });
    expect(r.status).toBe(201);
    hotelAdmin = r.body.code;
  });

  it('lists the event types in both languages', async () => {
    const r = await api().as('clerk1').get('/crm/audit/allevent/type');
    expect(r.status).toBe(200);
    expect(r.body).toContainEqual({ auditEventTypeId: 34, name: 'Create User', nameFr: 'Création utilisateur' });
    expect(r.body).toContainEqual({ auditEventTypeId: 8, name: 'LogOut', nameFr: 'Déconnexion' });
    const ids = r.body.map((t: { auditEventTypeId: number }) => t.auditEventTypeId);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    expect(ids).toHaveLength(AUDIT_EVENT_TYPES.length);
  });

  it('searches whole days, from T00:00:00 to T23:59:59, newest first', async () => {
    const r = await api().as('admin').get('/crm/audit/allevent', { groupid: 1, createdfrom: '2025-01-10', createdto: '2025-01-11', itemid: ITEM });
    expect(r.status).toBe(200);
    expect(r.body.content.map((e: { message: string }) => e.message)).toEqual(['last second of the range', 'midday logout', 'first second of the range']);
    expect(r.body.totalElements).toBe(3);
    expect(r.body.content[0]).toMatchObject({
      groupId: 1,
      groupName: 'Riad Atlas',
      itemId: ITEM,
      type: { auditEventTypeId: 5, name: 'Checkin' },
      createdAtLocal: '2025-01-11 23:59:59',
      priority: 'Critical',
    });
  });

  it('takes one day when only one bound is given', async () => {
    const r = await api().as('admin').get('/crm/audit/allevent', { createdfrom: '2025-01-12', itemid: ITEM });
    expect(r.body.content.map((e: { message: string }) => e.message)).toEqual(['after the range']);
    expect(r.body).toMatchObject({ from: '2025-01-12', to: '2025-01-12' });
  });

  it('filters by type and by user, and pages', async () => {
    const byType = await api().as('admin').get('/crm/audit/allevent', { createdfrom: '2025-01-09', createdto: '2025-01-12', type: 8 });
    expect(byType.body.content.map((e: { message: string }) => e.message)).toEqual(['midday logout']);
    const byUser = await api()
      .as('admin')
      .get('/crm/audit/allevent', { createdfrom: '2025-01-09', createdto: '2025-01-12', userid: FIXTURE.users.clerk1.userId, itemid: ITEM });
    expect(byUser.body.totalElements).toBe(4);
    const page1 = await api().as('admin').get('/crm/audit/allevent', { createdfrom: '2025-01-09', createdto: '2025-01-12', itemid: ITEM, size: 2, page: 1 });
    expect(page1.body.content.map((e: { message: string }) => e.message)).toEqual(['midday logout', 'first second of the range']);
    expect(page1.body.totalElements).toBe(5);
  });

  it('exports exactly the filtered events as CSV', async () => {
    const q = { groupid: 1, createdfrom: '2025-01-10', createdto: '2025-01-11', itemid: ITEM, lang: 'fr' } as const;
    const r = await api().as('admin').get('/crm/audit/export', q);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/csv');
    expect(r.headers.get('content-disposition')).toContain('activity-2025-01-10-2025-01-11.csv');
    const lines = String(r.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Utilisateur');
    // In French: ';' between fields and the moments as dd/mm/yyyy HH:mm:ss.
    expect(lines.slice(1).map((l) => l.split(';')[0])).toEqual(['11/01/2025 23:59:59', '10/01/2025 12:00:00', '10/01/2025 00:00:00']);
    expect(lines[2]).toContain('Déconnexion');
  });

  it('records a client event with the user and hotel from the token', async () => {
    const before = await auditCount(api());
    const r = await api()
      .as('clerk1')
      .put('/crm/audit/event', { type: { auditEventTypeId: 37 }, message: 'Support request', itemNumber: 'SUP-42' });
    expect(r.status).toBe(201);
    expect(await auditCount(api())).toBe(before + 1);
    const today = await api().as('admin').get('/crm/audit/allevent', { groupid: 1, type: 37 });
    expect(today.body.content[0]).toMatchObject({ message: 'Support request', user: { userId: FIXTURE.users.clerk1.userId, name: 'Clerk One' }, groupId: 1 });
  });

  it('user management events are recorded with the change (audit 34, 35, 36)', async () => {
    const c = await api()
      .as('admin')
      .post('/crm/users', { username: 'temp.user', name: 'Temp User', groupId: 1, preferredGroups: [1] });
    await api().as('admin').put(`/crm/users/${c.body.userId}`, { name: 'Temp User 2' });
    await api().as('admin').del(`/crm/users/${c.body.userId}`);
    const r = await api().as('admin').get('/crm/audit/allevent', { groupid: 1, itemid: c.body.userId });
    expect(r.body.content.map((e: { type: { auditEventTypeId: number } }) => e.type.auditEventTypeId)).toEqual([36, 35, 34]);
  });

  it("a front-desk clerk reads only their own activity; other users' is 403; other roles get 403", async () => {
    const own = await api().as('clerk1').get('/crm/audit/allevent', { groupid: 1, createdfrom: '2025-01-09', createdto: '2025-01-12' });
    expect(own.status).toBe(200);
    expect(own.body.content.length).toBeGreaterThan(0);
    expect(own.body.content.every((e: { user: { userId: number } }) => e.user.userId === FIXTURE.users.clerk1.userId)).toBe(true);
    const everyone = await api().as('admin').get('/crm/audit/allevent', { groupid: 1, createdfrom: '2025-01-09', createdto: '2025-01-12' });
    expect(everyone.body.content.some((e: { user: { userId: number } }) => e.user.userId !== FIXTURE.users.clerk1.userId)).toBe(true);
    expect((await api().as('clerk1').get('/crm/audit/allevent', { groupid: 1, userid: FIXTURE.users.admin.userId })).status).toBe(403);
    expect((await api().as('clerk1').get('/crm/audit/export', { groupid: 1, userid: FIXTURE.users.admin.userId })).status).toBe(403);
    expect((await api().as('clerk1').get('/crm/audit/export', { groupid: 1 })).status).toBe(200);
    expect((await api().as('housekeeper1').get('/crm/audit/allevent', { groupid: 1 })).status).toBe(403);
  });

  it("an administrator of hotel 1 cannot read hotel 2's or every hotel's events", async () => {
    expect((await api().as(hotelAdmin).get('/crm/audit/allevent', { groupid: 1 })).status).toBe(200);
    expect((await api().as(hotelAdmin).get('/crm/audit/allevent', { groupid: 2 })).status).toBe(403);
    expect((await api().as(hotelAdmin).get('/crm/audit/allevent', { groupid: -1 })).status).toBe(403);
    expect((await api().as(hotelAdmin).get('/crm/audit/export', { groupid: 2 })).status).toBe(403);
  });

  describe('bad input: 400 naming the field, nothing written', () => {
    const search: [string, Record<string, string | number>, string][] = [
      ['end before start', { createdfrom: '2025-01-11', createdto: '2025-01-10' }, 'createdto'],
      ['not a date', { createdfrom: 'yesterday' }, 'createdfrom'],
      ['not a calendar date', { createdto: '2025-02-30' }, 'createdto'],
      ['range over a year', { createdfrom: '2023-01-01', createdto: '2025-01-01' }, 'createdto'],
      ['unknown audit type', { type: 2 }, 'type'],
      ['audit type not a number', { type: 'login' }, 'type'],
      ['user id not positive', { userid: -3 }, 'userid'],
      ['item id not a number', { itemid: 'R-12' }, 'itemid'],
      ['negative page', { page: -1 }, 'page'],
      ['zero page size', { size: 0 }, 'size'],
      ['hotel not a number', { groupid: 'riad' }, 'groupid'],
      ['unknown export language', { lang: 'de' }, 'lang'],
    ];
    for (const [label, query, field] of search) {
      it(`search: ${label}`, async () => {
        const before = await auditCount(api());
        const r = await api()
          .as('admin')
          .get(field === 'lang' ? '/crm/audit/export' : '/crm/audit/allevent', query);
        expect(r.status).toBe(400);
        expect(r.body.message).toMatch(new RegExp(`^${field}\\b`));
        expect(await auditCount(api())).toBe(before);
      });
    }

    const events: [string, unknown, string][] = [
      ['unknown type', { type: 99, message: 'x' }, 'type'],
      ['missing message', { type: 37 }, 'message'],
      ['forged user-management event', { type: 34, message: 'User created' }, 'type'],
      ['forged daily closing', { type: 33, message: 'Daily closing' }, 'type'],
      ['forged check-in', { type: { auditEventTypeId: 5 }, message: 'Checkin' }, 'type'],
      ['bad priority', { type: 37, message: 'x', priority: 'Urgent' }, 'priority'],
      ['item id as text', { type: 37, message: 'x', itemId: '12' }, 'itemId'],
    ];
    for (const [label, body, field] of events) {
      it(`record: ${label}`, async () => {
        const before = await auditCount(api());
        const r = await api().as('clerk1').put('/crm/audit/event', body);
        expect(r.status).toBe(400);
        expect(r.body.message).toMatch(new RegExp(`^${field}\\b`));
        expect(await auditCount(api())).toBe(before);
      });
    }
  });
});

// The hotels' calendar day is 2026-03-10 at this instant.
const FIXED = new Date('2026-03-10T10:00:00Z');

describeApi(
  'audit events written from a translation key',
  (api) => {
    let desk: DeskHotel;
    beforeAll(async () => {
      desk = await aDeskHotel(api(), { prefix: 'AU' });
    });

    it('keeps the key and its values with the English message; the API answers the message as before and the export speaks the language', async () => {
      const id = await desk.stay().dates('2026-03-08', '2026-03-11').create();
      expect((await api().as('clerk1').post(`/pms/reservations/${id.reservationId}/noshow`)).status).toBe(200);
      const number = id.number;
      const rows = await api().database.query(`select message, message_key, message_params from audit_events where item_id = $1`, [id.itemId]);
      expect(rows).toEqual([{ message: `Reservation ${number} marked no-show`, message_key: 'audit.msg.stay.noShow', message_params: { number } }]);

      // The row's time is the database's clock, not the fixed one: its day in the hotel's zone, by
      // Node's zone data as the API reads it (PostgreSQL 15's put Africa/Casablanca an hour ahead in
      // November 2026: its day began at 23:00 UTC).
      const [at] = await api().database.query<{ created_at: Date | string; timezone: string }>(
        `select a.created_at, h.timezone from audit_events a join hotels h using (group_id) where a.item_id = $1`,
        [id.itemId],
      );
      const d = dayInZone(new Date(at!.created_at), at!.timezone);
      const q = { createdfrom: d, createdto: d, itemid: id.itemId };
      const listed = await api().as('clerk1').get('/crm/audit/allevent', q);
      expect(listed.status).toBe(200);
      expect(listed.body.content).toEqual([
        expect.objectContaining({ message: `Reservation ${number} marked no-show`, messageKey: 'audit.msg.stay.noShow', messageParams: { number } }),
      ]);

      const csv = await api()
        .as('clerk1')
        .get('/crm/audit/export', { ...q, lang: 'fr' });
      expect(csv.status).toBe(200);
      expect(String(csv.body)).toContain(`Réservation ${number} déclarée non présentée`);
    });
  },
  { now: () => FIXED },
);
