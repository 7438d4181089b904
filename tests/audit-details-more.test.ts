import { beforeAll, expect, it } from 'vitest';
import { describeApi } from './helpers/test-api.ts';
import { aDeskHotel, aUser, type DeskHotel } from './helpers/builders/index.ts';
import { auditDetailIsStoredEnglish, auditDetailText } from '../src/lib/i18n/audit-message-text.ts';
import type { TAuditEventDto } from '../src/lib/domain/admin-dto.ts';

// The hotels' calendar day is 2026-03-10 at this instant.
const FIXED = new Date('2026-03-10T10:00:00Z');

/** Spaces Intl puts in amounts ('1 000,00 MAD') as plain spaces, to compare. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describeApi(
  'audit details of the front desk, folio, users and housekeeping said in the reader’s language, no ids or raw data (issue 36)',
  (api) => {
    const clerk = () => api().as('clerk1');
    const admin = () => api().as('admin');
    let desk: DeskHotel;

    beforeAll(async () => {
      desk = await aDeskHotel(api(), { prefix: 'ADM' });
    });

    /** The hotel's audit events written by the calls of a test (recorded at the database's clock, so searched around today). */
    async function eventsOf(groupId: number, keys: readonly string[]): Promise<TAuditEventDto[]> {
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const r = await admin().get('/crm/audit/allevent', { groupid: groupId, createdfrom: day(-1), createdto: day(1), size: 500 });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return (r.body.content as TAuditEventDto[]).filter((e) => e.detailKey !== null && keys.includes(e.detailKey)).reverse();
    }

    /** What people read: never an id after '#', a raw JSON object, a catalogue key or an unfilled placeholder. */
    function expectWords(text: string | null): void {
      expect(text).not.toBeNull();
      expect(text).not.toMatch(/#\d|[{}]|\baudit\.(word|detail)\.|\brole\.|\bcrm\.channel\./);
    }

    it('a check-in, a note, a price change, a room assignment and the desk rules: each detail a key, said in French and in English', async () => {
      const stay = await desk.stay().guest('Ana Silva').inRoom(desk.rooms.r101).dates('2026-03-10', '2026-03-12').create();
      const guests = [
        {
          firstName: 'Ana',
          lastName: 'Silva',
          nationality: 'pt',
          birthDate: '1990-02-01',
          docTypeId: desk.passport.docTypeId,
          docNumber: 'PT998877',
          isPrimary: true,
        },
      ];
      const checkedIn = await clerk().post(`/pms/reservations/${stay.reservationId}/checkin`, { guests });
      expect(checkedIn.status, JSON.stringify(checkedIn.body)).toBe(200);
      expect((await clerk().post(`/pms/reservations/${stay.reservationId}/notes`, { message: 'Allergic to nuts', type: 'kitchen' })).status).toBe(201);
      const repriced = await clerk().put(`/pms/reservations/${stay.reservationId}`, { priceMinor: 150000 });
      expect(repriced.status, JSON.stringify(repriced.body)).toBe(200);
      const waiting = await desk.stay().guest('Omar Haddad').dates('2026-03-11', '2026-03-13').create();
      const assigned = await clerk().post(`/pms/reservations/${waiting.reservationId}/assign`, { roomId: desk.rooms.r102.roomId });
      expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
      const rules = await admin().put('/pms/hotel/desk-rules', { earlyDepartureRule: 'charge' });
      expect(rules.status, JSON.stringify(rules.body)).toBe(200);

      const events = await eventsOf(stay.groupId, [
        'audit.detail.stay.guests',
        'audit.detail.stay.noteOfType',
        'audit.detail.stay.price',
        'audit.detail.stay.roomFor',
        'audit.detail.hotel.deskRules',
      ]);
      const fr = events.map((e) => [e.detailKey, plain(auditDetailText('fr', e))]);
      expect(fr).toEqual([
        ['audit.detail.stay.guests', 'Client : Ana Silva'],
        ['audit.detail.stay.noteOfType', 'kitchen : Allergic to nuts'],
        ['audit.detail.stay.price', expect.stringMatching(/^[\d ,]+ MAD → 1 500,00 MAD$/)],
        ['audit.detail.stay.roomFor', 'Du 11/03/2026 au 13/03/2026'],
        ['audit.detail.hotel.deskRules', 'Départ anticipé : les nuits non dormies sont facturées ; clients identifiés : chaque adulte'],
      ]);
      expect(events.map((e) => plain(auditDetailText('en', e)))).toEqual([
        'Guest: Ana Silva',
        'kitchen: Allergic to nuts',
        expect.stringMatching(/^MAD [\d,.]+ → MAD 1,500.00$/),
        '11/03/2026 to 13/03/2026',
        'Early departure: the nights not slept are charged; guests identified: every adult',
      ]);
      for (const e of events) {
        expectWords(auditDetailText('fr', e));
        expect(auditDetailIsStoredEnglish(e)).toBe(false);
        // The English kept beside the key, for API users and logs, is the English rendering.
        expect(plain(e.detail)).toBe(plain(auditDetailText('en', e)));
        // No document number, no nationality code: the guest by name only.
        expect(e.detail).not.toContain('PT998877');
      }
      // The desk rules' message names the hotel, not its id.
      const rulesEvent = events.at(-1)!;
      expect(rulesEvent.messageParams?.['hotel']).not.toBe(stay.groupId);
    });

    it('routed folio lines are named, not numbered; a user’s changed fields and a room marked clean are words in the language', async () => {
      const stay = await desk.stay().guest('Lina Park').inRoom(desk.rooms.r201).dates('2026-03-09', '2026-03-11').inHouse('2026-03-09T15:00:00Z').create();
      const folio = await clerk().post(`/crm/folio/${stay.orderId}/folios`, { label: 'Company', companyId: desk.company.customerId });
      expect(folio.status, JSON.stringify(folio.body)).toBe(201);
      const charges = (await clerk().get(`/crm/folio/${stay.orderId}`)).body.charges as Array<{ chargeId: number; kind: string; description: string }>;
      const nights = charges.filter((c) => c.kind === 'room_night');
      expect(nights.length).toBeGreaterThan(0);
      const routed = await clerk().post(`/crm/folio/${stay.orderId}/route`, { chargeIds: nights.map((c) => c.chargeId), folioNo: folio.body.folioNo });
      expect(routed.status, JSON.stringify(routed.body)).toBe(200);

      const user = await aUser(api(), 'adm-nadia').named('Nadia Berrada').create();
      const edited = await admin().put(`/crm/users/${user.userId}`, { name: 'Nadia B.', email: 'nadia.b@example.com' });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);

      const marked = await api()
        .as('housekeeper1')
        .post('/pms/rooms/status', { roomIds: [desk.rooms.r103.roomId], status: 'CLEAN' });
      expect(marked.status, JSON.stringify(marked.body)).toBe(200);

      const events = await eventsOf(stay.groupId, ['audit.detail.folio.chargesRouted', 'audit.detail.room.marked']);
      const userEvents = await eventsOf(user.groupId, ['audit.detail.user.changed']);
      const routedEvent = events.find((e) => e.detailKey === 'audit.detail.folio.chargesRouted')!;
      const lines = nights.map((c) => c.description).join(', ');
      expect(plain(auditDetailText('fr', routedEvent))).toBe(`${nights.length === 1 ? 'Ligne déplacée' : 'Lignes déplacées'} : ${lines}`);
      expect(plain(auditDetailText('en', routedEvent))).toBe(`${nights.length === 1 ? 'Line' : 'Lines'} moved: ${lines}`);
      for (const c of nights) expect(routedEvent.detail).not.toMatch(new RegExp(`\\b${c.chargeId}\\b`));
      // The company's folio is named by the company, not its id.
      expect(routedEvent.messageParams).toMatchObject({ company: 'Atlas Voyages' });

      const userEvent = userEvents.at(-1)!;
      expect(auditDetailText('fr', userEvent)).toBe('Modifié : nom et e-mail');
      expect(auditDetailText('en', userEvent)).toBe('Changed: name and email');

      const markedEvent = events.find((e) => e.detailKey === 'audit.detail.room.marked')!;
      expect(auditDetailText('fr', markedEvent)).toBe('Désormais propre');
      expect(auditDetailText('en', markedEvent)).toBe('Now clean');
      for (const e of [routedEvent, userEvent, markedEvent]) {
        expectWords(auditDetailText('fr', e));
        expectWords(auditDetailText('en', e));
      }

      // The activity export says the details in the language asked for.
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const csv = await admin().get('/crm/audit/export', { groupid: stay.groupId, createdfrom: day(-1), createdto: day(1), lang: 'fr' });
      expect(csv.status).toBe(200);
      expect(String(csv.body)).toContain('Désormais propre');
      expect(String(csv.body)).not.toContain('"CLEAN"');
    });

    it('a rate plan’s terms and a demand rule are said in words, the rule named by what it does, never “rule <id>”', async () => {
      const base = await admin().post('/pms/rates/plans', { code: 'ADMF', name: 'Flexible', refundable: true, cancelDays: 2 });
      expect(base.status, JSON.stringify(base.body)).toBe(201);
      const bb = await admin().post('/pms/rates/plans', {
        code: 'ADMB',
        name: 'Breakfast',
        parentPlanId: base.body.planId,
        adjustKind: 'percent',
        adjustValue: 5,
        refundable: false,
        includes: ['breakfast', 'parking'],
      });
      expect(bb.status, JSON.stringify(bb.body)).toBe(201);
      const rule = await admin().post('/pms/rates/demand-rules', { planId: base.body.planId, minOccupancy: 80, adjustPercent: 10 });
      expect(rule.status, JSON.stringify(rule.body)).toBe(201);
      expect((await admin().del(`/pms/rates/demand-rules/${rule.body.ruleId}`)).status).toBe(204);

      const events = await eventsOf(desk.double.groupId, [
        'audit.detail.rates.planFreeCancel',
        'audit.detail.rates.planNonRefundable',
        'audit.detail.rates.demandRule',
      ]);
      expect(events.map((e) => plain(auditDetailText('fr', e)))).toEqual([
        'remboursable, annulation gratuite jusqu’à 2 jours avant l’arrivée ; prestations : aucune ; canaux : tous ; segments : tous',
        'non remboursable ; prestations : petit-déjeuner et parking ; canaux : tous ; segments : tous',
        'Règle : à partir de 80 % d’occupation, +10 %',
        'Règle : à partir de 80 % d’occupation, +10 %',
      ]);
      expect(plain(auditDetailText('en', events[1]!))).toBe('non-refundable; includes breakfast and parking; channels: all; segments: all');
      for (const e of events) {
        expectWords(auditDetailText('fr', e));
        expect(e.detail).not.toMatch(/\brule \d/i);
      }
    });
  },
  { now: () => FIXED },
);
