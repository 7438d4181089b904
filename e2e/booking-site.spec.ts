import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { expect, test, type Page } from '@playwright/test';
import { startServer, type RunningServer } from '../scripts/start-built-server.ts';
import { axeViolations, describeViolations } from './helpers/axe.ts';
import { signIn } from './helpers/sign-in.ts';
import { demoDataDir } from './helpers/demo-data.ts';

/**
 * The hotel's booking site (issue 39) on a phone, in both languages: a guest searches, chooses an
 * offer, holds it, gives their details and books; the confirmation mail arrives at an SMTP sink;
 * its link opens the booking, which the guest cancels within the policy. The desk sees the stay
 * arrive (the public channel's, the guest as customer) and leave (cancelled). Each page: 0 axe
 * violations, no horizontal scroll at 390 px, at most 30 KB of JavaScript.
 */
interface Mail {
  to: string[];
  data: string;
}
let sink: SMTPServer;
const mails: Mail[] = [];
let server: RunningServer;
let dataDir = '';

test.beforeAll(async () => {
  // A server of its own (its mail goes to this sink), on a copy of the run's demo data.
  test.setTimeout(300_000);
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), data: Buffer.concat(chunks).toString('utf8') });
        cb();
      });
    },
  });
  const port = await new Promise<number>((resolve) => sink.listen(0, '127.0.0.1', () => resolve((sink.server.address() as { port: number }).port)));
  dataDir = demoDataDir('auberge-site-');
  const root = process.cwd();
  server = await startServer(
    {
      root,
      dist: process.env['AUBERGE_DIST'] ?? path.join(root, 'dist'),
      dataDir,
      logFile: path.join(dataDir, 'server.log'),
      maxLifetimeS: 900,
      env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
    },
    180_000,
  );
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise<void>((r) => sink.close(() => r()));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The page's JavaScript, inline and loaded, in bytes. */
async function scriptBytes(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let total = 0;
    for (const s of Array.from(document.scripts)) {
      if (s.type === 'application/json') continue;
      total += s.src ? (await (await fetch(s.src)).text()).length : s.text.length;
    }
    return total;
  });
}

async function checkPage(page: Page, what: string): Promise<void> {
  const v = await axeViolations(page);
  expect(v, `${what}:\n${describeViolations(v).join('\n')}`).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${what}: no horizontal scroll`).toBeLessThanOrEqual(390);
  expect(await scriptBytes(page), `${what}: JavaScript bytes`).toBeLessThanOrEqual(30_000);
}

/** The mail's text with its quoted-printable soft breaks and escapes undone. */
const decoded = (data: string) =>
  Buffer.from(
    data.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

const WORDS = {
  en: {
    search: 'See rooms',
    arrival: 'Arrival',
    nights: 'Nights',
    adults: 'Adults',
    choose: /^Choose the Flexible rate/,
    first: 'First name',
    last: 'Last name',
    email: 'E-mail',
    confirm: 'Confirm the booking',
    thanks: /your booking is confirmed/,
    cancel: 'Cancel my booking',
    cancelled: 'Your booking is cancelled.',
    greeting: 'Dear Amal',
  },
  fr: {
    search: 'Voir les chambres',
    arrival: 'Arrivée',
    nights: 'Nuits',
    adults: 'Adultes',
    choose: /^Choisir le tarif Flexible/,
    first: 'Prénom',
    last: 'Nom',
    email: 'E-mail',
    confirm: 'Confirmer la réservation',
    thanks: /votre réservation est confirmée/,
    cancel: 'Annuler ma réservation',
    cancelled: 'Votre réservation est annulée.',
    greeting: 'Bonjour Amal',
  },
} as const;

for (const lang of ['en', 'fr'] as const) {
  test(`a guest books on the hotel's site on a phone (${lang}), gets the mail, and cancels from its link; the desk sees it arrive and leave`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const w = WORDS[lang];
    const phone = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: lang });
    const page = await phone.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto(`/book/1?lang=${lang}`);
    await checkPage(page, 'search');
    // The arrival is typed as the site writes dates (dd/mm/yyyy in both languages), tomorrow by default.
    const [d, m, y] = (await page.getByLabel(w.arrival).inputValue()).split('/');
    const arrival = new Date(Date.parse(`${y}-${m}-${d}T00:00:00Z`) + (lang === 'en' ? 19 : 23) * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel(w.arrival).fill(arrival.split('-').reverse().join('/'));
    await page.getByLabel(w.nights).fill('2');
    await page.getByLabel(w.adults).fill('2');
    await page.getByRole('button', { name: w.search }).click();
    await expect(page.getByRole('button', { name: w.choose }).first()).toBeVisible();
    await checkPage(page, 'offers');
    await page.screenshot({ path: test.info().outputPath(`site-offers-${lang}.png`), fullPage: true });

    await page.getByRole('button', { name: w.choose }).first().click();
    await expect(page.getByRole('timer')).toBeVisible();
    await checkPage(page, 'details');
    await page.getByLabel(w.first).fill('Amal');
    await page.getByLabel(w.last, { exact: true }).fill(`Guest-${lang}`);
    await page.getByLabel(w.email).fill(`amal.${lang}@example.com`);
    await page.screenshot({ path: test.info().outputPath(`site-details-${lang}.png`), fullPage: true });
    await page.getByRole('button', { name: w.confirm }).click();
    await expect(page.getByRole('status')).toContainText(w.thanks);
    await checkPage(page, 'booking');
    const reservationId = Number(/\/booking\/(\d+)/.exec(page.url())![1]);

    // The mail, with its signed link.
    await expect.poll(() => mails.filter((m) => m.to.includes(`amal.${lang}@example.com`)).length).toBe(1);
    const text = decoded(mails.find((m) => m.to.includes(`amal.${lang}@example.com`))!.data);
    expect(text).toContain(w.greeting);
    const link = /https?:\/\/\S+\/book\/1\/booking\/\d+\?k=\S+/.exec(text)![0];

    // The desk: the stay arrives, the public channel's, the guest as customer.
    const desk = await browser.newContext({ baseURL: server.url });
    const clerk = await desk.newPage();
    await signIn(clerk, 'admin');
    const arrived = await (await clerk.request.get(`/api/pms/reservations/${reservationId}`)).json();
    expect(arrived).toMatchObject({
      status: 0,
      channel: 15,
      guestName: `Amal Guest-${lang}`,
      customer: { email: `amal.${lang}@example.com` },
      checkin: arrival,
    });

    // A fresh phone opens the mail's link and cancels within the policy.
    const later = await phone.newPage();
    const url = new URL(link);
    await later.goto(url.pathname + url.search);
    await expect(later.getByRole('heading', { level: 1 })).toContainText(arrived.number);
    await later.getByRole('button', { name: w.cancel }).click();
    await expect(later.getByRole('status')).toContainText(w.cancelled);
    await checkPage(later, 'cancelled');
    await later.screenshot({ path: test.info().outputPath(`site-cancelled-${lang}.png`), fullPage: true });
    const left = await (await clerk.request.get(`/api/pms/reservations/${reservationId}`)).json();
    expect(left).toMatchObject({ status: 5, cancelPriceMinor: 0 });
    // A forged link opens nothing.
    const forged = await later.goto(`/book/1/booking/${reservationId}?k=forged`);
    expect(forged?.status()).toBe(403);
    expect(errors).toEqual([]);
    await desk.close();
    await phone.close();
  });
}

