import fc from 'fast-check';
import type { Reply, TestApi } from '../helpers/test-api.ts';
import { addDays } from '../../src/lib/domain/days.ts';
import { EUR_RATE, noServerError, type ModelHotel } from './model-hotel.ts';
import { closingMark, fingerprints, folioViolations, ledgerViolations, reportViolations, type ClosingMark, type IssuedDocument } from './ledger-invariants.ts';

/** The model: the business day, the run's stays, and every document issued with what it was at issue. */
export interface Model {
  day: string;
  stays: { id: number; orderId: number; itemId: number; tag: string | null }[];
  issued: IssuedDocument[];
  closedDays: string[];
  closings: ClosingMark[];
}

export interface Real {
  api: TestApi;
  hotel: ModelHotel;
  /** Moves the API's clock (a closing runs after midnight, as the night audit). */
  setNow: (d: Date) => void;
  /** Every step run, with its answer, for the report. */
  log: string[];
  /** Steps run (the operations count). */
  steps: number;
}

type Cmd = fc.AsyncCommand<Model, Real>;

interface StayState {
  id: number;
  orderId: number;
  itemId: number;
  status: number;
  checkin: string;
  checkout: string;
  roomId: number | null;
  adults: number;
}

/** The run's stays as the database holds them now (the model keeps ids only: the API decides statuses). */
async function stays(r: Real, where = 'true'): Promise<StayState[]> {
  return r.api.database.query<StayState>(
    `select reservation_id "id", order_id "orderId", item_id "itemId", status, checkin::text checkin, checkout::text checkout, room_id "roomId", adults
    from reservations where group_id = $1 and ${where} order by reservation_id`,
    [r.hotel.groupId],
  );
}

const pick = <T>(xs: readonly T[], i: number): T | undefined => (xs.length ? xs[i % xs.length] : undefined);

/** Runs a step, then every invariant; a 5xx or a broken invariant fails the run with the step named. */
async function step(m: Model, r: Real, name: string, call: () => Promise<{ reply: Reply | null; orders: number[]; reports?: boolean }>): Promise<void> {
  const t0 = performance.now();
  const { reply, orders, reports } = await call();
  const t1 = performance.now();
  r.steps += 1;
  r.log.push(
    `${name} → ${reply ? reply.status : 'skipped'}${reply && reply.status >= 400 ? ` ${String((reply.body as { message?: string })?.message ?? '').slice(0, process.env['MODEL_VERBOSE'] ? 2000 : 160)}` : ''}`,
  );
  if (reply) noServerError(name, reply);
  const broken = [...(await ledgerViolations(r.api, r.hotel, m.issued, m.closings))];
  for (const o of orders) broken.push(...(await folioViolations(r.hotel, o)));
  if (reports) broken.push(...(await reportViolations(r.api, r.hotel, { from: addDays(m.day, -40), to: m.day, issued: m.issued, closedDays: m.closedDays })));
  if (process.env['MODEL_VERBOSE']) r.log.push(`   (${Math.round(t1 - t0)} ms, checks ${Math.round(performance.now() - t1)} ms)`);
  if (broken.length) throw new Error(`after ${name}:\n  ${broken.join('\n  ')}`);
}

type Outcome = { reply: Reply | null; orders: number[]; reports?: boolean };

function command(name: string, check: (m: Readonly<Model>) => boolean, run: (m: Model, r: Real) => Promise<Outcome>): Cmd {
  return { check, run: (m, r) => step(m, r, name, () => run(m, r)), toString: () => name };
}

/** A command on one of the run's stays chosen among those `where` keeps (by index, modulo); none: a skipped step. */
function onStay(name: string, i: number, where: string, act: (m: Model, r: Real, s: StayState) => Promise<Outcome>): Cmd {
  return command(
    name,
    (m) => m.stays.length > 0,
    async (m, r) => {
      // '{day}' in the filter is the business day the model is on.
      const s = pick(await stays(r, where.replaceAll('{day}', `'${m.day}'::date`)), i);
      return s ? act(m, r, s) : { reply: null, orders: [] };
    },
  );
}

