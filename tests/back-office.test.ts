import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { lineText, textOf } from '../src/lib/i18n/stored-texts.ts';
import { MIGRATIONS_DIR } from '../src/backend/db/migrate.ts';
import { auditMessageText } from '../src/lib/i18n/audit-message-text.ts';
import type { TPurchaseOrderDto } from '../src/lib/domain/back-office-dto.ts';

const SETUP = `
  insert into users (user_id, code, username, name, group_id, pos_id) values
    (6101, 'bo-buyer', 'bo-buyer', 'Bilal Buyer', 1, null), (6102, 'bo-buyer2', 'bo-buyer2', 'Brahim Buyer', 1, null),
    (6103, 'bo-stock', 'bo-stock', 'Salma Stock', 1, null), (6104, 'bo-stock2', 'bo-stock2', 'Sophie Stock', 2, null);
  insert into user_preferred_hotels (user_id, group_id) values (6101, 1), (6102, 1), (6103, 1), (6104, 2);
  insert into user_roles (user_id, role_id) select v.u, r.role_id from (values (6101, 'buyer'), (6102, 'buyer'), (6103, 'stock_keeper'), (6104, 'stock_keeper')) v(u, code)
    join roles r on r.code = v.code;
`;

async function counts(api: TestApi) {
  const [row] = await api.database.query<Record<string, number>>(`select
    (select count(*) from bo_purchase_orders)::int po, (select count(*) from bo_purchase_order_lines)::int lines, (select count(*) from bo_deliveries)::int deliveries,
    (select count(*) from bo_stock_movements)::int movements, (select count(*) from bo_internal_orders)::int internal, (select count(*) from bo_inventories)::int inventories`);
  return row!;
}

async function onHand(api: TestApi, productId: number, storeId: number): Promise<{ balance: number; ledger: number; last: number; value: number }> {
  const [row] = await api.database.query<Record<string, string | null>>(
    `select
    (select quantity from bo_stock_balances where product_id = $1 and store_id = $2) balance,
    (select coalesce(sum(quantity), 0) from bo_stock_movements where product_id = $1 and store_id = $2) ledger,
    (select balance_after from bo_stock_movements where product_id = $1 and store_id = $2 order by movement_id desc limit 1) last,
    (select value_minor from bo_stock_balances where product_id = $1 and store_id = $2) value`,
    [productId, storeId],
  );
  return { balance: Number(row!['balance'] ?? 0), ledger: Number(row!['ledger']), last: Number(row!['last'] ?? 0), value: Number(row!['value'] ?? 0) };
}