test('the site is public and exposes nothing else; a cross-site post is refused', async ({ request }) => {
  const page = await request.get(`${server.url}/book/1`);
  expect(page.status()).toBe(200);
  expect((await request.get(`${server.url}/book/999`)).status()).toBe(404);
  // An arrival that is no date is said in the guest's language, kept as typed, and never sent on.
  const notADay = await request.get(`${server.url}/book/1?lang=fr&checkin=${encodeURIComponent('31/02/2031')}&nights=1&adults=2`);
  expect(notADay.status()).toBe(400);
  const html = await notADay.text();
  expect(html).toContain('Arrivée : « 31/02/2031 » n’est pas une date.');
  expect(html).toContain('value="31/02/2031"');
  // The staff screens still ask for a sign-in, the API for a session.
  const desk = await request.get(`${server.url}/front-desk/calendar`, { maxRedirects: 0 });
  expect(desk.status()).toBe(302);
  expect((await request.get(`${server.url}/api/pms/booking-site/1`)).status()).toBe(401);
  const cross = await request.post(`${server.url}/book/1`, { headers: { origin: 'https://evil.example' }, form: { roomTypeId: '1' } });
  expect(cross.status()).toBe(403);
});

test('the channels screen (English): the site with its plans, a calendar feed added, read and revoked', async ({ browser }) => {
  const desk = await browser.newContext({ baseURL: server.url });
  const page = await desk.newPage();
  await signIn(page, 'admin', '/admin/channels');
  await expect(page.getByRole('heading', { name: 'The hotel’s booking site' })).toBeVisible();
  await expect(page.getByText(/Rate plans on sale: Flexible, Non-refundable,? and Bed & breakfast/)).toBeVisible();
  const add = page.getByRole('form', { name: 'Add a feed' });
  await add.getByLabel('Channel name').fill('Airbnb');
  await add.getByRole('button', { name: 'Add a feed' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Done.' })).toBeVisible();
  const link = (await page.locator('code').first().textContent())!;
  const ics = await page.request.get(new URL(link).pathname + new URL(link).search);
  expect(ics.status()).toBe(200);
  expect(await ics.text()).toContain('BEGIN:VCALENDAR');
  const v = await axeViolations(page);
  expect(v, describeViolations(v).join('\n')).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('channels-en.png'), fullPage: true });
  await page.getByRole('button', { name: 'Revoke the feed of Airbnb' }).click();
  // The click's request revokes the feed: once it has been answered, the feed is refused.
  await expect.poll(async () => (await page.request.get(new URL(link).pathname + new URL(link).search)).status()).toBe(403);
  await desk.close();
});
