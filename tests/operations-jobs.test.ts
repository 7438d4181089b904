import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestApi } from './helpers/test-api.ts';
import { aBuilding, anEquipment, aRoom, aRoomType, FIXTURE, type RoomHandle } from './helpers/builders/index.ts';

/** Issue 35, items 5–9: the rules behind the new screens (maintenance, re-clean, partial deliveries, transfers, counts, units). */

const FIXED = new Date('2026-03-10T10:00:00Z');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

describeApi(
  'maintenance and the maid’s re-clean',
  (api) => {
    const w = {} as { room: RoomHandle; other: RoomHandle; tv: { equipmentId: number }; floorId: number };
    beforeAll(async () => {
      const type = await aRoomType(api()).coded('OP-DBL', 'Double').create();
      const building = await aBuilding(api(), { name: 'OP Main', floors: [['OP 1', 1]] });
      w.floorId = building.floors[0]!.floorId;
      w.room = await aRoom(api()).ofType(type).named('M201').onFloor(building.floors[0]!).dirty().create();
      w.other = await aRoom(api()).ofType(type).named('M202').onFloor(building.floors[0]!).dirty().create();
      w.tv = await anEquipment(api(), w.room, { type: 'TV', serial: 'TV-9', mark: 'LG' });
    });

    it('stores a photo only when its bytes are the image it claims, and equipment with it', async () => {
      const hk = api().as('housekeeper1');
      const fake = await hk.post('/pms/photos', { title: 'x', category: 'c', data: dataUrl(Buffer.from('GIF89a not a png at all')) });
      expect(fake.status).toBe(400);
      expect(fake.body.field).toBe('data');
      const gif = await hk.post('/pms/photos', { title: 'x', category: 'c', data: dataUrl(Buffer.from('GIF89a'), 'image/gif') });
      expect(gif.body.field).toBe('data');
      const photo = await hk.post('/pms/photos', { title: 'Front', category: 'Equipment', data: dataUrl(PNG) });
      expect(photo.status).toBe(201);
      const saved = await hk.post('/pms/equipment', { roomId: w.room.roomId, type: 'Minibar', serial: 'MB-7', mark: 'Dometic', photos: [photo.body] });
      expect(saved.status).toBe(201);
      const list = await hk.get(`/pms/rooms/${w.room.roomId}/equipment`);
      expect(list.body.find((e: { type: string }) => e.type === 'Minibar').photos).toEqual([photo.body]);
    });

    it('opens an intervention on an equipment or a room, assigned to a person of the hotel, then closes it with a note', async () => {
      const hk = api().as('housekeeper1');
      const people = await hk.get('/pms/InterventionInstances/assignees');
      expect(people.body.map((p: { name: string }) => p.name)).toContain('Clerk One');
      // Clerk Two works at the other hotel: not an assignee here, and nothing is reported.
      const foreign = await hk.post('/pms/interventions/equipement', {
        equipmentId: w.tv.equipmentId,
        note: 'No picture',
        assignedTo: FIXTURE.users.clerk2.userId,
      });
      expect(foreign.status).toBe(400);
      expect(foreign.body.field).toBe('assignedTo');
      expect((await hk.get('/pms/InterventionInstances/getAll', { room: w.room.roomId })).body.totalElements).toBe(0);
      const opened = await hk.post('/pms/interventions/equipement', {
        equipmentId: w.tv.equipmentId,
        note: 'No picture',
        assignedTo: FIXTURE.users.clerk1.userId,
      });
      expect(opened.status).toBe(201);
      const onRoom = await hk.post('/pms/InterventionInstances', { roomId: w.other.roomId, note: 'Leaking tap' });
      expect(onRoom.status).toBe(201);
      const assign = await hk.put('/pms/InterventionInstances/assign', {
        interventionInstanceId: onRoom.body.interventionInstanceId,
        assignedTo: FIXTURE.users.housekeeper1.userId,
      });
      expect(assign.status).toBe(200);
      const mine = await hk.get('/pms/InterventionInstances/getAll', { room: w.room.roomId });
      expect(mine.body.content).toEqual([
        expect.objectContaining({
          equipmentType: 'TV',
          note: 'No picture',
          status: 'OPEN',
          assignedTo: FIXTURE.users.clerk1.userId,
          assignedName: 'Clerk One',
        }),
      ]);
      expect(
        (await api().as('clerk1').put('/pms/InterventionInstances/assign', { interventionInstanceId: onRoom.body.interventionInstanceId, assignedTo: null }))
          .status,
      ).toBe(403);
      const closed = await hk.put('/pms/InterventionInstances', {
        interventionInstanceId: opened.body.interventionInstanceId,
        status: 'DONE',
        note: 'Cable replaced',
      });
      expect(closed.status).toBe(200);
      const after = await hk.get('/pms/InterventionInstances/getAll', { room: w.room.roomId });
      expect(after.body.content[0]).toMatchObject({ status: 'DONE', note: 'Cable replaced', assignedName: 'Clerk One' });
      expect(after.body.content[0].closedAt).not.toBeNull();
    });

    it('a rejected cleaning returns the room to the maid: her page can send “cleaned” again', async () => {
      const qr = await api().as('admin').get<{ url: string }>(`/pms/rooms/${w.room.roomId}/qr`);
      const url = new URL(qr.body.url);
      const path = `/pms${url.pathname}`;
      const k = url.searchParams.get('k')!;
      const anon = api().anonymous();
      expect((await anon.post(`${path}/cleaned`, { k, clientRef: 'op-phone-clean-1' })).status).toBe(200);
      expect((await anon.get(path, { k })).body).toMatchObject({ cleanedToday: true, rejectedNote: null, housekeepingStatus: 'CLEAN' });
      const hk = api().as('housekeeper1');
      const list = await hk.get<{ rows: { cleaningId: number; roomName: string }[] }>('/pms/housekeeping/inspections');
      const row = list.body.rows.find((r) => r.roomName === 'M201')!;
      expect((await hk.post('/pms/housekeeping/inspections', { cleaningIds: [row.cleaningId], result: 'REJECTED', note: 'Mirror smudged' })).status).toBe(200);
      expect((await anon.get(path, { k })).body).toMatchObject({ cleanedToday: false, rejectedNote: 'Mirror smudged', housekeepingStatus: 'DIRTY' });
      expect((await anon.post(`${path}/cleaned`, { k, clientRef: 'op-phone-clean-2' })).status).toBe(200);
      expect((await anon.get(path, { k })).body).toMatchObject({ cleanedToday: true, rejectedNote: null, housekeepingStatus: 'CLEAN' });
      // Marked dirty again on Room Status: hers again too.
      expect((await hk.post('/pms/rooms/status', { roomIds: [w.room.roomId], status: 'DIRTY' })).status).toBe(200);
      expect((await anon.get(path, { k })).body).toMatchObject({ cleanedToday: false, rejectedNote: null, housekeepingStatus: 'DIRTY' });
    });
  },
  { now: () => FIXED },
);

