import { afterAll, beforeAll, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { sql } from 'drizzle-orm';
import { sendBig } from './helpers/big-body.ts';
import { describeApi, type Reply, type TestApi } from './helpers/test-api.ts';
import { aRoom, aRoomType, aSegment, type RoomTypeHandle } from './helpers/builders/index.ts';
import { rowsOf } from '../src/backend/core/rows.ts';
import { RESERVATION_STATUS } from '../src/lib/domain/reservation-status.ts';

/**
 * The hotel's booking site (issue 39) through its public API: offers on the public channel, the
 * guest's hold with its timer, the booking from it (the desk's one booking path), the mail with
 * the signed link, the guest's cancellation within the plan's policy, and what it refuses.
 */
let clock = new Date('2026-03-10T12:00:00Z');

interface Received {
  to: string[];
  data: string;
}
function startSink(): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data: Buffer.concat(chunks).toString('utf8') });
        cb();
      });
    },
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.server.address() as { port: number }).port, received })));
}

/** The mail's body with its quoted-printable soft breaks and '=3D' undone (enough for the ASCII lines read here). */
/** A mail's quoted-printable body as the guest reads it: soft line breaks joined, =XX bytes decoded as UTF-8. */
const quotedPrintable = (data: string) =>
  Buffer.from(
    data.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

interface World {
  riad: RoomTypeHandle;
  flex: number;
  nrf: number;
  ota: number;
  corp: number;
}
let w: World;

async function seed(api: TestApi): Promise<World> {
  const riad = await aRoomType(api).coded('WRIAD', 'Riad suite').sleeping(3).atRackRate(80000).sortedAt(1).create();
  await aRoom(api).ofType(riad).named('W1').create();
  await aRoom(api).ofType(riad).named('W2').create();
  const corporate = await aSegment(api).coded('WCOR', 'Corporate').onChannel(16).create();
  const plan = async (body: Record<string, unknown>) => {
    const res = await api.as('admin').post('/pms/rates/plans', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.planId as number;
  };
  const flex = await plan({ code: 'WFLEX', name: 'Flexible', refundable: true, cancelDays: 3, includes: ['breakfast'] });
  const nrf = await plan({ code: 'WNRF', name: 'Saver', nameFr: 'Économique', refundable: false, parentPlanId: flex, adjustKind: 'percent', adjustValue: -10 });
  const ota = await plan({ code: 'WOTA', name: 'OTA only', refundable: true, cancelDays: 1, channels: [21] });
  const corp = await plan({ code: 'WCORP', name: 'Corporate', refundable: true, cancelDays: 1, segmentIds: [corporate.segmentId] });
  return { riad, flex, nrf, ota, corp };
}

const site = (api: TestApi) => api.anonymous();
const offers = (api: TestApi, q: Record<string, string | number>) => site(api).get('/pms/booking-site/1/offers', q);
const riadOf = (r: Reply) =>
  (r.body.roomTypes as { roomTypeId: number; offers: { plan: { planId: number } }[] }[]).find((t) => t.roomTypeId === w.riad.roomTypeId);
const hold = (api: TestApi, over: Record<string, unknown> = {}) =>
  site(api).post('/pms/booking-site/1/holds', { roomTypeId: w.riad.roomTypeId, planId: w.flex, checkin: '2026-05-10', nights: 2, adults: 2, ...over });
const guest = { firstName: 'Lina', lastName: 'Guest', email: 'lina@example.com', phone: '+212600000000', countryCode: 'MA' };
const bookWith = (api: TestApi, h: { holdId: number; token: string }, over: Record<string, unknown> = {}) =>
  site(api).post('/pms/booking-site/1/bookings', { holdId: h.holdId, token: h.token, guest, language: 'fr', siteBase: 'https://book.riad.example', ...over });

describeApi(
  "the hotel's booking site: offers, hold, booking, mail with a signed link, the guest's cancellation",
  (api) => {
    let sink: Awaited<ReturnType<typeof startSink>>;
    const saved = { smtp: process.env['SMTP_URL'], limit: process.env['BOOKING_SITE_HOLDS_PER_HOUR'] };
    beforeAll(async () => {
      sink = await startSink();
      process.env['SMTP_URL'] = `smtp://127.0.0.1:${sink.port}`;
      process.env['BOOKING_SITE_HOLDS_PER_HOUR'] = '1000';
      w = await seed(api());
    });
    afterAll(async () => {
      for (const [k, v] of [
        ['SMTP_URL', saved.smtp],
        ['BOOKING_SITE_HOLDS_PER_HOUR', saved.limit],
      ] as const)
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      await new Promise<void>((r) => sink.server.close(() => r()));
    });

    it('answers without any sign-in, and only for a real hotel', async () => {
      const res = await site(api()).get('/pms/booking-site/1');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ groupId: 1, today: '2026-03-10', holdMinutes: 15 });
      expect((await site(api()).get('/pms/booking-site/999')).status).toBe(404);
      expect((await site(api()).get('/pms/booking-site/abc')).body.field).toBe('hotel');
      // The rest of the API still needs a token.
      expect((await site(api()).get('/pms/quotes', { checkin: '2026-05-10', nights: 2 })).status).toBe(401);
    });

    it('offers the plans on sale on the public channel without a segment, priced by rate management, with their policy and inclusions', async () => {
      const res = await offers(api(), { checkin: '2026-05-10', nights: 2, adults: 2 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const riad = riadOf(res)!;
      expect(riad).toMatchObject({ name: 'Riad suite', capacity: 3, unitsLeft: 2 });
      expect(riad.offers).toEqual([
        {
          plan: {
            planId: w.flex,
            code: 'WFLEX',
            name: 'Flexible',
            nameFr: 'Flexible',
            refundable: true,
            cancelDays: 3,
            includes: ['breakfast'],
            freeCancelUntil: '2026-05-07',
          },
          totalMinor: 160000,
          priceMinor: 80000,
        },
        {
          plan: { planId: w.nrf, code: 'WNRF', name: 'Saver', nameFr: 'Économique', refundable: false, cancelDays: null, includes: [], freeCancelUntil: null },
          totalMinor: 144000,
          priceMinor: 72000,
        },
      ]);
      // A party the type cannot sleep: not offered.
      expect(riadOf(await offers(api(), { checkin: '2026-05-10', nights: 2, adults: 4 }))).toBeUndefined();
    });

    it('refuses bad searches with a 400 naming the field', async () => {
      const field = async (q: Record<string, string | number>) => (await offers(api(), q)).body.field;
      expect(await field({ checkin: '2026-05-10', nights: 0 })).toBe('nights');
      expect(await field({ checkin: '2026-02-30', nights: 1 })).toBe('checkin');
      expect(await field({ checkin: '2026-05-10', nights: 1, kids: 'x' })).toBe('kids');
      expect(await field({ checkin: '2026-05-10', nights: 1, adults: 30 })).toBe('adults');
      expect(await field({ checkin: '2026-03-01', nights: 1 })).toBe('checkin');
    });

    it('holds a unit on a plan on sale; a plan of another channel or segment cannot be held', async () => {
      expect((await hold(api(), { planId: w.ota })).status).toBe(409);
      expect((await hold(api(), { planId: w.corp })).status).toBe(409);
      expect((await hold(api(), { planId: w.ota })).body.code).toBe('errors.site.notOnSale');
      const h = await hold(api());
      expect(h.status, JSON.stringify(h.body)).toBe(201);
      expect(h.body).toMatchObject({ status: 'held', roomTypeName: 'Riad suite', totalMinor: 160000, expiresAt: '2026-03-10T12:15:00.000Z' });
      // The hold counts at once: one unit left for everyone, the desk included.
      expect(riadOf(await offers(api(), { checkin: '2026-05-10', nights: 2 }))).toMatchObject({ unitsLeft: 1 });
      const read = await site(api()).get(`/pms/booking-site/1/holds/${h.body.holdId}`, { t: h.body.token });
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ holdId: h.body.holdId, plan: { planId: w.flex } });
      expect((await site(api()).get(`/pms/booking-site/1/holds/${h.body.holdId}`, { t: 'forged' })).status).toBe(403);
      expect((await site(api()).get(`/pms/booking-site/2/holds/${h.body.holdId}`, { t: h.body.token })).status).toBe(403);
    });

    it('books the held stay as the public channel with the guest as customer, mails the signed link, and the desk sees it', async () => {
      const h = await hold(api(), { checkin: '2026-06-10', nights: 3, kidAges: [] });
      expect(h.status).toBe(201);
      const res = await bookWith(api(), h.body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toMatchObject({ mailStatus: 'sent' });
      const desk = await api().as('clerk1').get(`/pms/reservations/${res.body.reservationId}`);
      expect(desk.status).toBe(200);
      expect(desk.body).toMatchObject({
        status: RESERVATION_STATUS.EXPECTED,
        channel: 15,
        guestName: 'Lina Guest',
        customer: { email: 'lina@example.com' },
        ratePlan: { id: w.flex },
        priceMinor: 240000,
        checkin: '2026-06-10',
        checkout: '2026-06-13',
      });
      // The hold is the booking's now; it cannot book twice.
      expect((await bookWith(api(), h.body)).status).toBe(409);
      const [author] = await rowsOf<{ name: string; active: boolean }>(
        api().database.db,
        sql`select u.name, u.active from reservations r join users u on u.user_id = r.created_by where r.reservation_id = ${res.body.reservationId}`,
      );
      expect(author).toEqual({ name: 'Booking site', active: false });
      const mail = sink.received.at(-1)!;
      expect(mail.to).toEqual(['lina@example.com']);
      expect(mail.data).toContain('Subject: =?UTF-8?Q?Votre_r=C3=A9servation_');
      const text = quotedPrintable(mail.data);
      expect(text).toContain(`Bonjour Lina Guest,`);
      expect(text).toContain(`${res.body.number} : Riad suite, du 10/06/2026 au 13/06/2026 (3 nuits)`);
      expect(text).toContain('Tarif : Flexible. Total : 2\u202f400,00\u00a0MAD.');
      expect(text).toContain('Annulation gratuite jusqu’au 07/06/2026, depuis le lien ci-dessous.');
      expect(text).toContain(`https://book.riad.example/book/1/booking/${res.body.reservationId}?k=${res.body.token}&lang=fr`);
      const page = await site(api()).get(`/pms/booking-site/1/bookings/${res.body.reservationId}`, { k: res.body.token });
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ number: res.body.number, state: 'booked', mayCancel: true, plan: { freeCancelUntil: '2026-06-07' } });
      expect((await site(api()).get(`/pms/booking-site/1/bookings/${res.body.reservationId}`, { k: h.body.token })).status).toBe(403);
    });

    it('lets the guest cancel within the policy; the desk sees the stay cancelled and the unit free', async () => {
      const h = await hold(api(), { checkin: '2026-07-01', nights: 1 });
      const b = await bookWith(api(), h.body, { language: 'en' });
      expect(b.status).toBe(201);
      expect(riadOf(await offers(api(), { checkin: '2026-07-01', nights: 1 }))).toMatchObject({ unitsLeft: 1 });
      const res = await site(api()).post(`/pms/booking-site/1/bookings/${b.body.reservationId}/cancel`, { k: b.body.token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ state: 'cancelled', mayCancel: false });
      const desk = await api().as('clerk1').get(`/pms/reservations/${b.body.reservationId}`);
      expect(desk.body).toMatchObject({ status: RESERVATION_STATUS.CANCELLED, cancelPriceMinor: 0 });
      expect(riadOf(await offers(api(), { checkin: '2026-07-01', nights: 1 }))).toMatchObject({ unitsLeft: 2 });
      const again = await site(api()).post(`/pms/booking-site/1/bookings/${b.body.reservationId}/cancel`, { k: b.body.token });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('errors.site.cancelClosed');
    });

    it('refuses to cancel a non-refundable stay, or past the last free day', async () => {
      const saver = await bookWith(api(), (await hold(api(), { checkin: '2026-08-01', nights: 1, planId: w.nrf })).body);
      expect(saver.status).toBe(201);
      const r1 = await site(api()).post(`/pms/booking-site/1/bookings/${saver.body.reservationId}/cancel`, { k: saver.body.token });
      expect(r1.status).toBe(409);
      expect(r1.body.params.reason).toEqual({ term: 'errors.site.cancelClosed.notRefundable' });
      // Free until 3 days before: booked for the 14th of March, today the 10th: until the 11th.
      const soon = await bookWith(api(), (await hold(api(), { checkin: '2026-03-14', nights: 1 })).body);
      expect(soon.status).toBe(201);
      clock = new Date('2026-03-12T09:00:00Z');
      try {
        const r2 = await site(api()).post(`/pms/booking-site/1/bookings/${soon.body.reservationId}/cancel`, { k: soon.body.token });
        expect(r2.status).toBe(409);
        expect(r2.body.params.reason).toEqual({ term: 'errors.site.cancelClosed.tooLate' });
        expect((await api().as('clerk1').get(`/pms/reservations/${soon.body.reservationId}`)).body.status).toBe(RESERVATION_STATUS.EXPECTED);
      } finally {
        clock = new Date('2026-03-10T12:00:00Z');
      }
    });

    it('an expired hold books nothing; the last unit is held once', async () => {
      const a = await hold(api(), { checkin: '2026-09-01', nights: 2 });
      const b = await hold(api(), { checkin: '2026-09-01', nights: 2 });
      expect([a.status, b.status]).toEqual([201, 201]);
      const c = await hold(api(), { checkin: '2026-09-01', nights: 2 });
      expect(c.status).toBe(409);
      // The desk cannot sell it either while it is held.
      const desk = await api()
        .as('clerk1')
        .post('/pms/reservations', { client: { lastName: 'Desk' }, roomTypeId: w.riad.roomTypeId, checkin: '2026-09-01', checkout: '2026-09-03', adults: 1 });
      expect(desk.status).toBe(409);
      clock = new Date('2026-03-10T12:16:00Z');
      try {
        const late = await bookWith(api(), a.body);
        expect(late.status).toBe(409);
        expect(late.body.code).toBe('errors.site.holdGone');
      } finally {
        clock = new Date('2026-03-10T12:00:00Z');
      }
    });

    it('validates the booking with a 400 naming the field and bounds the body', async () => {
      const h = await hold(api(), { checkin: '2026-10-01', nights: 1 });
      const field = async (over: Record<string, unknown>) => (await bookWith(api(), h.body, over)).body.field;
      expect(await field({ guest: { ...guest, email: 'nope' } })).toBe('guest.email');
      expect(await field({ guest: { ...guest, lastName: '' } })).toBe('guest.lastName');
      expect(await field({ siteBase: 'javascript:alert(1)' })).toBe('siteBase');
      expect(await field({ language: 'de' })).toBe('language');
      const big = await sendBig(`${api().urls.pms}/booking-site/1/bookings`, {
        headers: { 'content-type': 'application/json' },
        size: 1024 * 1024,
        head: '{"pad":"',
        declareLength: true,
      });
      expect(big.status).toBe(413);
      // Nothing was booked by those.
      const [n] = await rowsOf<{ n: number }>(
        api().database.db,
        sql`select count(*)::int as n from reservations where checkin = '2026-10-01' and room_type_id = ${w.riad.roomTypeId}`,
      );
      expect(n!.n).toBe(0);
    });

    it('limits the holds one address asks for in an hour (429, refused ones counted)', async () => {
      const [made] = await rowsOf<{ n: number }>(api().database.db, sql`select count(*)::int as n from booking_site_hold_attempts`);
      process.env['BOOKING_SITE_HOLDS_PER_HOUR'] = String(made!.n + 2);
      try {
        expect((await hold(api(), { checkin: '2026-11-01', nights: 1 })).status).toBe(201);
        expect((await hold(api(), { checkin: '2026-11-01', nights: 1, planId: w.ota })).status).toBe(409);
        const third = await hold(api(), { checkin: '2026-11-02', nights: 1 });
        expect(third.status).toBe(429);
        expect(third.body.code).toBe('errors.site.tooManyHolds');
        // An hour later the address may hold again.
        clock = new Date('2026-03-10T13:01:00Z');
        expect((await hold(api(), { checkin: '2026-11-02', nights: 1 })).status).toBe(201);
      } finally {
        clock = new Date('2026-03-10T12:00:00Z');
        process.env['BOOKING_SITE_HOLDS_PER_HOUR'] = '1000';
      }
    });

    it("counts holds per guest address by the server's TRUSTED_PROXIES rule, and purges attempts past the hour", async () => {
      const db = api().database.db;
      await db.execute(sql`insert into booking_site_hold_attempts (address, at) values
        ('198.51.100.9', ${'2026-03-10T10:59:00Z'}::timestamptz), ('198.51.100.9', ${'2026-03-10T11:00:00Z'}::timestamptz), ('198.51.100.10', ${'2026-03-10T11:30:00Z'}::timestamptz)`);
      const post = (forwardedFor: string) =>
        fetch(`${api().urls.pms}/booking-site/1/holds`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
          body: JSON.stringify({ roomTypeId: w.riad.roomTypeId, planId: w.flex, checkin: '2026-11-20', nights: 1, adults: 2 }),
        });
      const lastAddress = async () =>
        (await rowsOf<{ address: string }>(db, sql`select address from booking_site_hold_attempts order by attempt_id desc limit 1`))[0]!.address;
      const saved = process.env['TRUSTED_PROXIES'];
      try {
        // The API's peer (127.0.0.1 here) is a trusted proxy: the guest is the right-most address it forwarded, not what the guest wrote to its left.
        process.env['TRUSTED_PROXIES'] = '127.0.0.1, ::1';
        expect((await post('6.6.6.6, 203.0.113.7')).status).toBe(201);
        expect(await lastAddress()).toBe('203.0.113.7');
        // Not a trusted proxy: the header is not believed.
        delete process.env['TRUSTED_PROXIES'];
        expect((await post('203.0.113.8')).status).toBe(201);
        expect(await lastAddress()).toMatch(/^(127\.0\.0\.1|::1)$/);
      } finally {
        if (saved === undefined) delete process.env['TRUSTED_PROXIES'];
        else process.env['TRUSTED_PROXIES'] = saved;
      }
      // Attempts an hour old or more (the window starts at 11:00 by the 12:00 clock) are gone; the window's are kept.
      const left = await rowsOf<{ address: string; n: number }>(
        db,
        sql`select address, count(*)::int as n from booking_site_hold_attempts where address like '198.51.100.%' group by address order by address`,
      );
      expect(left).toEqual([{ address: '198.51.100.10', n: 1 }]);
      const [old] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from booking_site_hold_attempts where at <= '2026-03-10T11:00:00Z'`);
      expect(old!.n).toBe(0);
    });
  },
  { now: () => clock },
);