type BookParams = { offset: number; nights: number; type: 'A' | 'B'; room: number | null; adults: number };
const book = (p: BookParams) =>
  command(
    `book(${JSON.stringify(p)})`,
    () => true,
    async (m, r) => {
      const rooms = r.hotel.rooms.filter((x) => x.type === p.type);
      const room = p.room === null ? undefined : pick(rooms, p.room);
      const checkin = addDays(m.day, p.offset);
      const reply = await r.hotel.caller.post('/pms/reservations', {
        customerId: r.hotel.customerId,
        roomTypeId: r.hotel.roomTypes[p.type],
        checkin,
        checkout: addDays(checkin, p.nights),
        adults: p.adults,
        ...(room ? { roomId: room.roomId } : {}),
      });
      if (reply.status !== 201) return { reply, orders: [] };
      const b = reply.body as { id: number; orderId: number; itemId: number };
      m.stays.push({ id: b.id, orderId: b.orderId, itemId: b.itemId, tag: null });
      return { reply, orders: [b.orderId] };
    },
  );

const changeDates = (i: number, delta: number, arrivalShift: number) =>
  onStay(`changeDates(stay#${i}, checkout ${delta >= 0 ? '+' : ''}${delta}, arrival ${arrivalShift})`, i, 'status in (0, 2)', async (_m, r, s) => {
    const checkin = s.status === 0 ? addDays(s.checkin, arrivalShift) : s.checkin;
    return { reply: await r.hotel.caller.put(`/pms/reservations/${s.id}`, { checkin, checkout: addDays(s.checkout, delta) }), orders: [s.orderId] };
  });

const changePrice = (i: number, priceMinor: number) =>
  onStay(`changePrice(stay#${i}, ${priceMinor})`, i, 'status in (0, 2)', async (_m, r, s) => ({
    reply: await r.hotel.caller.put(`/pms/reservations/${s.id}`, { priceMinor }),
    orders: [s.orderId],
  }));

const checkIn = (i: number, roomPick: number | null) =>
  onStay(`checkIn(due#${i}, room ${roomPick ?? 'assigned'})`, i, 'status = 0 and checkin <= {day}', async (_m, r, s) => {
    const room = roomPick === null ? undefined : pick(r.hotel.rooms, roomPick);
    const guests = Array.from({ length: s.adults }, (_, k) => ({
      firstName: 'Model',
      lastName: `Guest ${k + 1}`,
      nationality: 'ma',
      birthDate: '1980-01-01',
      docTypeId: r.hotel.docTypeId,
      docNumber: `P${s.id}-${k}`,
      isPrimary: k === 0,
    }));
    const reply = await r.hotel.caller.post(`/pms/reservations/${s.id}/checkin`, { guests, ...(room ? { roomId: room.roomId, upgrade: true } : {}) });
    return { reply, orders: [s.orderId] };
  });

const move = (i: number, roomPick: number) =>
  onStay(`move(inHouse#${i}, room#${roomPick})`, i, 'status = 2 and checkout > {day}', async (_m, r, s) => ({
    reply: await r.hotel.caller.post(`/pms/reservations/${s.id}/move`, { roomId: pick(r.hotel.rooms, roomPick)!.roomId, upgrade: true }),
    orders: [s.orderId],
  }));

const cleanRooms = () =>
  command(
    'cleanRooms()',
    () => true,
    async (_m, r) => ({ reply: await r.hotel.caller.post('/pms/rooms/status', { roomIds: r.hotel.rooms.map((x) => x.roomId), status: 'CLEAN' }), orders: [] }),
  );

const extra = (i: number, priceMinor: number, family: string, quantity: number) =>
  onStay(`extra(stay#${i}, ${quantity} × ${priceMinor} ${family})`, i, 'status in (0, 2, 3)', async (_m, r, s) => ({
    reply: await r.hotel.caller.post(`/crm/folio/${s.orderId}/charges`, {
      kind: 'extra',
      description: 'Model extra',
      unitPriceMinor: priceMinor,
      quantity,
      family,
      itemId: s.itemId,
    }),
    orders: [s.orderId],
  }));

/** Reads the folio's charges (the API's view) to pick one. */
async function folioCharges(r: Real, orderId: number): Promise<{ chargeId: number; amountMinor: number; invoiceId: number | null; kind: string }[]> {
  const f = await r.hotel.caller.get(`/crm/folio/${orderId}`);
  return f.status === 200 ? (f.body as { charges: { chargeId: number; amountMinor: number; invoiceId: number | null; kind: string }[] }).charges : [];
}