const SETUP = `
  insert into users (user_id, code, username, name, group_id, pos_id) values
    (6201, 'op-buyer', 'op-buyer', 'Omar Buyer', 1, null), (6202, 'op-buyer2', 'op-buyer2', 'Olga Buyer', 1, null),
    (6203, 'op-stock', 'op-stock', 'Oussama Stock', 1, null), (6204, 'op-stock2', 'op-stock2', 'Ouafae Stock', 1, null);
  insert into user_preferred_hotels (user_id, group_id) values (6201, 1), (6202, 1), (6203, 1), (6204, 1);
  insert into user_roles (user_id, role_id) select v.u, r.role_id from (values (6201, 'buyer'), (6202, 'buyer'), (6203, 'stock_keeper'), (6204, 'stock_keeper')) v(u, code)
    join roles r on r.code = v.code;
`;

async function balance(api: TestApi, productId: number, storeId: number): Promise<number> {
  const [row] = await api.database.query<{ q: string | null }>(`select quantity as q from bo_stock_balances where product_id = $1 and store_id = $2`, [
    productId,
    storeId,
  ]);
  return Number(row?.q ?? 0);
}

describeApi('partial deliveries, transfers, counts and units', (api) => {
  const ids = { supplier: 0, main: 0, bar: 0, water: 0, flour: 0, po: 0, waterLine: 0, flourLine: 0 };

  beforeAll(async () => {
    await api().database.exec(SETUP);
    const admin = api().as('admin');
    ids.supplier = (await admin.post('/crm/bo/suppliers', { code: 'OPS', name: 'Souk Grossiste' })).body.supplierId;
    ids.main = (await admin.post('/crm/bo/stores', { code: 'OPMAIN', name: 'Economat' })).body.storeId;
    ids.bar = (await admin.post('/crm/bo/stores', { code: 'OPBAR', name: 'Cuisine', countApprovalMinor: 5000 })).body.storeId;
    ids.water = (
      await admin.post('/crm/bo/products', { reference: 'OP-W', name: 'Eau 1L', unit: 'bottle', purchasePriceMinor: 500, supplierId: ids.supplier })
    ).body.productId;
    ids.flour = (
      await admin.post('/crm/bo/products', { reference: 'OP-F', name: 'Farine', unit: 'kg', purchasePriceMinor: 1200, supplierId: ids.supplier })
    ).body.productId;
    const po = await api()
      .as('op-buyer')
      .post('/crm/order-commande', {
        supplierId: ids.supplier,
        storeId: ids.main,
        day: '2026-03-02',
        lines: [
          { productId: ids.water, quantity: 24, unitPriceMinor: 500 },
          { productId: ids.flour, quantity: 10, unitPriceMinor: 1200 },
        ],
      });
    ids.po = po.body.purchaseOrderId;
    await api().as('op-buyer').post(`/crm/bo/purchase-orders/${ids.po}/validate`);
    expect((await api().as('op-buyer2').post('/crm/order-commande-confirmed', { purchaseOrderId: ids.po })).body.status).toBe(4);
    const order = await api().as('op-buyer').get(`/crm/bo/purchase-orders/${ids.po}`);
    ids.waterLine = order.body.lines.find((l: { productId: number }) => l.productId === ids.water).lineId;
    ids.flourLine = order.body.lines.find((l: { productId: number }) => l.productId === ids.flour).lineId;
  });

  it('a line at 0 stays on backorder; a cost off the order is flagged; the last line received makes the order Received', async () => {
    const keeper = api().as('op-stock');
    const nothing = await keeper.post('/crm/bo/deliveries', { purchaseOrderId: ids.po, day: '2026-03-03', lines: [{ lineId: ids.waterLine, quantity: 0 }] });
    expect(nothing.status).toBe(400);
    expect(nothing.body.field).toBe('lines');
    const first = await keeper.post('/crm/bo/deliveries', {
      purchaseOrderId: ids.po,
      day: '2026-03-03',
      lines: [
        { lineId: ids.waterLine, quantity: 24, unitCost: '5.50' },
        { lineId: ids.flourLine, quantity: 0 },
      ],
    });
    expect(first.status).toBe(201);
    let order = await keeper.get(`/crm/bo/purchase-orders/${ids.po}`);
    expect(order.body.status).toBe(4);
    expect(order.body.lines.map((l: { productId: number; receivedQuantity: number }) => [l.productId, l.receivedQuantity])).toEqual(
      expect.arrayContaining([
        [ids.water, 24],
        [ids.flour, 0],
      ]),
    );
    const sent = await keeper.get('/crm/bo/deliveries', { status: 0 });
    expect(sent.body.content.find((d: { deliveryId: number }) => d.deliveryId === first.body.deliveryId)).toMatchObject({ lines: 1, priceChanges: 1 });
    // An empty cost takes the order's price: no flag.
    const last = await keeper.post('/crm/bo/deliveries', { purchaseOrderId: ids.po, day: '2026-03-04', lines: [{ lineId: ids.flourLine, quantity: 10 }] });
    expect(last.status).toBe(201);
    expect(
      (await keeper.get('/crm/bo/deliveries', { status: 0 })).body.content.find((d: { deliveryId: number }) => d.deliveryId === last.body.deliveryId),
    ).toMatchObject({
      priceChanges: 0,
    });
    order = await keeper.get(`/crm/bo/purchase-orders/${ids.po}`);
    expect(order.body.status).toBe(5);
    expect((await keeper.get('/crm/bo/purchase-orders', { status: 5 })).body.content.map((o: { purchaseOrderId: number }) => o.purchaseOrderId)).toContain(
      ids.po,
    );
    expect(
      (await keeper.post('/crm/bo/deliveries', { purchaseOrderId: ids.po, day: '2026-03-04', lines: [{ lineId: ids.flourLine, quantity: 1 }] })).status,
    ).toBe(409);
    for (const d of [first.body.deliveryId, last.body.deliveryId]) expect((await keeper.post(`/crm/bo/deliveries/${d}/confirm`)).status).toBe(200);
    expect(await balance(api(), ids.water, ids.main)).toBe(24);
    expect(await balance(api(), ids.flour, ids.main)).toBe(10);
  });

  it('a transfer of more than is on hand is refused at entry; the ledger refuses a direct write below zero', async () => {
    const keeper = api().as('op-stock');
    const tooMuch = await keeper.post('/crm/bo/internal-orders', {
      kind: 'transfer',
      fromStoreId: ids.main,
      toStoreId: ids.bar,
      day: '2026-03-05',
      lines: [
        { productId: ids.flour, quantity: 6 },
        { productId: ids.flour, quantity: 5 },
      ],
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.field).toBe('lines.1.quantity');
    expect(tooMuch.body.code).toBe('errors.bo.transferExceeds');
    expect(tooMuch.body.params).toMatchObject({ onHand: 10, unit: 'kg', quantity: 11 });
    const ok = await keeper.post('/crm/bo/internal-orders', {
      kind: 'transfer',
      fromStoreId: ids.main,
      toStoreId: ids.bar,
      day: '2026-03-05',
      lines: [
        { productId: ids.flour, quantity: 4 },
        { productId: ids.water, quantity: 12 },
      ],
    });
    expect(ok.status).toBe(201);
    expect((await keeper.post(`/crm/bo/internal-orders/${ok.body.internalOrderId}/validate`)).body).toEqual({ status: 4, movements: 4 });
    expect(await balance(api(), ids.flour, ids.bar)).toBe(4);
    await expect(
      api().database.exec(
        `insert into bo_stock_movements (group_id, product_id, store_id, day, kind, quantity, unit_cost_e4, source_type, user_id)
        values (1, ${ids.flour}, ${ids.bar}, '2026-03-05', 'consumption', -5, 0, 'sql', 6203)`,
      ),
    ).rejects.toThrow(/only 4\.?0* in stock/);
    expect(await balance(api(), ids.flour, ids.bar)).toBe(4);
  });

  it('a count shows its variance before it posts; above the store’s threshold another user approves it', async () => {
    const keeper = api().as('op-stock');
    // Small variance on the main store (no threshold): posts at once.
    const preview = await keeper.post('/crm/bo/inventories/preview', { storeId: ids.main, day: '2026-03-06', lines: [{ productId: ids.water, counted: 11 }] });
    expect(preview.body).toMatchObject({ needsApproval: false, thresholdMinor: null, differenceValueMinor: -550 });
    expect(preview.body.lines[0]).toMatchObject({ theoretical: 12, counted: 11, difference: -1, unit: 'bottle' });
    expect(await balance(api(), ids.water, ids.main)).toBe(12);
    const posted = await keeper.post('/crm/bo/inventories', { storeId: ids.main, day: '2026-03-06', lines: [{ productId: ids.water, counted: 11 }] });
    expect(posted.body).toMatchObject({ status: 4, needsApproval: false, differenceValueMinor: -550 });
    expect(await balance(api(), ids.water, ids.main)).toBe(11);
    // The kitchen: 4 kg of flour on hand, 1 counted: 3 × 12.00 = 36.00 is below 50.00; 0 counted of water (12 bottles × 5.50 = 66.00) is above.
    const big = await keeper.post('/crm/bo/inventories/preview', {
      storeId: ids.bar,
      day: '2026-03-06',
      lines: [
        { productId: ids.flour, counted: 1 },
        { productId: ids.water, counted: 0 },
      ],
    });
    expect(big.body).toMatchObject({ needsApproval: true, thresholdMinor: 5000, differenceValueMinor: -3600 - 6600 });
    const waiting = await keeper.post('/crm/bo/inventories', {
      storeId: ids.bar,
      day: '2026-03-06',
      lines: [
        { productId: ids.flour, counted: 1 },
        { productId: ids.water, counted: 0 },
      ],
    });
    expect(waiting.status).toBe(201);
    expect(waiting.body).toMatchObject({ status: 0, needsApproval: true });
    expect(await balance(api(), ids.flour, ids.bar)).toBe(4);
    const pending = await keeper.get('/crm/bo/inventories/pending');
    expect(pending.body.map((p: { inventoryId: number }) => p.inventoryId)).toEqual([waiting.body.inventoryId]);
    const own = await keeper.post(`/crm/bo/inventories/${waiting.body.inventoryId}/approve`);
    expect(own.status).toBe(403);
    // Around the endpoint: the database refuses the counter as approver.
    await expect(
      api().database.exec(
        `update bo_inventories set status = 4, approved_by = created_by, approved_at = now() where inventory_id = ${waiting.body.inventoryId}`,
      ),
    ).rejects.toThrow(/bo_inventories_four_eyes/);
    const approved = await api().as('op-stock2').post(`/crm/bo/inventories/${waiting.body.inventoryId}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 4, differenceValueMinor: -3600 - 6600 });
    expect(await balance(api(), ids.flour, ids.bar)).toBe(1);
    expect(await balance(api(), ids.water, ids.bar)).toBe(0);
    expect((await api().as('op-stock2').post(`/crm/bo/inventories/${waiting.body.inventoryId}/approve`)).status).toBe(409);
    const [row] = await api().database.query<{ approved_by: number; status: number }>(
      `select approved_by, status from bo_inventories where inventory_id = ${waiting.body.inventoryId}`,
    );
    expect(row).toEqual({ approved_by: 6204, status: 4 });
  });

  it('the new endpoints refuse malformed input with a 400 naming the field, never a 500', async () => {
    const keeper = api().as('op-stock');
    const hk = api().as('housekeeper1');
    const cases: [Promise<{ status: number; body: { field?: string } }>, string][] = [
      [keeper.post('/crm/bo/inventories/preview', { storeId: ids.bar, day: '2026-03-06', lines: [{ productId: ids.flour, counted: -1 }] }), 'lines.0.counted'],
      [keeper.post('/crm/bo/inventories/preview', { storeId: 'x', day: '2026-03-06', lines: [] }), 'storeId'],
      [keeper.post('/crm/bo/inventories/abc/approve'), 'id'],
      [
        keeper.post('/crm/bo/deliveries', { purchaseOrderId: ids.po, day: '2026-03-06', lines: [{ lineId: ids.flourLine, quantity: 1.2345 }] }),
        'lines.0.quantity',
      ],
      [hk.put('/pms/InterventionInstances/assign', { interventionInstanceId: 1e30, assignedTo: null }), 'interventionInstanceId'],
      [hk.put('/pms/InterventionInstances/assign', { interventionInstanceId: 1, assignedTo: 'me' }), 'assignedTo'],
      [hk.get('/pms/InterventionInstances/getAll', { room: 'abc' }), 'room'],
      [hk.post('/pms/interventions/equipement', { equipmentId: 1, note: 'a\u0000b' }), 'note'],
    ];
    for (const [call, field] of cases) {
      const r = await call;
      expect(r.status, `${field}: ${JSON.stringify(r.body)}`).toBe(400);
      expect(r.body.field).toBe(field);
    }
    expect((await keeper.post('/crm/bo/inventories/999999/approve')).status).toBe(404);
  });

  it('totals never add kilograms to bottles; a product never counted is not a count of 0', async () => {
    const keeper = api().as('op-stock');
    const stock = await keeper.get('/crm/bo/reports/theoretical', { store: ids.main });
    expect(stock.body.totals.quantity).toBeUndefined();
    expect(stock.body.totalsByUnit).toEqual([
      { unit: 'bottle', totals: { quantity: 11 } },
      { unit: 'kg', totals: { quantity: 6 } },
    ]);
    expect(stock.body.totals.valueMinor).toBeGreaterThan(0);
    const board = await keeper.get('/crm/bo/reports/board', { store: ids.main });
    expect(board.body.rows[0].quantity).toBe('11 bottle · 6 kg');
    const reconciliation = await keeper.get('/crm/bo/reports/reconciliation', { store: ids.main });
    const byProduct = Object.fromEntries(reconciliation.body.rows.map((r: { product: string }) => [r.product, r]));
    // Water was counted on the main store (11), flour never.
    expect(byProduct['Farine']).toMatchObject({ countDay: null, physical: null, difference: null });
    expect(byProduct['Eau 1L']).toMatchObject({ countDay: '2026-03-06', physical: 11 });
    expect(reconciliation.body.columns.find((c: { key: string }) => c.key === 'countDay')).toEqual({ key: 'countDay', kind: 'day', empty: 'bo.neverCounted' });
    const sheet = await keeper.get(`/crm/bo/stores/${ids.bar}/stock`);
    const water = sheet.body.find((p: { productId: number }) => p.productId === ids.water);
    expect(water).toMatchObject({ quantity: 0, lastCountDay: '2026-03-06' });
    const sheetMain = await keeper.get(`/crm/bo/stores/${ids.main}/stock`);
    expect(sheetMain.body.find((p: { productId: number }) => p.productId === ids.flour).lastCountDay).toBeNull();
  });
});
