import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { aRoomType, type RoomTypeHandle } from './helpers/builders/index.ts';
import { auditMessageIsStoredEnglish, auditMessageText } from '../src/lib/i18n/audit-message-text.ts';
import { errorText } from '../src/lib/i18n/error-text.ts';

/** Issue 36: a name already taken is refused with the name; rate management's audit is keyed and read in the reader's language. */

type Row = { message: string; message_key: string | null; message_params: Record<string, string | number> | null };
const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

/** The rate management events (audit 70) written since `after`, oldest first, in both languages. */
async function ratesEvents(api: TestApi, after: number): Promise<{ key: string | null; en: string; fr: string; storedEnglish: boolean }[]> {
  const rows = await api.database.query<Row & { audit_event_id: number }>(
    'select audit_event_id, message, message_key, message_params from audit_events where type_id = 70 and audit_event_id > $1 order by audit_event_id',
    [after],
  );
  return rows.map((r) => {
    const e = { message: r.message, messageKey: r.message_key, messageParams: r.message_params };
    return { key: r.message_key, en: nbsp(auditMessageText('en', e)), fr: nbsp(auditMessageText('fr', e)), storedEnglish: auditMessageIsStoredEnglish(e) };
  });
}
const lastEvent = async (api: TestApi) =>
  (await api.database.query<{ n: number }>('select coalesce(max(audit_event_id), 0)::int as n from audit_events'))[0]!.n;

/** What the screen says of a refusal the API answered (its body as the browser reads it). */
const said = (body: { code?: string; params?: Record<string, unknown>; field?: string; message: string }, locale: string) =>
  errorText({ code: body.code, params: body.params as never, field: body.field, message: body.message }, locale);

describeApi('words people read: names taken and the rates audit (issue 36)', (api) => {
  const admin = () => api().as('admin');
  let suite: RoomTypeHandle;
  beforeAll(async () => {
    suite = await aRoomType(api()).coded('WSUI', 'Suite').sleeping(2).atRackRate(100000).create();
  });

  it('refuses a room number, a building and a room type already used, naming it in the reader’s language', async () => {
    const body = { name: '303', roomTypeId: suite.roomTypeId, floorId: null, zoneId: null, tags: { RoomView: [], RoomBedLayout: [], RoomOther: [] } };
    expect((await admin().post('/pms/rooms', body)).status).toBe(201);
    const dup = await admin().post('/pms/rooms', body);
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ error: 'conflict', code: 'errors.hk.roomTaken', params: { name: '303' }, field: 'name' });
    expect(said(dup.body, 'fr')).toBe('La chambre 303 existe déjà : choisissez un autre numéro.');
    expect(said(dup.body, 'en')).toBe('Room 303 already exists: choose another number.');

    expect((await admin().post('/pms/buildings', { name: 'Annexe' })).status).toBe(201);
    const building = await admin().post('/pms/buildings', { name: 'Annexe' });
    expect(building.status).toBe(409);
    expect(said(building.body, 'fr')).toBe('Le bâtiment Annexe existe déjà : choisissez un autre nom.');

    const type = await admin().post('/pms/roomtypes', { code: 'WSUI', name: 'Again', capacity: 2 });
    expect(type.status).toBe(409);
    expect(type.body).toMatchObject({ code: 'errors.hk.roomTypeTaken', params: { name: 'WSUI' }, field: 'code' });
    expect(said(type.body, 'fr')).toBe('Un type de chambre de code WSUI existe déjà : choisissez un autre code.');
  });

  it('records rate changes as keys with params, read in French with days, weekdays and money as French writes them', async () => {
    const before = await lastEvent(api());
    const plan = await admin().post('/pms/rates/plans', { code: 'wbase', name: 'Flexible', refundable: true, cancelDays: 2 });
    expect(plan.status, JSON.stringify(plan.body)).toBe(201);
    const bb = await admin().post('/pms/rates/plans', {
      code: 'WBB',
      name: 'Bed and breakfast',
      parentPlanId: plan.body.planId,
      adjustKind: 'amount',
      adjustValue: 15050,
      includes: ['breakfast'],
    });
    expect(bb.status, JSON.stringify(bb.body)).toBe(201);
    const grid = await admin().post('/pms/rates/grid', {
      planId: plan.body.planId,
      roomTypeIds: [suite.roomTypeId],
      from: '2026-05-01',
      to: '2026-05-31',
      weekdays: [5, 6],
      priceMinor: 123450,
    });
    expect(grid.status, JSON.stringify(grid.body)).toBe(200);
    const over = await admin().post('/pms/rates/overbooking', { roomTypeIds: [suite.roomTypeId], from: '2026-07-06', to: '2026-07-07', units: 2 });
    expect(over.status, JSON.stringify(over.body)).toBe(200);
    expect((await admin().post('/pms/rates/competitors', { name: 'Dar Anika' })).status).toBe(201);
    const rule = await admin().post('/pms/rates/demand-rules', { planId: plan.body.planId, roomTypeId: suite.roomTypeId, minOccupancy: 80, adjustPercent: 15 });
    expect(rule.status, JSON.stringify(rule.body)).toBe(201);
    expect((await admin().del(`/pms/rates/demand-rules/${rule.body.ruleId}`)).status).toBeLessThan(300);

    const events = await ratesEvents(api(), before);
    expect(events.map((e) => e.key)).toEqual([
      'audit.msg.rates.planCreatedBase',
      'audit.msg.rates.planCreatedAmount',
      'audit.msg.rates.gridPriceDays',
      'audit.msg.rates.overbooking',
      'audit.msg.rates.competitorTracked',
      'audit.msg.rates.demandRuleSuggestedType',
      'audit.msg.rates.demandRuleRemoved',
    ]);
    expect(events.every((e) => !e.storedEnglish)).toBe(true);
    expect(events.map((e) => e.fr)).toEqual([
      'Plan tarifaire WBASE créé : plan de base (tarifs de réservation)',
      'Plan tarifaire WBB créé : dérivé du plan WBASE, ajusté de 150,50 MAD',
      'Prix du plan WBASE fixé à 1 234,50 MAD pour Suite du 01/05/2026 au 31/05/2026 (ven. et sam.) : 10 cellules',
      'Surréservation autorisée de 2 chambres pour Suite du 06/07/2026 au 07/07/2026 : 2 nuits modifiées',
      'Concurrent Dar Anika suivi',
      'Règle de demande ajoutée au plan WBASE, Suite : dès 80 % d’occupation, +15 % suggéré',
      'Règle de demande retirée du plan WBASE : dès 80 % d’occupation, +15 %',
    ]);
    expect(events[2]!.en).toBe('Price of plan WBASE set to MAD 1,234.50 for Suite from 01/05/2026 to 31/05/2026 (Fri and Sat): 10 cells');
    // Money is kept in minor units with its currency, days as YYYY-MM-DD: formatted when read.
    const [stored] = await api().database.query<Row>(
      "select message, message_key, message_params from audit_events where message_key = 'audit.msg.rates.gridPriceDays'",
    );
    expect(stored!.message_params).toMatchObject({ price: 123450, currency: 'MAD', from: '2026-05-01', to: '2026-05-31', weekdays: '5,6', cells: 10 });
  });

  it('reads an event recorded before the keys as it was written, marked as English', async () => {
    const old = { message: 'Rate grid of plan FLEX: Garden, 2026-05-01 to 2026-05-31 (Fri, Sat)', messageKey: null, messageParams: null };
    expect(auditMessageText('fr', old)).toBe(old.message);
    expect(auditMessageIsStoredEnglish(old)).toBe(true);
  });
});
