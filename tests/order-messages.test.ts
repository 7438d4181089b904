import { afterAll, beforeAll, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { describeApi } from './helpers/test-api.ts';
import { aPayment, aPerson, aRoomType, aStay, FIXTURE, type StayHandle } from './helpers/builders/index.ts';

/** A local SMTP sink: a real SMTP server on 127.0.0.1 that keeps what it receives. */
interface Received {
  from: string;
  to: string[];
  data: string;
}

function startSink(): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, cb) {
      if (address.address.endsWith('@refused.example')) return cb(new Error('550 mailbox unavailable'));
      cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        cb();
      });
    },
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.server.address() as { port: number }).port, received })));
}

describeApi('orders (CRM): the v2 list, payments, archives and the confirmation mail through SMTP', (api) => {
  let sink: Awaited<ReturnType<typeof startSink>>;
  const saved = process.env['SMTP_URL'];
  // A guest with an e-mail address, one without, and another hotel's guest: one order each.
  let mail: StayHandle;
  let noMail: StayHandle;
  let paris: StayHandle;
  let noMailCustomer = 0;

  beforeAll(async () => {
    sink = await startSink();
    const a = api();
    const withMail = await aPerson(a).named('Mail', 'Guest').withEmail('guest@example.com').create();
    const without = await aPerson(a).named('No', 'Mail').create();
    const other = await aPerson(a).forHotel(FIXTURE.hotel2).named('', 'Other').create();
    const standard = await aRoomType(a).coded('MSTD', 'Standard').sleeping(2).atRackRate(10000).sortedAt(1).create();
    const parisDouble = await aRoomType(a).forHotel(FIXTURE.hotel2).coded('MDBL', 'Double').sleeping(2).atRackRate(10000).sortedAt(1).create();
    mail = await aStay(a).numbered('M').forCustomer(withMail).ofType(standard).dates('2026-05-01', '2026-05-03').create();
    noMail = await aStay(a).numbered('M').forCustomer(without).ofType(standard).dates('2026-06-10', '2026-06-11').create();
    paris = await aStay(a).numbered('P').forCustomer(other).ofType(parisDouble).dates('2026-05-01', '2026-05-02').create();
    noMailCustomer = without.customerId;
    await aPayment(a, mail, { method: 'card', amountMinor: 5000, day: '2026-04-01', createdBy: FIXTURE.users.clerk1 });
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env['SMTP_URL'];
    else process.env['SMTP_URL'] = saved;
    await new Promise<void>((r) => sink.server.close(() => r()));
  });

  it('sends the confirmation through the SMTP server of SMTP_URL and keeps it as sent', async () => {
    process.env['SMTP_URL'] = `smtp://127.0.0.1:${sink.port}`;
    const r = await api().as('clerk1').post(`/crm/ordermessage/sendmessage/1/order/${mail.orderId}?lang=fr`);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({
      orderId: mail.orderId,
      orderNumber: mail.orderNumber,
      to: 'guest@example.com',
      status: 'sent',
      subject: `Votre commande ${mail.orderNumber} chez Riad Atlas est confirmée`,
    });
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]!.to).toEqual(['guest@example.com']);
    const data = sink.received[0]!.data.replace(/=\r?\n/g, '');
    expect(data).toMatch(/Subject: =\?UTF-8\?|Subject: Votre commande/);
    expect(data).toContain(mail.number);
    // Money as French writes it (585,00 MAD), the no-break space quoted-printable.
    expect(data).toContain('Reste =C3=A0 payer : 150,00=C2=A0MAD');
    const again = await api().as('clerk1').post(`/crm/ordermessage/sendmessage/1/order/${mail.orderId}?email=boss@example.com&lang=en`);
    expect(again.body).toMatchObject({ to: 'boss@example.com', status: 'sent', subject: `Your order ${mail.orderNumber} at Riad Atlas is confirmed` });
    expect(sink.received[1]!.to).toEqual(['boss@example.com']);
    const refused = await api().as('clerk1').post(`/crm/ordermessage/sendmessage/1/order/${mail.orderId}?email=nobody@refused.example`);
    expect(refused.body).toMatchObject({ status: 'failed', error: expect.stringContaining('550') });
    const events = (await api().as('clerk1').get(`/crm/order/${mail.orderId}`)).body.events.filter((e: { type: string }) => e.type === 'message');
    expect(events).toHaveLength(3);
  });

  it('keeps the mail in the outbox when no SMTP server is configured, for the user to read', async () => {
    delete process.env['SMTP_URL'];
    const before = sink.received.length;
    const r = await api().as('clerk1').post(`/crm/ordermessage/sendmessage/1/order/${mail.orderId}`);
    expect(r.body).toMatchObject({ status: 'outbox', to: 'guest@example.com' });
    expect(r.body.body).toContain('Balance due: MAD\u00a0150.00');
    // The stay's days as the app writes them, never 2026-05-01.
    expect(r.body.body).toContain(', from 01/05/2026 to 03/05/2026): ');
    expect(sink.received.length).toBe(before);
    const outbox = await api().as('clerk1').get('/crm/ordermessage/check/outbox');
    expect(outbox.body.map((m: { id: number }) => m.id)).toEqual([r.body.id]);
    expect((await api().as('clerk1').get(`/crm/order/${mail.orderId}/messages`)).body.map((m: { status: string }) => m.status)).toEqual([
      'outbox',
      'failed',
      'sent',
      'sent',
    ]);
  });

  it("refuses bad sends with a 400 naming the field, another hotel's order with a 404", async () => {
    const before = (await api().database.query<{ n: number }>('select count(*)::int n from order_messages'))[0]!.n;
    for (const [path, field] of [
      [`/crm/ordermessage/sendmessage/2/order/${mail.orderId}`, 'messageId'],
      ['/crm/ordermessage/sendmessage/1/order/99999999999', 'orderId'],
      [`/crm/ordermessage/sendmessage/1/order/${mail.orderId}?email=a@b.c,d@e.f`, 'email'],
      [`/crm/ordermessage/sendmessage/1/order/${mail.orderId}?email=x%00@y.z`, 'email'],
      [`/crm/ordermessage/sendmessage/1/order/${noMail.orderId}`, 'email'],
    ] as const) {
      const r = await api().as('clerk1').post(path);
      expect(r.status, JSON.stringify([path, r.body])).toBe(400);
      expect(r.body.field).toBe(field);
    }
    expect((await api().as('clerk1').post(`/crm/ordermessage/sendmessage/1/order/${paris.orderId}`)).status).toBe(404);
    expect((await api().as('clerk1').get('/crm/ordermessage/check/lost')).body.field).toBe('status');
    expect((await api().database.query<{ n: number }>('select count(*)::int n from order_messages'))[0]!.n).toBe(before);
  });

  it("reads an order's payments and archives, and adds an archive note", async () => {
    expect((await api().as('clerk1').get(`/crm/order/${mail.orderId}/payments`)).body).toEqual([
      expect.objectContaining({ method: 'card', amountMinor: 5000, user: 'Clerk One' }),
    ]);
    const a = await api().as('clerk1').post(`/crm/order/${mail.orderId}/archives`, { text: 'Archived after the group contract' });
    expect(a.status).toBe(201);
    expect(a.body).toEqual([expect.objectContaining({ text: 'Archived after the group contract', user: 'Clerk One' })]);
    expect((await api().as('clerk1').post(`/crm/order/${mail.orderId}/archives`, { text: '' })).body.field).toBe('text');
    expect((await api().as('clerk1').get(`/crm/order/${paris.orderId}/archives`)).status).toBe(404);
  });

  it('filters the orders list (v1 and v2) and exports it', async () => {
    const ids = async (q: Record<string, string | number>, path = '/crm/orders/v2') =>
      (await api().as('clerk1').get(path, q)).body.content.map((o: { orderId: number }) => o.orderId);
    expect(await ids({ number: 'M-' })).toEqual(expect.arrayContaining([mail.orderId, noMail.orderId]));
    expect(await ids({ startservice: '2026-06-01' })).toEqual([noMail.orderId]);
    expect(await ids({ endendservice: '2026-05-31', number: 'M' })).toEqual([mail.orderId]);
    expect(await ids({ amount: '150', number: 'M' })).toEqual([mail.orderId]);
    expect(await ids({ customer: noMailCustomer }, '/crm/orders')).toEqual([noMail.orderId]);
    // 3 is no order status (ORDER_STATUS: 0, 1, 4, 6).
    for (const [q, field] of [
      [{ startservice: '2026-02-30' }, 'startservice'],
      [{ status: 3 }, 'status'],
      [{ amount: '-1' }, 'amount'],
      [{ user: 1e12 }, 'user'],
      [{ number: 'a\u0000' }, 'number'],
    ] as const) {
      const r = await api().as('clerk1').get('/crm/orders/v2', q);
      expect(r.status).toBe(400);
      expect(r.body.field).toBe(field);
    }
    const x = await api().as('clerk1').get('/crm/orders/v2/export', { number: 'M', format: 'xlsx' });
    expect(x.status).toBe(200);
    expect(x.headers.get('x-total-count')).toBe('2');
  });
});
