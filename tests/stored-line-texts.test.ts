import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { aDeskHotel, aTag, type DeskHotel, type StayHandle } from './helpers/builders/index.ts';
import { MIGRATIONS_DIR } from '../src/backend/db/migrate.ts';
import { lineText } from '../src/lib/i18n/stored-texts.ts';
import { invoiceDocument } from '../src/backend/modules/invoices/invoice-pdf.ts';
import type { TInvoiceDetailDto } from '../src/lib/domain/invoices-dto.ts';

// The hotels' calendar day is 2026-03-10 at this instant.
const FIXED = new Date('2026-03-10T10:00:00Z');

type Line = { description: string; text_key: string | null; text_params: unknown };

const linesOf = async (api: TestApi, where: string, params: unknown[]) =>
  api.database.query<Line & { charge_id: number; kind: string }>(
    `select charge_id, kind, description, text_key, text_params from order_charges where ${where} order by charge_id`,
    params,
  );

/**
 * Migration 0042's own statements that give the lines written before it their kind (all but the
 * columns it adds): run again over rows written the old way, as the migration ran over a hotel's rows.
 */
async function migrateOldLines(api: TestApi): Promise<void> {
  const text = fs.readFileSync(path.join(MIGRATIONS_DIR, '0042_stored_line_texts.sql'), 'utf8');
  const statements = text
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => !/ADD COLUMN/.test(s));
  expect(statements.length).toBeGreaterThanOrEqual(5);
  for (const s of statements) await api.database.exec(s);
}

