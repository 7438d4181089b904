import http from 'node:http';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from './helpers/axe.ts';
import { signIn } from './helpers/sign-in.ts';

interface CalendarDto {
  roomTypes: { roomTypeId: number; name: string; rooms: { roomId: number; name: string }[] }[];
}
interface Booked {
  id: number;
  number: string;
  checkin: string;
  checkout: string;
}

const dayPlus = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
// Far beyond the demo's bookings (arrivals up to three months ahead): each test's stays are alone in their week.
// A retry books again: each attempt has its own nights (the refused test's 201-203 or 206-208, the
// moved one's 211-215 or 219-223).
const refusedAt = () => 200 + test.info().retry * 5;
const movedAt = () => 210 + test.info().retry * 8;

/** Two stays booked through the API in rooms A and B of one type, overlapping; room C stays free. */
async function bookTwo(page: Page, tag: string, at: number) {
  const origin = new URL(page.url()).origin;
  const cal = await page.request.get(`/api/pms/reservations/room/calendar?from=${dayPlus(at)}&days=7`);
  expect(cal.status()).toBe(200);
  const type = ((await cal.json()) as CalendarDto).roomTypes.find((t) => t.rooms.length >= 3)!;
  const [a, b, c] = type.rooms;
  const book = async (guest: string, roomId: number, nights: number): Promise<Booked> => {
    const res = await page.request.post('/api/pms/reservations', {
      headers: { origin },
      data: {
        client: { lastName: guest.split(' ')[1], firstName: guest.split(' ')[0] },
        guestName: guest,
        roomTypeId: type.roomTypeId,
        roomId,
        checkin: dayPlus(at + 1),
        checkout: dayPlus(at + 1 + nights),
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as Booked;
  };
  const mover = await book(`Ada ${tag}`, a!.roomId, 2);
  const holder = await book(`Ben ${tag}`, b!.roomId, 3);
  return { mover, holder, rooms: { a: a!.name, b: b!.name, c: c!.name } };
}

async function openChart(page: Page, at: number): Promise<void> {
  await page.goto(`/front-desk/calendar?from=${dayPlus(at)}&days=7`);
  await islandDrawn(page);
}

/** The server draws the first screen; dragging needs the island, which takes that drawing's place once it has drawn the chart. */
async function islandDrawn(page: Page): Promise<void> {
  await expect(page.locator('astro-island[component-url*="TapeChart"]')).not.toHaveAttribute('ssr', /.*/);
  await expect(page.locator('#cal-drawn')).toHaveCount(0);
  await expect(page.locator('astro-island .cal-body')).toHaveCount(1);
}

const room = (page: Page, name: string) => page.getByRole('group', { name: `Room ${name}`, exact: true });

/** Presses on a bar's left part, moves in steps to the row (and columns) asked, releases. */
async function drag(page: Page, bar: Locator, to: { row?: Locator; columns?: number; edge?: boolean }): Promise<void> {
  const box = (await bar.boundingBox())!;
  const lane = (await page.locator('.cal-days').boundingBox())!;
  const colWidth = lane.width / 7;
  const x = to.edge ? box.x + box.width - 3 : box.x + 12;
  const y = box.y + box.height / 2;
  const rowBox = to.row ? (await to.row.locator('.cal-lane').boundingBox())! : null;
  const tx = x + (to.columns ?? 0) * colWidth;
  const ty = rowBox ? rowBox.y + rowBox.height / 2 : y;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 6, y + 2, { steps: 2 });
  await page.mouse.move(tx, ty, { steps: 8 });
  await page.mouse.up();
}

test('a stay dropped on an occupied room is refused: the bar snaps back and the 409 message shows', async ({ page }) => {
  await signIn(page, 'frontdesk');
  const REFUSED_AT = refusedAt();
  const { mover, holder, rooms } = await bookTwo(page, 'Refused', REFUSED_AT);
  await openChart(page, REFUSED_AT);
  const bar = room(page, rooms.a).getByRole('link', { name: /Ada Refused/ });
  await expect(bar).toBeVisible();
  await expect(room(page, rooms.b).getByRole('link', { name: /Ben Refused/ })).toBeVisible();

  await drag(page, bar, { row: room(page, rooms.b) });
  // The refusal's days as the screen writes dates (issue 36), not the API's YYYY-MM-DD.
  const dmy = (d: string) => d.split('-').reverse().join('/');
  const toast = page.getByRole('alert').filter({ hasText: `Room ${rooms.b} is taken from ${dmy(holder.checkin)} to ${dmy(holder.checkout)}` });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(`${dmy(mover.checkin)} to ${dmy(mover.checkout)}`);
  await expect(room(page, rooms.a).getByRole('link', { name: /Ada Refused/ })).toBeVisible();
  await expect(room(page, rooms.b).getByRole('link', { name: /Ada Refused/ })).toHaveCount(0);
  const after = await page.request.get(`/api/pms/reservations/${mover.id}`);
  expect(((await after.json()) as { room: { name: string } }).room.name).toBe(rooms.a);
});

test('a stay dropped on a free room is saved there, and stretched by its right edge', async ({ page }) => {
  await signIn(page, 'frontdesk');
  const MOVED_AT = movedAt();
  const { mover, rooms } = await bookTwo(page, 'Moved', MOVED_AT);
  await openChart(page, MOVED_AT);
  await drag(page, room(page, rooms.a).getByRole('link', { name: /Ada Moved/ }), { row: room(page, rooms.c) });
  await expect(page.getByRole('status').filter({ hasText: `Reservation ${mover.number}` })).toBeVisible();
  await expect(room(page, rooms.c).getByRole('link', { name: /Ada Moved/ })).toBeVisible();

  await page.reload();
  await islandDrawn(page);
  const bar = room(page, rooms.c).getByRole('link', { name: /Ada Moved/ });
  await expect(bar).toBeVisible();
  await expect(room(page, rooms.a).getByRole('link', { name: /Ada Moved/ })).toHaveCount(0);

  // One column more on the right: one night longer.
  await drag(page, bar, { edge: true, columns: 1 });
  // The toast writes the days as the screen does (dd/mm/yyyy), not the API's YYYY-MM-DD.
  const dmy = (d: string) => d.split('-').reverse().join('/');
  await expect(page.getByRole('status').filter({ hasText: `${dmy(mover.checkin)} to ${dmy(dayPlus(MOVED_AT + 4))}` })).toBeVisible();
  const saved = (await (await page.request.get(`/api/pms/reservations/${mover.id}`)).json()) as { checkout: string; room: { name: string } };
  expect([saved.checkout, saved.room.name]).toEqual([dayPlus(MOVED_AT + 4), rooms.c]);

  // The keyboard's drag: Alt+Right moves the focused stay one day later.
  await room(page, rooms.c)
    .getByRole('link', { name: /Ada Moved/ })
    .focus();
  await page.keyboard.press('Alt+ArrowRight');
  await expect(page.getByRole('status').filter({ hasText: `${dmy(dayPlus(MOVED_AT + 2))} to ${dmy(dayPlus(MOVED_AT + 5))}` })).toBeVisible();
});

// A retry books again: each attempt has its own week.
const drawnAt = () => 270 + test.info().retry * 7;

test('the page arrives with the first screen’s bars drawn (no script needed to see them), and the island takes their place', async ({ page, browser }) => {
  await signIn(page, 'frontdesk');
  const DRAWN_AT = drawnAt();
  const origin = new URL(page.url()).origin;
  const cal = await page.request.get(`/api/pms/reservations/room/calendar?from=${dayPlus(DRAWN_AT)}&days=7`);
  const first = ((await cal.json()) as CalendarDto).roomTypes[0]!;
  const booked = await page.request.post('/api/pms/reservations', {
    headers: { origin },
    data: {
      client: { lastName: 'Drawn', firstName: 'Dora' },
      // What the page must escape, in the drawing and in the text the island reads.
      guestName: `Dora D'Rawn & <Co> "x"`,
      roomTypeId: first.roomTypeId,
      roomId: first.rooms[0]!.roomId,
      checkin: dayPlus(DRAWN_AT + 1),
      checkout: dayPlus(DRAWN_AT + 3),
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const number = ((await booked.json()) as Booked).number;

  let drawnFree: number[] | undefined;
  // Scripts off: what the server sent is all there is.
  const bare = await browser.newContext({
    storageState: await page.context().storageState(),
    javaScriptEnabled: false,
    viewport: { width: 1366, height: 768 },
    baseURL: origin,
  });
  try {
    const still = await bare.newPage();
    await still.goto(`/front-desk/calendar?from=${dayPlus(DRAWN_AT)}&days=7`);
    const bar = room(still, first.rooms[0]!.name).getByRole('link', { name: `Dora D'Rawn & <Co> "x" · ${number}`, exact: true });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('href', /\/front-desk\/details\?id=\d+$/);
    // The type's units left each day, counted by the server from the stays' text.
    const free = still.locator('.cal-row--type').first().locator('.cal-free span');
    await expect(free).toHaveCount(7);
    drawnFree = (await free.allTextContents()).map(Number);
    expect(await still.locator('astro-island .cal-bar').count()).toBe(0);
  } finally {
    await bare.close();
  }

  // Scripts on: the island replaces the drawing, with the same bar in the same place, and no error.
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1366, height: 768 });
  await openChart(page, DRAWN_AT);
  await expect(room(page, first.rooms[0]!.name).getByRole('link', { name: `Dora D'Rawn & <Co> "x" · ${number}`, exact: true })).toBeVisible();
  await expect(page.locator('.cal')).toHaveCount(1);
  // The island counts the units left from every stay it holds: as the server drew them.
  expect((await page.locator('.cal-row--type').first().locator('.cal-free span').allTextContents()).map(Number)).toEqual(drawnFree);
  expect(drawnFree).toHaveLength(7);
  expect(errors).toEqual([]);
});

test('the first screen’s bars are painted with no stylesheet of the chart’s own', async ({ page }) => {
  await signIn(page, 'frontdesk');
  const at = 300 + test.info().retry * 7;
  const origin = new URL(page.url()).origin;
  const cal = await page.request.get(`/api/pms/reservations/room/calendar?from=${dayPlus(at)}&days=7`);
  const first = ((await cal.json()) as CalendarDto).roomTypes[0]!;
  const booked = await page.request.post('/api/pms/reservations', {
    headers: { origin },
    data: {
      client: { lastName: 'Painted', firstName: 'Pia' },
      guestName: 'Pia Painted',
      roomTypeId: first.roomTypeId,
      roomId: first.rooms[0]!.roomId,
      checkin: dayPlus(at + 1),
      checkout: dayPlus(at + 2),
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  await openChart(page, at);
  await expect(room(page, first.rooms[0]!.name).getByRole('link', { name: /Pia Painted/ })).toBeVisible();
  // The chart's styles are in the page: the bars' paint waits for no file of the chart's (the page and the island each linked one).
  const sheets = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
  expect(sheets.filter((href) => /calendar|TapeChart/i.test(href))).toEqual([]);
  await expect(page.locator('.cal-bar').first()).toHaveCSS('position', 'absolute');
  await expect(page.locator('.cal-toolbar')).toHaveCSS('display', 'flex');
});

const BLOCKED_AT = 240;

test('units held by an imported calendar show as “Bloqué par <canal>”, and a conflict is shown to the desk (French, 1366×768)', async ({ page }) => {
  // A channel's calendar (Airbnb plays on 127.0.0.1): one event more than the type's rooms on the same nights.
  let ics = '';
  const channel = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar' });
    res.end(ics);
  });
  await new Promise<void>((r) => channel.listen(0, '127.0.0.1', () => r()));
  const lang = (language: 'en' | 'fr') => page.request.post('/api/crm/user', { data: { language }, headers: { origin: new URL(page.url()).origin } });
  try {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, 'admin', '/front-desk/calendar');
    const origin = new URL(page.url()).origin;
    // The type with the fewest units left on those nights (the demo's own bookings and closures count): one event more than them.
    const q = await page.request.get(`/api/pms/quotes?checkin=${dayPlus(BLOCKED_AT + 1)}&nights=2&ignoreAvailability=true`);
    expect(q.status(), await q.text()).toBe(200);
    const left = ((await q.json()) as { roomTypes: { roomTypeId: number; name: string; unitsLeft: number }[] }).roomTypes.filter((t) => t.unitsLeft > 0);
    const type = left.reduce((a, b) => (b.unitsLeft < a.unitsLeft ? b : a));
    const stamp = Date.now();
    const ymd = (d: string) => d.replace(/-/g, '');
    const event = (i: number) =>
      `BEGIN:VEVENT\r\nUID:e2e-${stamp}-${i}@airbnb\r\nDTSTAMP:20260301T000000Z\r\nDTSTART;VALUE=DATE:${ymd(dayPlus(BLOCKED_AT + 1))}\r\nDTEND;VALUE=DATE:${ymd(dayPlus(BLOCKED_AT + 3))}\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\n`;
    ics = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//E2E//Airbnb//EN\r\n${Array.from({ length: type.unitsLeft + 1 }, (_, i) => event(i)).join('')}END:VCALENDAR\r\n`;
    const url = `http://127.0.0.1:${(channel.address() as { port: number }).port}/${stamp}.ics`;
    const imp = await page.request.post('/api/pms/channels/ical/imports', {
      headers: { origin },
      data: { roomTypeId: type.roomTypeId, channelName: 'Airbnb', url },
    });
    expect(imp.status(), await imp.text()).toBe(201);
    const importId = ((await imp.json()) as { importId: number }).importId;
    const sync = await page.request.post(`/api/pms/channels/ical/imports/${importId}/sync`, { headers: { origin } });
    expect(await sync.json()).toMatchObject({ status: 'ok', blocked: type.unitsLeft, conflicts: 1 });

    expect((await lang('fr')).ok()).toBe(true);
    await openChart(page, BLOCKED_AT);
    const row = page.getByRole('group', { name: `${type.name} : unités bloquées par les calendriers des canaux` });
    await expect(row.getByText('Bloqué par Airbnb', { exact: true })).toHaveCount(type.unitsLeft);
    await expect(row.getByText('Conflit : Airbnb', { exact: true })).toHaveCount(1);
    const dmy = (d: string) => d.split('-').reverse().join('/');
    await expect(page.getByRole('alert').filter({ hasText: 'aucune unité libre (rien n’a été surréservé)' })).toContainText(
      `Airbnb, ${type.name}, du ${dmy(dayPlus(BLOCKED_AT + 1))} au ${dmy(dayPlus(BLOCKED_AT + 3))}`,
    );
    // The legend names both kinds.
    await expect(page.getByRole('list', { name: 'Légende' }).getByText('Bloqué par un canal')).toBeVisible();
    const v = await axeViolations(page);
    expect(v, describeViolations(v).join('\n')).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('calendar-blocked-fr.png') });

    // The event gone from the channel's calendar: the chart no longer shows it.
    ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//E2E//Airbnb//EN\r\nEND:VCALENDAR\r\n';
    expect((await page.request.post(`/api/pms/channels/ical/imports/${importId}/sync`, { headers: { origin } })).ok()).toBe(true);
    await openChart(page, BLOCKED_AT);
    await expect(page.getByText('Bloqué par Airbnb', { exact: true })).toHaveCount(0);
  } finally {
    // The other specs of the run find the administrator in English, whatever happens here.
    expect((await lang('en')).ok()).toBe(true);
    await new Promise<void>((r) => channel.close(() => r()));
  }
});
