import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { aDeskHotel, aTag, type DeskHotel } from './helpers/builders/index.ts';
import { MIGRATIONS_DIR } from '../src/backend/db/migrate.ts';
import { lineText } from '../src/lib/i18n/stored-texts.ts';
import { auditDetailText, auditMessageText } from '../src/lib/i18n/audit-message-text.ts';
import type { TAuditEventDto } from '../src/lib/domain/admin-dto.ts';

// The hotels' calendar day is 2026-03-10 at this instant.
const FIXED = new Date('2026-03-10T10:00:00Z');

/** Spaces Intl puts in amounts ('1 000,00 MAD') as plain spaces, to compare. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

type EventRow = { message: string; text: never; type: string };

/**
 * Migration 0043's own statements that give the invoices' order events written before it their kind
 * (all but the columns it adds): run again over rows written the old way, as the migration ran.
 */
async function migrateOldEvents(api: TestApi): Promise<void> {
  const text = fs.readFileSync(path.join(MIGRATIONS_DIR, '0043_stored_event_texts.sql'), 'utf8');
  const statements = text
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => !/ADD COLUMN/.test(s));
  expect(statements.length).toBe(5);
  for (const s of statements) await api.database.exec(s);
}

describeApi(
  'stored events: wallet audit entries, audit details and invoice events said in the reader’s language (issue 36)',
  (api) => {
    const clerk = () => api().as('clerk1');
    let desk: DeskHotel;

    beforeAll(async () => {
      desk = await aDeskHotel(api(), { prefix: 'SE' });
    });

    it('a wallet’s audit entries name its guest and reservation, never the card’s tag, in French and English', async () => {
      const stay = await desk.stay().guest('Ana Silva').inRoom(desk.rooms.r201).dates('2026-03-09', '2026-03-11').inHouse('2026-03-09T15:00:00Z').create();
      await aTag(api(), stay, 'TAG-SE-4711');
      expect((await clerk().post('/crm/rfid-wallets/init?rfidKey=TAG-SE-4711')).status).toBe(201);
      expect((await clerk().post(`/crm/rfid-wallets/set-limit?rfidKey=TAG-SE-4711&itemId=${stay.itemId}&limitAmount=150.50`)).status).toBe(200);
      const charge = await clerk().post('/crm/rfid-wallets/charge', { rfidKey: 'TAG-SE-4711', amountMinor: 2400, description: '2 coffees' });
      expect(charge.status, JSON.stringify(charge.body)).toBe(201);
      expect((await clerk().post('/crm/rfid-wallets/disable?rfidKey=TAG-SE-4711')).status).toBe(200);

      // The audit report's API: recorded at the database's clock, so searched around today.
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const r = await api()
        .as('admin')
        .get('/crm/audit/allevent', { groupid: stay.groupId, createdfrom: day(-1), createdto: day(1), itemid: stay.itemId });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const events = (r.body.content as TAuditEventDto[])
        .filter((e) => e.messageKey?.startsWith('audit.msg.wallet.') && e.messageKey !== 'audit.msg.wallet.charge')
        .reverse();
      expect(events.map((e) => [e.messageKey, e.detailKey])).toEqual([
        ['audit.msg.wallet.openedFor', 'audit.detail.wallet.noLimitYet'],
        ['audit.msg.wallet.limitSetFor', 'audit.detail.wallet.limitWas'],
        ['audit.msg.wallet.disabledFor', 'audit.detail.wallet.paidOfLimit'],
      ]);
      const n = stay.number;
      expect(events.map((e) => [plain(auditMessageText('fr', e)), plain(auditDetailText('fr', e))])).toEqual([
        [`Porte-monnaie RFID de Ana Silva ouvert sur la réservation ${n}`, 'Plafond à 0 jusqu’à ce qu’il soit fixé'],
        [`Porte-monnaie RFID de Ana Silva sur la réservation ${n} : plafond fixé à 150,50 MAD`, 'Était de 0,00 MAD'],
        [`Porte-monnaie RFID de Ana Silva sur la réservation ${n} fermé`, '24,00 MAD payés sur 150,50 MAD'],
      ]);
      expect(events.map((e) => [plain(auditMessageText('en', e)), plain(auditDetailText('en', e))])).toEqual([
        [`RFID wallet of Ana Silva opened on reservation ${n}`, 'Limit 0 until one is set'],
        [`RFID wallet of Ana Silva on reservation ${n}: limit set to MAD 150.50`, 'Was MAD 0.00'],
        [`RFID wallet of Ana Silva on reservation ${n} closed`, 'Paid MAD 24.00 of MAD 150.50'],
      ]);
      // The English kept beside the key is the English rendering: the tag appears nowhere people read.
      for (const e of events) {
        expect(plain(e.message)).toBe(plain(auditMessageText('en', e)));
        expect(plain(e.detail)).toBe(plain(auditDetailText('en', e)));
        expect(JSON.stringify(e)).not.toContain('TAG-SE-4711');
      }

      // The activity export says the same in the reader's language.
      const csv = await api()
        .as('admin')
        .get('/crm/audit/export', { groupid: stay.groupId, createdfrom: day(-1), createdto: day(1), itemid: stay.itemId, lang: 'fr' });
      expect(csv.status).toBe(200);
      const text = plain(typeof csv.body === 'string' ? csv.body : JSON.stringify(csv.body));
      expect(text).toContain('24,00 MAD payés sur 150,50 MAD');
      expect(text).not.toContain('TAG-SE-4711');
    });

    it('an invoice and its credit note are order events of a kind, said in French and English; the reason as typed', async () => {
      const stay = await desk.stay().inRoom(desk.rooms.r104).dates('2026-03-08', '2026-03-10').withNightPrice(81000).inHouse('2026-03-08T15:00:00Z').create();
      const issued = await clerk().post('/crm/invoices', { orderId: stay.orderId });
      expect(issued.status, JSON.stringify(issued.body)).toBe(201);
      const credit = await clerk().post('/crm/credit-notes', { invoiceId: issued.body.invoiceId, amountMinor: 12050, reason: 'Minibar (not taken): refunded' });
      expect(credit.status, JSON.stringify(credit.body)).toBe(201);

      const order = (await clerk().get(`/crm/order/${stay.orderId}`)).body as { events: EventRow[] };
      const invoiced = order.events.find((e) => e.type === 'invoiced')!;
      const credited = order.events.find((e) => e.type === 'credit_note')!;
      expect(invoiced.text).toMatchObject({ key: 'folio.event.invoiced', params: { number: issued.body.number, amount: { currency: 'MAD' } } });
      expect(credited.text).toEqual({
        key: 'folio.event.credited',
        params: { number: credit.body.number, invoice: issued.body.number, amount: { minor: 12050, currency: 'MAD' }, reason: 'Minibar (not taken): refunded' },
      });
      const said = (e: EventRow, locale: string) => plain(lineText({ description: e.message, text: e.text }, locale));
      expect(said(credited, 'fr')).toBe(`Avoir ${credit.body.number} sur la facture ${issued.body.number} : 120,50 MAD (Minibar (not taken): refunded)`);
      expect(said(credited, 'en')).toBe(`Credit note ${credit.body.number} on invoice ${issued.body.number}: MAD 120.50 (Minibar (not taken): refunded)`);
      expect(said(invoiced, 'fr')).toMatch(new RegExp(`^Facture ${issued.body.number} émise pour .+ : [\\d ]+,\\d\\d MAD$`));
      expect(said(invoiced, 'en')).toMatch(new RegExp(`^Invoice ${issued.body.number} issued to .+: MAD [\\d,]+\\.\\d\\d$`));
      // The English message kept for logs and API users is the English rendering.
      expect(plain(invoiced.message)).toBe(said(invoiced, 'en'));
      expect(plain(credited.message)).toBe(said(credited, 'en'));
    });

    it('migration 0043 gives the invoices’ old English events their kind; a shape it does not know stays as written', async () => {
      const stay = await desk.stay().inRoom(desk.rooms.r101).dates('2026-03-08', '2026-03-10').inHouse('2026-03-08T15:00:00Z').create();
      const events: [string, string][] = [
        ['invoiced', 'Invoice F-2026-000012 issued to Karim Bennani: MAD\u00a01,620.00'],
        ['invoiced', 'Invoice F-2026-000013 issued to Atlas: Voyages SARL: 1,620.50 MAD'],
        ['credit_note', 'Credit note A-2026-000003 on invoice F-2026-000012: MAD\u00a0120.50 (Minibar (not taken): refunded)'],
        ['credit_note', 'Credit note A-2026-000004 on invoice F-2026-000012: -MAD 5.00 (rounding)'],
        ['invoiced', 'Invoice F-2026-000014 issued to Karim Bennani: about a thousand'],
        ['archive', 'Invoice F-2026-000015 issued to Karim Bennani: MAD 1.00'],
      ];
      for (const [i, [type, message]] of events.entries()) {
        await api().database.query(
          `insert into order_events (group_id, order_id, type, message, created_at) values ($1, $2, $3, $4, '2026-03-10T09:00:00Z'::timestamptz + $5 * interval '1 second')`,
          [stay.groupId, stay.orderId, type, message, i],
        );
      }

      await migrateOldEvents(api());

      const rows = await api().database.query<{ message: string; text_key: string | null; text_params: unknown }>(
        `select message, text_key, text_params from order_events where order_id = $1 order by created_at, order_event_id`,
        [stay.orderId],
      );
      const old = rows.filter((r) => events.some(([, m]) => m === r.message));
      expect(old.map((r) => [r.text_key, r.text_params])).toEqual([
        ['folio.event.invoiced', { number: 'F-2026-000012', name: 'Karim Bennani', amount: { minor: 162000, currency: 'MAD' } }],
        ['folio.event.invoiced', { number: 'F-2026-000013', name: 'Atlas: Voyages SARL', amount: { minor: 162050, currency: 'MAD' } }],
        [
          'folio.event.credited',
          { number: 'A-2026-000003', invoice: 'F-2026-000012', amount: { minor: 12050, currency: 'MAD' }, reason: 'Minibar (not taken): refunded' },
        ],
        ['folio.event.credited', { number: 'A-2026-000004', invoice: 'F-2026-000012', amount: { minor: -500, currency: 'MAD' }, reason: 'rounding' }],
        // No amount the migration can read: left as written (an English sentence the page marks as such).
        [null, null],
        // A clerk's archive note of the same words stays the clerk's.
        [null, null],
      ]);

      const order = (await clerk().get(`/crm/order/${stay.orderId}`)).body as { events: EventRow[] };
      const shown = order.events
        .filter((e) => events.some(([, m]) => m === e.message))
        .map((e) => plain(lineText({ description: e.message, text: e.text }, 'fr')));
      expect(shown.slice(0, 4)).toEqual([
        'Facture F-2026-000012 émise pour Karim Bennani : 1 620,00 MAD',
        'Facture F-2026-000013 émise pour Atlas: Voyages SARL : 1 620,50 MAD',
        'Avoir A-2026-000003 sur la facture F-2026-000012 : 120,50 MAD (Minibar (not taken): refunded)',
        'Avoir A-2026-000004 sur la facture F-2026-000012 : -5,00 MAD (rounding)',
      ]);
      expect(shown[5]).toBe('Invoice F-2026-000015 issued to Karim Bennani: MAD 1.00');
    });
  },
  { now: () => FIXED },
);