describeApi(
  'stored folio lines: kinds with values, said in the reader’s language (issue 36)',
  (api) => {
    const clerk = () => api().as('clerk1');
    let desk: DeskHotel;
    let booked: StayHandle;

    beforeAll(async () => {
      desk = await aDeskHotel(api(), { prefix: 'SL' });
      booked = await desk.stay().inRoom(desk.rooms.r102).dates('2026-03-10', '2026-03-13').guests(2).withNightPrice(10000).book();
    });

    it('a booking stores its nights and its room item as kinds, the English beside them', async () => {
      const nights = await linesOf(api(), 'item_id = $1', [booked.itemId]);
      expect(nights).toHaveLength(3);
      for (const n of nights) expect(n).toMatchObject({ kind: 'room_night', description: 'Room night', text_key: 'folio.line.roomNight', text_params: {} });
      const [item] = await api().database.query<Line>(`select description, text_key, text_params from order_items where item_id = $1`, [booked.itemId]);
      expect(item).toEqual({
        description: `${desk.double.name}, 3 nights`,
        text_key: 'folio.line.roomNights',
        text_params: { type: desk.double.name, nights: 3 },
      });
      const order = (await clerk().get(`/crm/order/${booked.orderId}`)).body;
      expect(order.events[0]).toMatchObject({
        type: 'confirmed',
        text: {
          key: 'folio.event.booked',
          params: { number: booked.orderNumber, type: desk.double.name, room: '102', from: { day: '2026-03-10' }, to: { day: '2026-03-13' } },
        },
      });
      expect(lineText({ description: order.events[0].message, text: order.events[0].text }, 'fr')).toBe(
        `Commande ${booked.orderNumber} confirmée : ${desk.double.name} (chambre 102), du 10/03/2026 au 13/03/2026`,
      );
      expect(order.items[0].text).toEqual({ key: 'folio.line.roomNights', params: { type: desk.double.name, nights: 3 } });
      expect(lineText(order.items[0], 'fr')).toBe(`${desk.double.name}, 3 nuits`);
    });

    it('the city tax and a discount store their kind and values; the folio answers them and names no internal id', async () => {
      const tax = await clerk().post(`/crm/folio/${booked.orderId}/city-tax`, { perPersonNightMinor: 250, itemId: booked.itemId });
      expect(tax.status, JSON.stringify(tax.body)).toBe(201);
      const [night] = await linesOf(api(), `item_id = $1 and kind = 'room_night'`, [booked.itemId]);
      const discount = await clerk().post(`/crm/folio/${booked.orderId}/discount`, { chargeId: night!.charge_id, mode: 'percent', value: 90 });
      expect(discount.status, JSON.stringify(discount.body)).toBe(201);

      const taxes = await linesOf(api(), `item_id = $1 and kind = 'city_tax'`, [booked.itemId]);
      expect(taxes).toHaveLength(3);
      for (const t of taxes) expect(t).toMatchObject({ description: 'City tax, 2 adults', text_key: 'folio.line.cityTax', text_params: { adults: 2 } });
      const [stored] = await linesOf(api(), 'charge_id = $1', [discount.body.chargeId]);
      expect(stored).toMatchObject({
        kind: 'discount',
        description: 'Discount on Room night',
        text_key: 'folio.line.discountOn',
        text_params: { what: { key: 'folio.line.roomNight', params: {} } },
      });

      const folio = (await clerk().get(`/crm/folio/${booked.orderId}`)).body as { charges: { chargeId: number; description: string; text: unknown }[] };
      const shown = folio.charges.find((c) => c.chargeId === discount.body.chargeId)!;
      expect(shown.text).toEqual({ key: 'folio.line.discountOn', params: { what: { key: 'folio.line.roomNight', params: {} } } });
      expect(lineText({ description: shown.description, text: shown.text as never }, 'fr')).toBe('Remise sur Nuitée');
      expect(JSON.stringify(folio.charges.map((c) => c.description))).not.toMatch(/#\d/);
    });

    it('a cancellation fee is stored by its kind', async () => {
      const other = await desk.stay().inRoom(desk.rooms.r103).dates('2026-03-12', '2026-03-14').withNightPrice(10000).book();
      const res = await clerk().post(`/pms/reservations/${other.reservationId}/cancel`, { price: 4000, reason: 'Changed plans' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const [fee] = await linesOf(api(), `item_id = $1 and kind = 'cancellation'`, [other.itemId]);
      expect(fee).toMatchObject({ description: 'Cancellation fee', text_key: 'folio.line.cancellationFee', text_params: {} });
      const [item] = await api().database.query<Line>(`select description, text_key from order_items where item_id = $1`, [other.itemId]);
      // No night left: the item keeps the line it was booked with.
      expect(item).toEqual({ description: `${desk.double.name}, 2 nights`, text_key: 'folio.line.roomNights' });
    });

    it('a wallet charge and its refund store their kind with what was sold; the tag stays in the English only', async () => {
      const stay = await desk.stay().inRoom(desk.rooms.r201).dates('2026-03-09', '2026-03-11').inHouse('2026-03-09T15:00:00Z').create();
      await aTag(api(), stay, 'TAG-SL');
      expect((await clerk().post('/crm/rfid-wallets/init?rfidKey=TAG-SL')).status).toBe(201);
      expect((await clerk().post(`/crm/rfid-wallets/set-limit?rfidKey=TAG-SL&itemId=${stay.itemId}&limitAmount=100`)).status).toBe(200);
      const charge = await clerk().post('/crm/rfid-wallets/charge', { rfidKey: 'TAG-SL', amountMinor: 2400, posId: 2, description: '2 coffees' });
      expect(charge.status, JSON.stringify(charge.body)).toBe(201);
      const refund = await clerk().post('/crm/rfid-wallets/refund', {
        rfidKey: 'TAG-SL',
        walletChargeId: charge.body.walletChargeId,
        amountMinor: 1200,
        reason: 'one spilt',
      });
      expect(refund.status, JSON.stringify(refund.body)).toBe(201);

      const rows = await linesOf(api(), 'charge_id = any($1::int[])', [[charge.body.folioChargeId, refund.body.folioChargeId]]);
      expect(rows.map((r) => [r.kind, r.description, r.text_key, r.text_params])).toEqual([
        ['wallet', 'RFID TAG-SL: 2 coffees', 'folio.line.wallet', { what: '2 coffees' }],
        ['wallet', 'RFID TAG-SL: 2 coffees (one spilt)', 'folio.line.walletRefund', { what: '2 coffees (one spilt)' }],
      ]);
      const folio = (await clerk().get(`/crm/folio/${stay.orderId}`)).body as { charges: { chargeId: number; description: string; text: never }[] };
      const said = (id: number) =>
        lineText(
          folio.charges.find((c) => c.chargeId === id)!,
          'fr',
        );
      expect([said(charge.body.folioChargeId), said(refund.body.folioChargeId)]).toEqual([
        'Achat sur porte-monnaie : 2 coffees',
        'Remboursement sur porte-monnaie : 2 coffees (one spilt)',
      ]);

      // The invoice of that folio: each line says its charge's kind, in the invoice's language on its PDF.
      const issued = await clerk().post('/crm/invoices', { orderId: stay.orderId, language: 'fr' });
      expect(issued.status, JSON.stringify(issued.body)).toBe(201);
      const detail = (await clerk().get(`/crm/invoices/${issued.body.invoiceId}`)).body as TInvoiceDetailDto;
      const byCharge = (id: number) => detail.lines.find((l) => l.chargeId === id)!;
      expect(byCharge(charge.body.folioChargeId)).toMatchObject({
        description: 'RFID TAG-SL: 2 coffees',
        text: { key: 'folio.line.wallet', params: { what: '2 coffees' } },
      });
      expect(byCharge(refund.body.folioChargeId).text).toEqual({ key: 'folio.line.walletRefund', params: { what: '2 coffees (one spilt)' } });

      const pdfLines = (inv: TInvoiceDetailDto): string[] => {
        const table = (invoiceDocument(inv).content as { table?: { body: unknown[][] } }[]).find((c) => c.table)!.table!;
        return table.body.slice(1).map((row) => String(row[1]));
      };
      const fr = pdfLines(detail);
      expect(fr).toContain('Achat sur porte-monnaie : 2 coffees');
      expect(fr).toContain('Remboursement sur porte-monnaie : 2 coffees (one spilt)');
      // The builder's nights are written as English sentences without a kind: the old reader says them.
      expect(fr.filter((d) => d === 'Nuitée')).toHaveLength(2);
      expect(fr.join('\n')).not.toMatch(/RFID|TAG-SL/);
      expect(pdfLines({ ...detail, language: 'en' })).toContain('Wallet purchase: 2 coffees');
      // A line of no kind (a clerk's own words) is printed as written.
      expect(pdfLines({ ...detail, lines: [{ ...detail.lines[0]!, text: null, description: 'Minibar' }] })).toEqual(['Minibar']);
      expect((await clerk().get(`/crm/invoices/${issued.body.invoiceId}/pdf`)).status).toBe(200);
    });

    it('migration 0042 gives the lines written as English sentences their kind; a clerk’s own words stay as typed', async () => {
      const stay = await desk.stay().inRoom(desk.rooms.r101).dates('2026-03-08', '2026-03-10').inHouse('2026-03-08T15:00:00Z').create();
      const old = async (description: string, kind: string, amount: number, discountOf: number | null = null) => {
        const [row] = await api().database.query<{ charge_id: number }>(
          `insert into order_charges (group_id, order_id, item_id, day, kind, description, amount_minor, tax_rate_bp, family, discount_of)
           values ($1, $2, $3, '2026-03-10', $4, $5, $6, 1000, 'room', $7) returning charge_id`,
          [stay.groupId, stay.orderId, stay.itemId, kind, description, amount, discountOf],
        );
        return row!.charge_id;
      };
      const night = await old('Room night', 'room_night', 10000);
      const ids = [
        night,
        await old('City tax, 2 adult(s)', 'city_tax', 500),
        await old('City tax (3 × 250)', 'city_tax', 750),
        await old(`Discount on Room night #${night}`, 'discount', -1000, night),
        await old('Early departure: 1 night(s) not used', 'fee', 3000),
        await old('RFID 1014570960: 2 coffees', 'wallet', 2400),
        await old('RFID 1014570960: 2 coffees (spilt)', 'wallet', -1200),
        await old('Minibar', 'extra', 1800),
        await old('Room night, as agreed', 'extra', 100),
        await old('Extra bed, 2 night(s)', 'extra', 3000),
      ];
      await api().database.exec(
        `update order_items set description = 'Double, 2 night(s)', text_key = null, text_params = null where item_id = ${stay.itemId}`,
      );
      const events = [
        'Order SL-9 confirmed: Double (room 101), 2026-03-08 to 2026-03-10',
        'Order SL-9 confirmed: Double (no room yet), 2026-03-08 to 2026-03-10',
        'Order SL-9 confirmed (number generated)',
        'Order confirmation kept in the outbox for a@b.ma (no SMTP server configured)',
        'Order confirmation to a@b.ma failed: 550 no such user',
        'Guest asked for a late checkout',
      ];
      for (const [i, message] of events.entries()) {
        await api().database.query(
          `insert into order_events (group_id, order_id, type, message, created_at) values ($1, $2, $3, $4, '2026-03-10T09:00:00Z'::timestamptz + $5 * interval '1 second')`,
          [stay.groupId, stay.orderId, i === 5 ? 'archive' : 'confirmed', message, i],
        );
      }
      // A frozen charge (posted by a closing) gets its kind too: only its kind is added.
      await api().database.exec(`update order_charges set posted_day = day where charge_id = ${night}`);

      await migrateOldLines(api());

      const rows = await linesOf(api(), 'charge_id = any($1::int[])', [ids]);
      expect(rows.map((r) => [r.description, r.text_key, r.text_params])).toEqual([
        ['Room night', 'folio.line.roomNight', {}],
        ['City tax, 2 adult(s)', 'folio.line.cityTax', { adults: 2 }],
        ['City tax (3 × 250)', 'folio.line.cityTax', { adults: 3 }],
        [`Discount on Room night #${night}`, 'folio.line.discountOn', { what: { key: 'folio.line.roomNight', params: {} } }],
        ['Early departure: 1 night(s) not used', 'folio.line.earlyDeparture', { nights: 1 }],
        ['RFID 1014570960: 2 coffees', 'folio.line.wallet', { what: '2 coffees' }],
        ['RFID 1014570960: 2 coffees (spilt)', 'folio.line.walletRefund', { what: '2 coffees (spilt)' }],
        ['Minibar', null, null],
        ['Room night, as agreed', null, null],
        // A clerk's extra keeps its words, whatever their shape.
        ['Extra bed, 2 night(s)', null, null],
      ]);
      const [item] = await api().database.query<Line>(`select description, text_key, text_params from order_items where item_id = $1`, [stay.itemId]);
      expect(item).toEqual({ description: 'Double, 2 night(s)', text_key: 'folio.line.roomNights', text_params: { type: 'Double', nights: 2 } });

      const folio = (await clerk().get(`/crm/folio/${stay.orderId}`)).body as { charges: { chargeId: number; description: string; text: never }[] };
      const said = (id: number) =>
        lineText(
          folio.charges.find((c) => c.chargeId === id)!,
          'fr',
        );
      expect(ids.map(said)).toEqual([
        'Nuitée',
        'Taxe de séjour, 2 adultes',
        'Taxe de séjour, 3 adultes',
        'Remise sur Nuitée',
        'Départ anticipé : 1 nuit non utilisée',
        'Achat sur porte-monnaie : 2 coffees',
        'Remboursement sur porte-monnaie : 2 coffees (spilt)',
        'Minibar',
        'Room night, as agreed',
        'Extra bed, 2 night(s)',
      ]);
      const order = (await clerk().get(`/crm/order/${stay.orderId}`)).body as { events: { message: string; text: never }[] };
      expect(order.events.filter((e) => events.includes(e.message)).map((e) => lineText({ description: e.message, text: e.text }, 'fr'))).toEqual([
        'Commande SL-9 confirmée : Double (chambre 101), du 08/03/2026 au 10/03/2026',
        'Commande SL-9 confirmée : Double (pas encore de chambre), du 08/03/2026 au 10/03/2026',
        'Commande SL-9 confirmée',
        'Confirmation de commande gardée en attente pour a@b.ma (aucun serveur de courrier configuré)',
        'L’envoi de la confirmation de commande à a@b.ma a échoué : 550 no such user',
        'Guest asked for a late checkout',
      ]);
      // The migration leaves no function of its own behind.
      const [fn] = await api().database.query<{ n: number }>(
        `select count(*)::int as n from pg_proc where proname in ('auberge_line_text_of', 'auberge_event_text_of')`,
      );
      expect(fn!.n).toBe(0);
    });
  },
  { now: () => FIXED },
);