const discount = (i: number, charge: number, mode: 'percent' | 'amount', value: number) =>
  onStay(`discount(stay#${i}, charge#${charge}, ${mode} ${value})`, i, 'status in (0, 2, 3)', async (_m, r, s) => {
    const c = pick(
      (await folioCharges(r, s.orderId)).filter((x) => x.amountMinor > 0),
      charge,
    );
    if (!c) return { reply: null, orders: [] };
    const v = mode === 'percent' ? value % 101 : Math.min(value, c.amountMinor);
    return {
      reply: await r.hotel.caller.post(`/crm/folio/${s.orderId}/discount`, { chargeId: c.chargeId, mode, value: v, reason: 'model' }),
      orders: [s.orderId],
    };
  });

const cityTax = (i: number, perPersonNightMinor: number) =>
  onStay(`cityTax(stay#${i}, ${perPersonNightMinor})`, i, 'status in (0, 2)', async (_m, r, s) => ({
    reply: await r.hotel.caller.post(`/crm/folio/${s.orderId}/city-tax`, { perPersonNightMinor, itemId: s.itemId }),
    orders: [s.orderId],
  }));

const pay = (i: number, currency: 'MAD' | 'EUR', amount: number | 'balance', method: 'cash' | 'card') =>
  onStay(`pay(stay#${i}, ${amount} ${currency} ${method})`, i, 'true', async (_m, r, s) => {
    let amountMinor = amount === 'balance' ? 0 : amount;
    if (amount === 'balance') {
      const f = await r.hotel.caller.get(`/crm/folio/${s.orderId}`);
      amountMinor = f.status === 200 ? Number((f.body as { balanceMinor: number }).balanceMinor) : 0;
      if (currency === 'EUR') amountMinor = Math.round(amountMinor / EUR_RATE);
      if (amountMinor === 0) return { reply: null, orders: [] };
    }
    return { reply: await r.hotel.caller.post(`/crm/orders/${s.orderId}/add/payment`, { method, currency, amountMinor }), orders: [s.orderId] };
  });

const refund = (i: number, amountMinor: number) =>
  onStay(`refund(stay#${i}, ${amountMinor})`, i, 'true', async (_m, r, s) => ({
    reply: await r.hotel.caller.post(`/crm/orders/${s.orderId}/add/payment`, { method: 'cash', amountMinor: -amountMinor }),
    orders: [s.orderId],
  }));

const walletOpen = (i: number, limit: number) =>
  onStay(`walletOpen(stay#${i}, limit ${limit}.00)`, i, 'status in (0, 2)', async (m, r, s) => {
    const tag = `MW${r.hotel.groupId}-${s.id}`;
    noServerError('tag', await r.hotel.caller.post(`/pms/reservations/${s.id}/tag/add/${tag}`));
    noServerError('wallet init', await r.hotel.caller.post(`/crm/rfid-wallets/init?rfidKey=${tag}`));
    const reply = await r.hotel.caller.post(`/crm/rfid-wallets/set-limit?rfidKey=${tag}&itemId=${s.itemId}&limitAmount=${limit}.00`);
    const known = m.stays.find((x) => x.id === s.id);
    if (known && reply.status === 200) known.tag = tag;
    return { reply, orders: [s.orderId] };
  });

const onWallet = (name: string, i: number, act: (r: Real, s: Model['stays'][number]) => Promise<Reply>) =>
  command(
    name,
    (m) => m.stays.some((s) => s.tag !== null),
    async (m, r) => {
      const s = pick(
        m.stays.filter((x) => x.tag !== null),
        i,
      )!;
      return { reply: await act(r, s), orders: [s.orderId] };
    },
  );

const walletCharge = (i: number, amountMinor: number) =>
  onWallet(`walletCharge(wallet#${i}, ${amountMinor})`, i, (r, s) =>
    r.hotel.caller.post('/crm/rfid-wallets/charge', { rfidKey: s.tag, amountMinor, description: 'Model bar', family: 'beverage' }),
  );

const walletPay = (i: number, amountMinor: number) =>
  onWallet(`walletPay(wallet#${i}, ${amountMinor})`, i, (r, s) =>
    r.hotel.caller.post(`/crm/orders/${s.orderId}/add/payment`, { method: 'rfid_wallet', amountMinor, reference: s.tag }),
  );