describeApi('back office: purchasing, deliveries and stock', (api) => {
  const ids = { supplier: 0, main: 0, bar: 0, family: 0, sub: 0, water: 0, wine: 0, service: 0, po: 0, line: 0, hotel2Store: 0 };

  beforeAll(async () => {
    await api().database.exec(SETUP);
    const admin = api().as('admin');
    ids.supplier = (await admin.post('/crm/bo/suppliers', { code: 'SUP1', name: 'Atlas Boissons', email: 'orders@atlas.example' })).body.supplierId;
    ids.main = (await admin.post('/crm/bo/stores', { code: 'MAIN', name: 'Main store' })).body.storeId;
    ids.bar = (await admin.post('/crm/bo/stores', { code: 'BAR', name: 'Bar store', posId: 2 })).body.storeId;
    ids.family = (await admin.post('/crm/bo/families', { code: 'DRK', name: 'Drinks' })).body.familyId;
    ids.sub = (await admin.post('/crm/bo/families', { code: 'WTR', name: 'Water', parentId: ids.family })).body.familyId;
    ids.water = (
      await admin.post('/crm/bo/products', {
        reference: 'W-050',
        name: 'Mineral water 50cl',
        unit: 'bottle',
        purchasePriceMinor: 400,
        salePriceMinor: 1500,
        supplierId: ids.supplier,
        familyId: ids.sub,
        tags: ['cold'],
      })
    ).body.productId;
    ids.wine = (
      await admin.post('/crm/bo/products', {
        reference: 'V-075',
        name: 'Red wine 75cl',
        unit: 'bottle',
        purchasePriceMinor: 6000,
        supplierId: ids.supplier,
        familyId: ids.family,
      })
    ).body.productId;
    ids.service = (await admin.post('/crm/bo/products', { reference: 'S-SPA', productType: 'service', name: 'Hammam', salePriceMinor: 20000 })).body.productId;
    const h2 = await api().as('bo-stock2').post('/crm/bo/stores', { code: 'MAIN', name: 'Magasin' });
    ids.hotel2Store = h2.body.storeId;
    expect([ids.supplier, ids.main, ids.bar, ids.water, ids.service, ids.hotel2Store].every((n) => n > 0)).toBe(true);
  });

  it('settings: lists, sub-family filter, services are never stocked, bad references name their field', async () => {
    const admin = api().as('admin');
    const list = await admin.get('/crm/bo/products', { family: ids.family });
    expect(list.body.content.map((p: { reference: string }) => p.reference).sort()).toEqual(['V-075', 'W-050']);
    expect(list.body.size).toBe(20);
    const stocked = await admin.post('/crm/bo/products', { reference: 'S-X', productType: 'service', name: 'Massage', stocked: true });
    expect(stocked.status).toBe(400);
    expect(stocked.body.field).toBe('stocked');
    const otherPos = await admin.post('/crm/bo/stores', { code: 'X', name: 'X', posId: 3 });
    expect(otherPos.status).toBe(400);
    expect(otherPos.body.field).toBe('posId');
    expect((await admin.put(`/crm/bo/stores/${ids.hotel2Store}`, { code: 'Z', name: 'Z' })).status).toBe(404);
    expect((await api().as('clerk1').get('/crm/bo/suppliers')).status).toBe(403);
    const weird = await admin.post('/crm/bo/suppliers', { code: 'A\u0000', name: 'x' });
    expect(weird.body.field).toBe('code');
    const price = await admin.post('/crm/bo/products', { reference: 'P1', name: 'p', purchasePriceMinor: 1.5 });
    expect(price.body.field).toBe('purchasePriceMinor');
  });

  it('purchasing: bad lines store nothing; the creator cannot approve; a second buyer confirms', async () => {
    const buyer = api().as('bo-buyer');
    const before = await counts(api());
    const negative = await buyer.post('/crm/order-commande', {
      supplierId: ids.supplier,
      storeId: ids.main,
      day: '2026-03-02',
      lines: [{ productId: ids.water, quantity: -5, unitPriceMinor: 400 }],
    });
    expect(negative.status).toBe(400);
    expect(negative.body.field).toBe('lines.0.quantity');
    const service = await buyer.post('/crm/order-commande', {
      supplierId: ids.supplier,
      storeId: ids.main,
      day: '2026-03-02',
      lines: [{ productId: ids.service, quantity: 1, unitPriceMinor: 1 }],
    });
    expect(service.body.field).toBe('lines.0.productId');
    const otherStore = await buyer.post('/crm/order-commande', {
      supplierId: ids.supplier,
      storeId: ids.hotel2Store,
      day: '2026-03-02',
      lines: [{ productId: ids.water, quantity: 1, unitPriceMinor: 1 }],
    });
    expect(otherStore.body.field).toBe('storeId');
    expect(await counts(api())).toEqual(before);

    const created = await buyer.post('/crm/order-commande', {
      supplierId: ids.supplier,
      storeId: ids.main,
      day: '2026-03-02',
      lines: [
        { productId: ids.water, quantity: 10, unitPriceMinor: 400 },
        { productId: ids.wine, quantity: 6, unitPriceMinor: 6000 },
      ],
    });
    expect(created.status).toBe(201);
    ids.po = created.body.purchaseOrderId;
    expect(created.body.number).toMatch(/^PO-\d{5}$/);
    const early = await api().as('bo-buyer2').post('/crm/order-commande-confirmed', { purchaseOrderId: ids.po });
    expect(early.status).toBe(409);
    const validated = await buyer.post(`/crm/bo/purchase-orders/${ids.po}/validate`);
    expect(validated.body.status).toBe(0);
    const own = await buyer.post('/crm/order-commande-confirmed', { purchaseOrderId: ids.po });
    expect(own.status).toBe(403);
    expect(own.body.field).toBe('purchaseOrderId');
    const approved = await api().as('bo-buyer2').post('/crm/order-commande-confirmed', { purchaseOrderId: ids.po, event: 'ok for March' });
    expect(approved.body.status).toBe(4);
    const order = await buyer.get(`/crm/bo/purchase-orders/${ids.po}`);
    expect(order.body.totalMinor).toBe(10 * 400 + 6 * 6000);
    expect(order.body.approvedBy.name).toBe('Brahim Buyer');
    expect(order.body.events.map((e: { type: string }) => e.type)).toEqual(['created', 'validated', 'confirmed', 'event']);
    ids.line = order.body.lines[0].lineId;
    const mail = await buyer.post(`/crm/bo/purchase-orders/${ids.po}/mail`, {});
    expect(mail.body).toMatchObject({ status: 'outbox', to: 'orders@atlas.example' });
    expect((await buyer.post(`/crm/bo/purchase-orders/${ids.po}/mail`, { email: 'nope' })).body.field).toBe('email');
    const mailed = await buyer.get(`/crm/bo/purchase-orders/${ids.po}`);
    expect(mailed.body.events.at(-1)).toMatchObject({
      type: 'mail',
      message: 'Mail to orders@atlas.example kept in the outbox (no mail server configured)',
      text: { key: 'po.event.mailOutbox', params: { to: 'orders@atlas.example' } },
    });
    // Each event is a kind said in the reader's language; a clerk's note stays as typed (issue 36).
    const said = (locale: string) => (mailed.body.events as TPurchaseOrderDto['events']).map((e) => lineText({ description: e.message, text: e.text }, locale));
    expect(said('fr')).toEqual([
      'Créé avec 2 lignes',
      'Validé ; en attente d’approbation',
      'Approuvé par Brahim Buyer',
      'ok for March',
      'Courriel pour orders@atlas.example gardé dans la boîte d’envoi (aucun serveur de courrier configuré)',
    ]);
    expect(said('en').slice(0, 3)).toEqual(['Created with 2 lines', 'Validated; waiting for approval', 'Approved by Brahim Buyer']);
    // The audit log says the same in the reader's language, no English sentence stored as the text shown.
    const audit = await api().database.query<{ message: string; message_key: string | null; message_params: Record<string, string | number> | null }>(
      'select message, message_key, message_params from audit_events where type_id = 61 and item_id = $1 order by audit_event_id',
      [ids.po],
    );
    const auditFr = audit.map((e) => auditMessageText('fr', { message: e.message, messageKey: e.message_key, messageParams: e.message_params }));
    expect(auditFr.map((m) => m.replace(/[\u00a0\u202f]/g, ' '))).toEqual([
      `Bon de commande ${created.body.number} : Créé avec 2 lignes`,
      `Bon de commande ${created.body.number} : Validé ; en attente d’approbation`,
      `Bon de commande ${created.body.number} : Approuvé par Brahim Buyer`,
      `Bon de commande ${created.body.number}, note : ok for March`,
      `Bon de commande ${created.body.number} : Courriel pour orders@atlas.example gardé dans la boîte d’envoi (aucun serveur de courrier configuré)`,
    ]);
    expect(audit[0]!.message).toBe(`Purchase order ${created.body.number}: Created with 2 lines`);
    const pending = await buyer.get('/crm/bo/purchase-orders', { status: 4 });
    expect(pending.body.content.map((o: { purchaseOrderId: number }) => o.purchaseOrderId)).toContain(ids.po);
    expect((await api().as('clerk2').get(`/crm/bo/purchase-orders/${ids.po}`)).status).toBe(403);
    expect((await api().as('bo-stock2').get(`/crm/bo/purchase-orders/${ids.po}`)).status).toBe(404);
  });

  it('deliveries: another hotel is refused, over-delivery is refused, a partial delivery enters stock on confirm', async () => {
    const keeper = api().as('bo-stock');
    const before = await counts(api());
    const foreign = await api()
      .as('bo-stock2')
      .post('/crm/bo/deliveries', { purchaseOrderId: ids.po, day: '2026-03-03', lines: [{ lineId: ids.line, quantity: 1 }] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.field).toBe('purchaseOrderId');
    const over = await keeper.post('/crm/bo/deliveries', { purchaseOrderId: ids.po, day: '2026-03-03', lines: [{ lineId: ids.line, quantity: 11 }] });
    expect(over.body.field).toBe('lines.0.quantity');
    expect(await counts(api())).toEqual(before);
    const part = await keeper.post('/crm/bo/deliveries', {
      purchaseOrderId: ids.po,
      day: '2026-03-03',
      supplierReference: 'BL-778',
      lines: [{ lineId: ids.line, quantity: 6 }],
    });
    expect(part.status).toBe(201);
    const rest = await keeper.post('/crm/bo/deliveries', { purchaseOrderId: ids.po, day: '2026-03-03', lines: [{ lineId: ids.line, quantity: 5 }] });
    expect(rest.body.field).toBe('lines.0.quantity');
    expect((await onHand(api(), ids.water, ids.main)).balance).toBe(0);
    const sent = await keeper.get('/crm/bo/deliveries', { status: 0 });
    expect(sent.body.content).toHaveLength(1);
    expect((await keeper.get('/crm/bo/deliveries', { status: 'x' })).body.status).toBe(6);
    expect((await keeper.get('/crm/bo/deliveries')).body.status).toBe(4);
    const confirmed = await keeper.post(`/crm/bo/deliveries/${part.body.deliveryId}/confirm`);
    expect(confirmed.body).toEqual({ status: 4, movements: 1 });
    expect((await keeper.post(`/crm/bo/deliveries/${part.body.deliveryId}/confirm`)).status).toBe(409);
    expect(await onHand(api(), ids.water, ids.main)).toEqual({ balance: 6, ledger: 6, last: 6, value: 2400 });
    const events = (await keeper.get(`/crm/bo/purchase-orders/${ids.po}`)).body.events as TPurchaseOrderDto['events'];
    expect(lineText({ description: events.at(-1)!.message, text: events.at(-1)!.text }, 'fr')).toBe('Livraison ' + part.body.number + ' reçue (1 ligne)');
  });

  it('purchase order events written in English before migration 0047 take their kind from their shape; a note keeps its words', async () => {
    const old: [string, string][] = [
      ['created', 'created with 3 line(s)'],
      ['validated', 'validated; waiting for approval'],
      ['confirmed', 'approved by Brahim Buyer'],
      ['delivery', 'delivery DL-00007 received (1 line(s))'],
      ['mail', 'mail to a@b.ma refused: 550 no such user'],
      ['mail', 'mail sent to a@b.ma'],
      ['archived', 'archived'],
      ['archived', 'season over'],
      ['event', 'call the supplier'],
    ];
    const after = (await api().database.query<{ n: number }>('select coalesce(max(event_id), 0)::int as n from bo_purchase_order_events'))[0]!.n;
    for (const [type, message] of old)
      await api().database.query('insert into bo_purchase_order_events (purchase_order_id, type, message) values ($1, $2, $3)', [ids.po, type, message]);
    const migration = fs.readFileSync(path.join(MIGRATIONS_DIR, '0047_purchase_order_event_texts.sql'), 'utf8');
    const statements = migration
      .split('--> statement-breakpoint')
      .map((t) => t.trim())
      .filter((t) => !/ADD COLUMN/.test(t));
    expect(statements).toHaveLength(3);
    for (const t of statements) await api().database.exec(t);
    const rows = await api().database.query<{ message: string; text_key: string | null; text_params: unknown }>(
      'select message, text_key, text_params from bo_purchase_order_events where event_id > $1 order by event_id',
      [after],
    );
    expect(
      rows.map((r) => lineText({ description: r.message, text: textOf({ description: r.message, textKey: r.text_key, textParams: r.text_params }) }, 'fr')),
    ).toEqual([
      'Créé avec 3 lignes',
      'Validé ; en attente d’approbation',
      'Approuvé par Brahim Buyer',
      'Livraison DL-00007 reçue (1 ligne)',
      'Courriel pour a@b.ma refusé : 550 no such user',
      'Courriel envoyé à a@b.ma',
      'Archivé',
      'season over',
      'call the supplier',
    ]);
  });

  it('transfers: the same store is refused; a controlled transfer moves quantity and value at average cost', async () => {
    const keeper = api().as('bo-stock');
    const same = await keeper.post('/crm/bo/internal-orders', {
      kind: 'transfer',
      fromStoreId: ids.main,
      toStoreId: ids.main,
      day: '2026-03-04',
      lines: [{ productId: ids.water, quantity: 1 }],
    });
    expect(same.status).toBe(400);
    expect(same.body.field).toBe('toStoreId');
    const added = await keeper.post('/crm/bo/internal-orders', {
      kind: 'add_stock',
      toStoreId: ids.main,
      day: '2026-03-04',
      lines: [{ productId: ids.water, quantity: 4, unitCostMinor: 500 }],
    });
    await keeper.post(`/crm/bo/internal-orders/${added.body.internalOrderId}/validate`);
    expect(await onHand(api(), ids.water, ids.main)).toEqual({ balance: 10, ledger: 10, last: 10, value: 4400 });
    const transfer = await keeper.post('/crm/bo/internal-orders', {
      kind: 'transfer',
      fromStoreId: ids.main,
      toStoreId: ids.bar,
      day: '2026-03-04',
      lines: [{ productId: ids.water, quantity: 3 }],
    });
    expect((await keeper.get('/crm/bo/internal-orders', { status: 0 })).body.content.map((o: { number: string }) => o.number)).toContain(transfer.body.number);
    const done = await keeper.post(`/crm/bo/internal-orders/${transfer.body.internalOrderId}/validate`);
    expect(done.body).toEqual({ status: 4, movements: 2 });
    expect(await onHand(api(), ids.water, ids.main)).toEqual({ balance: 7, ledger: 7, last: 7, value: 3080 });
    expect(await onHand(api(), ids.water, ids.bar)).toEqual({ balance: 3, ledger: 3, last: 3, value: 1320 });
    // More than the bar holds is refused at entry, naming the line (the ledger refuses it too: the concurrent issues below).
    const before = await counts(api());
    const tooMuch = await keeper.post('/crm/bo/internal-orders', {
      kind: 'consumption',
      fromStoreId: ids.bar,
      day: '2026-03-04',
      lines: [{ productId: ids.water, quantity: 5 }],
    });
    expect(tooMuch.status, JSON.stringify(tooMuch.body)).toBe(400);
    expect(tooMuch.body.field).toBe('lines.0.quantity');
    expect(await counts(api())).toEqual(before);
    expect((await onHand(api(), ids.water, ids.bar)).balance).toBe(3);
  });

  it('inventory: the count becomes a correction valued at average cost', async () => {
    const keeper = api().as('bo-stock');
    const counted = await keeper.post('/crm/bo/inventories', { storeId: ids.main, day: '2026-03-05', lines: [{ productId: ids.water, counted: 5 }] });
    expect(counted.status).toBe(201);
    expect(counted.body.lines[0]).toMatchObject({ theoretical: 7, counted: 5, difference: -2, differenceValueMinor: -880 });
    expect(await onHand(api(), ids.water, ids.main)).toEqual({ balance: 5, ledger: 5, last: 5, value: 2200 });
    const neg = await keeper.post('/crm/bo/inventories', { storeId: ids.main, day: '2026-03-05', lines: [{ productId: ids.water, counted: -1 }] });
    expect(neg.body.field).toBe('lines.0.counted');
  });

  it('close & open: movements dated in a closed period are refused and nothing is stored; reopening is audited', async () => {
    const keeper = api().as('bo-stock');
    const bad = await keeper.post('/crm/orders/close', { creationDateFrom: '2026-03-10', creationDateTo: '2026-03-01' });
    expect(bad.body.field).toBe('creationDateTo');
    const closed = await keeper.post('/crm/orders/close', { orderType: 4, creationDateFrom: '2026-03-01', creationDateTo: '2026-03-31' });
    expect(closed.status).toBe(201);
    const io = await keeper.post('/crm/bo/internal-orders', {
      kind: 'add_stock',
      toStoreId: ids.main,
      day: '2026-03-15',
      lines: [{ productId: ids.water, quantity: 1 }],
    });
    const before = await counts(api());
    const refused = await keeper.post(`/crm/bo/internal-orders/${io.body.internalOrderId}/validate`);
    expect(refused.status).toBe(409);
    expect(refused.body.field).toBe('day');
    expect(await counts(api())).toEqual(before);
    expect((await keeper.post('/crm/orders/reopen', { closedPeriodId: closed.body.closedPeriodId })).status).toBe(403);
    expect((await api().as('admin').post('/crm/orders/reopen', { closedPeriodId: closed.body.closedPeriodId })).status).toBe(200);
    expect((await keeper.post(`/crm/bo/internal-orders/${io.body.internalOrderId}/validate`)).status).toBe(200);
    const audits = await api().database.query<{ n: number }>(`select count(*)::int n from audit_events where type_id in (64, 65)`);
    expect(audits[0]!.n).toBe(2);
    const periods = await keeper.get('/crm/bo/closed-periods');
    expect(periods.body[0].reopenedBy).toBe('Test Admin');
  });

  it('reports: cardex running balance, theoretical stock, filters in the query, CSV and XLSX exports', async () => {
    const keeper = api().as('bo-stock');
    const cardex = await keeper.get('/crm/bo/reports/cardex', { product: ids.water, store: ids.main });
    expect(cardex.status).toBe(200);
    const rows = cardex.body.rows as { kind: string; balanceAfter: number; quantity: number }[];
    expect(rows.map((r) => r.kind)).toEqual(['delivery', 'add_stock', 'transfer_out', 'correction', 'add_stock']);
    expect(rows.at(-1)!.balanceAfter).toBe((await onHand(api(), ids.water, ids.main)).ledger);
    const all = await keeper.get('/crm/bo/reports/cardex', { product: ids.water });
    expect((all.body.rows as { balanceAfter: number }[]).at(-1)!.balanceAfter).toBe(9);
    const theo = await keeper.get('/crm/bo/reports/theoretical', { product: ids.water });
    expect(theo.body.totals.quantity).toBe(9);
    const moves = await keeper.get('/crm/bo/reports/movements');
    expect(moves.body.filters.from).toBe(moves.body.filters.to);
    expect((await keeper.get('/crm/bo/reports/movements', { from: '2026-03-02', to: '2026-03-01' })).body.field).toBe('to');
    expect((await keeper.get('/crm/bo/reports/nope')).status).toBe(404);
    const zero = await keeper.get('/crm/bo/reports/zero-stock');
    expect(zero.body.rows.map((r: { reference: string }) => r.reference)).toEqual(['V-075']);
    const csv = await keeper.get('/crm/bo/reports/cardex/export', { product: ids.water, store: ids.main, format: 'csv' });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(String(csv.body).split('\n')[0]).toContain('balanceAfter');
    const xlsx = await keeper.get('/crm/bo/reports/purchases/export', { format: 'xlsx', from: '2026-03-01', to: '2026-03-31' });
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect(xlsx.headers.get('x-total-count')).toBe('2');
    for (const name of [
      'reconciliation',
      'board',
      'consumption',
      'stock-out',
      'transfers',
      'entries',
      'assets',
      'corrections',
      'purchases',
      'internal',
      'pending',
      'physical',
    ]) {
      const r = await keeper.get(`/crm/bo/reports/${name}`, { from: '2026-03-01', to: '2026-03-31' });
      expect(r.status, name).toBe(200);
    }
  });

  it('two concurrent issues of the last unit: exactly one succeeds', async () => {
    const keeper = api().as('bo-stock');
    const add = await keeper.post('/crm/bo/internal-orders', {
      kind: 'add_stock',
      toStoreId: ids.bar,
      day: '2026-04-01',
      lines: [{ productId: ids.wine, quantity: 1, unitCostMinor: 6000 }],
    });
    await keeper.post(`/crm/bo/internal-orders/${add.body.internalOrderId}/validate`);
    const a = await keeper.post('/crm/bo/internal-orders', {
      kind: 'consumption',
      fromStoreId: ids.bar,
      day: '2026-04-01',
      lines: [{ productId: ids.wine, quantity: 1 }],
    });
    const b = await keeper.post('/crm/bo/internal-orders', {
      kind: 'consumption',
      fromStoreId: ids.bar,
      day: '2026-04-01',
      lines: [{ productId: ids.wine, quantity: 1 }],
    });
    const results = await Promise.all([a, b].map((o) => keeper.post(`/crm/bo/internal-orders/${o.body.internalOrderId}/validate`)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await onHand(api(), ids.wine, ids.bar)).toEqual({ balance: 0, ledger: 0, last: 0, value: 0 });
    // The consumption report: the one bottle that left, at its cost; a product filter keeps it, another drops it.
    const report = await keeper.get('/crm/bo/reports/consumption', { from: '2026-04-01', to: '2026-04-30' });
    expect(report.body.rows).toEqual([{ reference: 'V-075', product: 'Red wine 75cl', store: 'Bar store', consumed: 1, sold: null, valueMinor: 6000 }]);
    expect((await keeper.get('/crm/bo/reports/consumption', { from: '2026-04-01', to: '2026-04-30', product: ids.wine })).body.rows).toHaveLength(1);
    expect((await keeper.get('/crm/bo/reports/consumption', { from: '2026-04-01', to: '2026-04-30', product: ids.water })).body.rows).toEqual([]);
  });
});
