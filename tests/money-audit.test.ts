import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { aDeskHotel, aPastAuditEvent, AUDIT, FIXTURE, type DeskHotel } from './helpers/builders/index.ts';
import { dayInZone } from '../src/lib/domain/days.ts';

// The hotels' calendar day is 2026-03-10 at this instant.
const FIXED = new Date('2026-03-10T10:00:00Z');
const TODAY = '2026-03-10';

/** Intl writes a no-break (or narrow no-break) space between an amount and its currency. */
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** The activity report's filter for the events of one order item, on the day the database dated them. */
async function itemQuery(api: TestApi, itemId: number) {
  const [at] = await api.database.query<{ created_at: Date | string; timezone: string }>(
    `select max(a.created_at) created_at, max(h.timezone) timezone from audit_events a join hotels h using (group_id) where a.item_id = $1`,
    [itemId],
  );
  const d = dayInZone(new Date(at!.created_at), at!.timezone);
  return { createdfrom: d, createdto: d, itemid: itemId };
}

describeApi(
  "money in audit texts: the currency's units, never minor units",
  (api) => {
    let desk: DeskHotel;
    beforeAll(async () => {
      desk = await aDeskHotel(api(), { prefix: 'MA' });
    });

    it('a payment of 585.00 MAD reads "585,00 MAD" in French and "MAD 585.00" in English, in the list, the export and the stored message', async () => {
      const stay = await desk.stay().inRoom(desk.rooms.r101).dates('2026-03-08', TODAY).inHouse('2026-03-08T15:00:00Z').create();
      const paid = await api().as('clerk1').post(`/crm/orders/${stay.orderId}/add/payment`, { method: 'cash', amountMinor: 58_500 });
      expect(paid.status, JSON.stringify(paid.body)).toBe(201);
      const order = stay.orderNumber;

      const [row] = await api().database.query<{ message: string; message_params: Record<string, unknown> }>(
        `select message, message_params from audit_events where item_id = $1 and message_key = 'audit.msg.folio.payment'`,
        [stay.itemId],
      );
      // The values stay as recorded (minor units and the currency); the text shows units.
      expect(row!.message_params).toMatchObject({ amount: 58_500, currency: 'MAD', method: 'cash' });
      expect(spaces(row!.message)).toBe(`Payment MAD 585.00 by cash on folio 1 of order ${order}`);

      const q = await itemQuery(api(), stay.itemId);
      const listed = await api().as('clerk1').get('/crm/audit/allevent', q);
      expect(listed.status).toBe(200);
      const messages = listed.body.content.map((e: { message: string }) => spaces(e.message));
      expect(messages).toContain(`Payment MAD 585.00 by cash on folio 1 of order ${order}`);
      expect(messages.join('\n')).not.toContain('58500');

      const fr = await api()
        .as('clerk1')
        .get('/crm/audit/export', { ...q, lang: 'fr' });
      expect(fr.status).toBe(200);
      expect(spaces(String(fr.body))).toContain(`Paiement de 585,00 MAD, mode espèces, sur le folio 1 de la commande ${order}`);
      const en = await api()
        .as('clerk1')
        .get('/crm/audit/export', { ...q, lang: 'en' });
      expect(spaces(String(en.body))).toContain(`Payment MAD 585.00 by cash on folio 1 of order ${order}`);
      expect(String(fr.body) + String(en.body)).not.toContain('58500');
    });

    it('an extra and a refund show their amounts in units too', async () => {
      const stay = await desk.stay().inRoom(desk.rooms.r102).dates('2026-03-08', '2026-03-11').inHouse('2026-03-08T15:00:00Z').create();
      const clerk = api().as('clerk1');
      expect(
        (await clerk.post(`/crm/folio/${stay.orderId}/charges`, { kind: 'extra', description: 'Mint tea', quantity: 3, unitPriceMinor: 1_255 })).status,
      ).toBe(201);
      expect((await clerk.post(`/crm/orders/${stay.orderId}/add/payment`, { method: 'cash', amountMinor: 100_005 })).status).toBe(201);
      expect((await clerk.post(`/crm/orders/${stay.orderId}/add/payment`, { method: 'cash', amountMinor: -5 })).status).toBe(201);
      const fr = spaces(String((await clerk.get('/crm/audit/export', { ...(await itemQuery(api(), stay.itemId)), lang: 'fr' })).body));
      expect(fr).toContain('Extra 3 × Mint tea (37,65 MAD)');
      expect(fr).toContain('Paiement de 1 000,05 MAD, mode espèces');
      expect(fr).toContain('Remboursement de -0,05 MAD, mode espèces');
    });

    it('events recorded before (append-only, minor units in their values) read in units as well', async () => {
      const stay = await desk.stay().inRoom(desk.rooms.r103).dates('2026-03-08', TODAY).inHouse('2026-03-08T15:00:00Z').create();
      // Exactly what 82c0687 wrote for a 585.00 MAD payment.
      await aPastAuditEvent(api(), {
        groupId: stay.groupId,
        user: { userId: null, name: 'Clerk' },
        typeId: AUDIT.ADD_PAYMENT,
        message: `Payment 58500 MAD by cash on folio 1 of order ${stay.orderNumber}`,
        messageKey: 'audit.msg.folio.payment',
        messageParams: { amount: 58500, currency: 'MAD', method: 'cash', folio: 1, order: stay.orderNumber },
        itemId: stay.itemId,
      });
      const q = await itemQuery(api(), stay.itemId);
      const fr = spaces(
        String(
          (
            await api()
              .as('admin')
              .get('/crm/audit/export', { ...q, groupid: FIXTURE.hotel1, lang: 'fr' })
          ).body,
        ),
      );
      expect(fr).toContain(`Paiement de 585,00 MAD, mode espèces, sur le folio 1 de la commande ${stay.orderNumber}`);
      const en = spaces(
        String(
          (
            await api()
              .as('admin')
              .get('/crm/audit/export', { ...q, groupid: FIXTURE.hotel1, lang: 'en' })
          ).body,
        ),
      );
      expect(en).toContain(`Payment MAD 585.00 by cash on folio 1 of order ${stay.orderNumber}`);
    });
  },
  { now: () => FIXED },
);