/** Records an issued document as the API answered it and as the database stores it. */
async function remember(m: Model, r: Real, reply: Reply): Promise<void> {
  if (reply.status !== 201) return;
  const id = Number((reply.body as { invoiceId: number }).invoiceId);
  const detail = await r.hotel.caller.get(`/crm/invoices/${id}`);
  const d = detail.body as { kind: 'invoice' | 'credit_note'; orderId: number; day: string; totalMinor: number; taxes: IssuedDocument['taxes'] };
  const print = (await fingerprints(r.api, r.hotel.groupId)).get(id) ?? 'missing';
  m.issued.push({
    invoiceId: id,
    kind: d.kind,
    orderId: d.orderId,
    day: d.day,
    totalMinor: Number(d.totalMinor),
    taxes: d.taxes.map((t) => ({ taxRateBp: t.taxRateBp, netMinor: Number(t.netMinor), taxMinor: Number(t.taxMinor) })),
    fingerprint: print,
  });
}

const invoice = (i: number, some: number | null) =>
  onStay(`invoice(stay#${i}, ${some === null ? 'all' : `lines mask ${some}`})`, i, 'status in (0, 2, 3)', async (m, r, s) => {
    let chargeIds: number[] | undefined;
    if (some !== null) {
      const open = (await folioCharges(r, s.orderId)).filter((c) => c.invoiceId === null);
      chargeIds = open.filter((_, k) => ((some >> (k % 16)) & 1) === 1).map((c) => c.chargeId);
      if (chargeIds.length === 0 && open.length) chargeIds = [open[0]!.chargeId];
      if (!chargeIds.length) return { reply: null, orders: [] };
    }
    const reply = await r.hotel.caller.post('/crm/invoices', { orderId: s.orderId, ...(chargeIds ? { chargeIds } : {}) });
    await remember(m, r, reply);
    return { reply, orders: [s.orderId], reports: reply.status === 201 };
  });

const creditNote = (i: number, amount: number | null) =>
  command(
    `creditNote(invoice#${i}, ${amount ?? 'all that is left'})`,
    (m) => m.issued.some((d) => d.kind === 'invoice'),
    async (m, r) => {
      const inv = pick(
        m.issued.filter((d) => d.kind === 'invoice'),
        i,
      )!;
      const reply = await r.hotel.caller.post('/crm/credit-notes', {
        invoiceId: inv.invoiceId,
        reason: 'model correction',
        ...(amount === null ? {} : { amountMinor: Math.max(1, Math.min(amount, inv.totalMinor)) }),
      });
      await remember(m, r, reply);
      return { reply, orders: [inv.orderId], reports: reply.status === 201 };
    },
  );

/** A check-out; `settle`: the cashier first takes the balance (or refunds what was paid too much), as the desk does. */
const checkOut = (i: number, settle: boolean) =>
  onStay(`checkOut(inHouse#${i}${settle ? ', settled first' : ''})`, i, 'status = 2', async (_m, r, s) => {
    if (settle) {
      const preview = await r.hotel.caller.get(`/pms/reservations/${s.id}/checkout`);
      const f = await r.hotel.caller.get(`/crm/folio/${s.orderId}`);
      const balance = f.status === 200 ? Number((f.body as { balanceMinor: number }).balanceMinor) : 0;
      // An early departure drops or charges the nights not slept: the preview says by how much the balance moves.
      const dropped =
        preview.status === 200
          ? Number((preview.body as { unusedMinor: number; chargedMinor: number }).unusedMinor) -
            Number((preview.body as { chargedMinor: number }).chargedMinor)
          : 0;
      const due = balance - dropped;
      if (due !== 0)
        noServerError('settle', await r.hotel.caller.post(`/crm/orders/${s.orderId}/add/payment`, { method: due > 0 ? 'card' : 'cash', amountMinor: due }));
    }
    return { reply: await r.hotel.caller.post(`/pms/reservations/${s.id}/checkout`), orders: [s.orderId] };
  });

const noShow = (i: number) =>
  onStay(`noShow(late#${i})`, i, 'status = 0 and checkin < {day}', async (_m, r, s) => ({
    reply: await r.hotel.caller.post(`/pms/reservations/${s.id}/noshow`),
    orders: [s.orderId],
  }));

const closeDay = () =>
  command(
    'closeDay()',
    () => true,
    async (m, r) => {
      // The night audit: after midnight of the day closed, in the hotel's zone (UTC here).
      r.setNow(new Date(`${addDays(m.day, 1)}T01:30:00Z`));
      const reply = await r.hotel.caller.post(`/crm/orders/closing?closingdate=${m.day}&group=${r.hotel.groupId}`);
      const orders = (await stays(r)).map((s) => s.orderId);
      if (reply.status === 200) {
        m.closings.push(await closingMark(r.api, r.hotel.groupId, m.day));
        m.closedDays.push(m.day);
        m.day = addDays(m.day, 1);
      }
      return { reply, orders: [...new Set(orders)], reports: true };
    },
  );

