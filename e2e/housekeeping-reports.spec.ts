import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers/sign-in.ts';

interface Status {
  rooms: { roomId: number; name: string; housekeepingStatus: string; deskState: string; guestName: string | null }[];
}

const watchConsole = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
};

test('a supervisor reads what each maid did, inspects or rejects the cleanings, and records a sleeper (English), then reads the pages in French', async ({
  page,
  browser,
}) => {
  const errors = watchConsole(page);
  await signIn(page, 'admin', '/front-desk/RoomStatus');
  const origin = new URL(page.url()).origin;
  const run = Date.now().toString(36);
  // Today's worksheet: a maid of this run, then the rooms balanced among the maids.
  const maid = await page.request.post('/api/pms/housemaids', { headers: { origin }, data: { name: `Maid E2E ${run}` } });
  expect(maid.status(), await maid.text()).toBe(201);
  const maidId = ((await maid.json()) as { houseMaidId: number }).houseMaidId;
  expect((await page.request.post('/api/pms/housemaids/assignments/balance', { headers: { origin }, data: {} })).status()).toBe(200);
  const status = (await (await page.request.get('/api/pms/rooms/status')).json()) as Status;
  // Rooms from the end of the list: the maid's QR spec cleans the first room with a floor, which must not be cleaned already.
  const [a, b] = status.rooms.filter((r) => r.housekeepingStatus === 'DIRTY' || r.housekeepingStatus === 'CLEAN').slice(-2);
  const inHouse = status.rooms.findLast((r) => r.deskState === 'OCCUPIED' || r.deskState === 'DEPARTING');
  expect(a && b && inHouse, 'two rooms to clean and one in house in the demo hotel').toBeTruthy();
  const marked = await page.request.post('/api/pms/rooms/status', { headers: { origin }, data: { roomIds: [a!.roomId, b!.roomId], status: 'CLEAN' } });
  expect(marked.status(), await marked.text()).toBe(200);

  // Today's stats on Room Status.
  await page.goto('/front-desk/RoomStatus');
  await expect(page.getByTestId('hk-stats')).toContainText('Arrival rooms ready:');
  await expect(page.getByTestId('hk-stats')).toContainText('waiting for inspection');

  // The Housekeeping Report: the cleanings, by whom and when; per maid totals; the export of what is shown.
  await page.goto('/front-desk/Housekeeping-Report');
  await expect(page.getByRole('heading', { name: 'Housekeeping Report' })).toBeVisible();
  const activity = page.getByTestId('hk-report-activity');
  await expect(activity.locator('tr').filter({ hasText: a!.name }).filter({ hasText: 'Room cleaned' })).toContainText('Amina Admin');
  await expect(page.getByTestId('hk-report-maids')).toContainText(`Maid E2E ${run}`);
  await expect(page.getByRole('img', { name: /rooms to clean and cleaned, day by day/ })).toBeVisible();
  await page.locator('select[name=maid]').selectOption(String(maidId));
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`maid=${maidId}`));
  await expect(page.getByTestId('hk-report-maids').locator('tbody tr')).toHaveCount(1);
  const csvHref = await page.getByRole('group', { name: 'Export Rooms given' }).getByRole('link', { name: 'CSV' }).getAttribute('href');
  const csv = await page.request.get(csvHref!);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  await page.screenshot({ path: test.info().outputPath('housekeeping-report.png'), fullPage: true });
  const shown = await page.getByTestId('hk-report-assignments').locator('tbody tr').count();
  expect((await csv.text()).trim().split('\n').length - 1, 'the CSV holds the rows shown').toBe(shown);

  // Verification: one rejected with a note (in bulk, through the toolbar), one inspected from its row.
  await page.goto('/front-desk/Housekeeping-Report-Control');
  await expect(page.getByRole('heading', { name: 'Verification' })).toBeVisible();
  await page.getByRole('checkbox', { name: `Choose room ${a!.name}`, exact: true }).check();
  await expect(page.getByText('1 chosen')).toBeVisible();
  await page.getByRole('button', { name: 'Reject: dirty again' }).click();
  await expect(page.getByRole('alert')).toHaveText('Say what is wrong to reject.');
  await page.getByLabel('Why (required to reject)').fill('Mirror smeared');
  await page.getByRole('button', { name: 'Reject: dirty again' }).click();
  await expect(page.getByText('1 room rejected, dirty again.')).toBeVisible();
  await page.getByRole('button', { name: `Inspected: room ${b!.name}`, exact: true }).click();
  await expect(page.getByText('1 room inspected.')).toBeVisible();
  await page.goto('/front-desk/Housekeeping-Report-Control?show=all');
  const rowA = page
    .locator('tr')
    .filter({ has: page.getByRole('rowheader', { name: a!.name, exact: true }) })
    .filter({ hasText: 'Mirror smeared' });
  await expect(rowA.locator('[data-result]')).toContainText('Rejected');
  await expect(rowA).toContainText('Dirty');
  await expect(rowA).toContainText('Amina Admin');
  const rowB = page
    .locator('tr')
    .filter({ has: page.getByRole('rowheader', { name: b!.name, exact: true }) })
    .filter({ has: page.locator('[data-result="INSPECTED"]') });
  await expect(rowB).toContainText('Inspected');
  await page.screenshot({ path: test.info().outputPath('verification.png'), fullPage: true });

  // Matching Report: housekeeping finds the in-house room empty: a sleeper, with its stay.
  await page.goto('/front-desk/Matching-Report?show=all');
  await expect(page.getByRole('heading', { name: 'Matching Report' })).toBeVisible();
  await page.getByRole('button', { name: `Vacant: room ${inHouse!.name}`, exact: true }).click();
  await expect(page.getByText('1 room recorded as found vacant.')).toBeVisible();
  await page.goto('/front-desk/Matching-Report');
  const sleeper = page.locator(`tr[data-room-id="${inHouse!.roomId}"]`);
  await expect(sleeper).toContainText('Empty, shown occupied');
  await expect(sleeper).toContainText(inHouse!.guestName!);
  await expect(sleeper.getByRole('link')).toHaveAttribute('href', /\/front-desk\/details\?id=\d+/);
  await page.screenshot({ path: test.info().outputPath('matching-report.png'), fullPage: true });
  expect(errors).toEqual([]);

  // The housekeeping supervisor reads them in French.
  const fr = await browser.newContext();
  const hk = await fr.newPage();
  const frErrors = watchConsole(hk);
  await signIn(hk, 'housekeeping', '/front-desk/Housekeeping-Report-Control?show=all');
  await expect(hk.getByRole('heading', { name: 'Contrôle' })).toBeVisible();
  await expect(hk.locator('tr').filter({ hasText: 'Mirror smeared' }).first()).toContainText('Refusée');
  await hk.goto('/front-desk/Matching-Report');
  await expect(hk.getByRole('heading', { name: 'Rapport de concordance' })).toBeVisible();
  await expect(hk.locator(`tr[data-room-id="${inHouse!.roomId}"]`)).toContainText('Vide, notée occupée');
  await hk.goto('/front-desk/Housekeeping-Report');
  await expect(hk.getByRole('heading', { name: 'Rapport d’hébergement' })).toBeVisible();
  await expect(hk.getByTestId('hk-report-activity')).toContainText('Chambre nettoyée');
  expect(await hk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
  expect(frErrors).toEqual([]);
  await fr.close();
});