const stay = fc.nat(40);
/** The commands and their weights: the desk and the cashier far more often than the night audit. */
export const ledgerCommands: fc.Arbitrary<Cmd>[] = [
  fc
    .record({
      offset: fc.integer({ min: 0, max: 2 }),
      nights: fc.integer({ min: 1, max: 4 }),
      type: fc.constantFrom('A' as const, 'A' as const, 'B' as const),
      room: fc.option(fc.nat(3), { freq: 2 }),
      adults: fc.integer({ min: 1, max: 2 }),
    })
    .map(book),
  fc
    .record({
      offset: fc.constant(0),
      nights: fc.integer({ min: 1, max: 3 }),
      type: fc.constant('A' as const),
      room: fc.nat(3).map((n): number | null => n),
      adults: fc.constant(1),
    })
    .map(book),
  fc
    .record({
      offset: fc.constant(0),
      nights: fc.integer({ min: 1, max: 2 }),
      type: fc.constant('A' as const),
      room: fc.nat(3).map((n): number | null => n),
      adults: fc.constant(1),
    })
    .map(book),
  fc.tuple(stay, fc.integer({ min: -2, max: 3 }), fc.integer({ min: -1, max: 1 })).map(([i, d, a]) => changeDates(i, d, a)),
  fc.tuple(stay, fc.integer({ min: 0, max: 200_000 })).map(([i, p]) => changePrice(i, p)),
  fc.tuple(stay, fc.option(fc.nat(3), { freq: 3 })).map(([i, room]) => checkIn(i, room)),
  fc.tuple(stay, fc.option(fc.nat(3), { freq: 3 })).map(([i, room]) => checkIn(i, room)),
  fc.tuple(stay, fc.nat(3)).map(([i, room]) => move(i, room)),
  fc.constant(null).map(() => cleanRooms()),
  fc
    .tuple(stay, fc.integer({ min: 100, max: 50_000 }), fc.constantFrom('food', 'beverage', 'service', 'minibar', 'laundry'), fc.integer({ min: 1, max: 3 }))
    .map(([i, p, f, q]) => extra(i, p, f, q)),
  fc
    .tuple(stay, fc.nat(20), fc.constantFrom('percent' as const, 'amount' as const), fc.integer({ min: 0, max: 30_000 }))
    .map(([i, c, mode, v]) => discount(i, c, mode, v)),
  fc.tuple(stay, fc.integer({ min: 500, max: 3000 })).map(([i, t]) => cityTax(i, t)),
  fc
    .tuple(
      stay,
      fc.constantFrom('MAD' as const, 'EUR' as const),
      fc.oneof(fc.constant('balance' as const), fc.integer({ min: 100, max: 80_000 })),
      fc.constantFrom('cash' as const, 'card' as const),
    )
    .map(([i, c, a, meth]) => pay(i, c, a, meth)),
  fc.tuple(stay, fc.constantFrom('MAD' as const, 'EUR' as const)).map(([i, c]) => pay(i, c, 'balance', 'card')),
  fc.tuple(stay, fc.integer({ min: 100, max: 30_000 })).map(([i, a]) => refund(i, a)),
  fc.tuple(stay, fc.integer({ min: 50, max: 2000 })).map(([i, l]) => walletOpen(i, l)),
  fc.tuple(stay, fc.integer({ min: 100, max: 40_000 })).map(([i, a]) => walletCharge(i, a)),
  fc
    .tuple(
      stay,
      fc.integer({ min: -10_000, max: 40_000 }).filter((a) => a !== 0),
    )
    .map(([i, a]) => walletPay(i, a)),
  fc.tuple(stay, fc.option(fc.integer({ min: 1, max: 0xffff }), { freq: 2 })).map(([i, s]) => invoice(i, s)),
  fc.tuple(stay, fc.option(fc.integer({ min: 1, max: 200_000 }), { freq: 2 })).map(([i, a]) => creditNote(i, a)),
  fc.tuple(stay, fc.boolean()).map(([i, settle]) => checkOut(i, settle)),
  stay.map((i) => checkOut(i, true)),
  stay.map(noShow),
  fc.constant(null).map(() => closeDay()),
];
