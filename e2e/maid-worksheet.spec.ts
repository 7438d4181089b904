import { expect, test } from '@playwright/test';
import { signIn } from './helpers/sign-in.ts';
import { expectNoAxeViolations } from './helpers/axe.ts';

interface Sheet {
  day: string;
  maids: { houseMaidId: number; name: string; rooms: { roomId: number }[] }[];
}
interface Report {
  perMaid: { houseMaidId: number | null; maidName: string; assigned: number }[];
}

/**
 * Item 6: the maid work sheet is reached from the Housekeeping menu; the housekeeper adds two maids
 * and balances the day's rooms; "rooms assigned" on the housekeeping report counts from that sheet.
 */
test('la feuille des femmes de chambre s’ouvre depuis le menu Gouvernante et le rapport compte les chambres confiées depuis elle', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'housekeeping', '/front-desk/RoomStatus');
  await page.getByRole('link', { name: 'Feuille des femmes de chambre' }).click();
  await page.waitForURL(/\/housemaids$/);
  await expect(page.getByRole('heading', { name: 'Femmes de chambre', level: 1 })).toBeVisible();
  for (const name of ['Fatima Zahra', 'Khadija Amrani']) {
    await page.getByLabel('Nom').fill(name);
    await page.getByRole('button', { name: 'Ajouter une femme de chambre' }).click();
    await expect(page.locator('p.hk-done')).toHaveText('Enregistré.');
  }
  await page.getByRole('button', { name: 'Répartir les chambres du jour' }).click();
  await expect(page.locator('p.hk-done')).toHaveText('Enregistré.');
  const sheet = (await (await page.request.get('/api/pms/housemaids/assignments')).json()) as Sheet;
  const ours = sheet.maids.filter((m) => m.name === 'Fatima Zahra' || m.name === 'Khadija Amrani');
  expect(ours).toHaveLength(2);
  const total = ours.reduce((s, m) => s + m.rooms.length, 0);
  expect(total, 'rooms to clean today').toBeGreaterThan(0);
  for (const m of ours) await expect(page.locator(`[data-maid="${m.houseMaidId}"] li`)).toHaveCount(m.rooms.length);
  await expectNoAxeViolations(page, '/housemaids');
  await page.screenshot({ path: 'test-results/maid-worksheet.png', fullPage: true });

  // The report of today: each maid's "rooms assigned" is her rooms on the sheet.
  await page.goto(`/front-desk/Housekeeping-Report?from=${sheet.day}&to=${sheet.day}`);
  const perMaid = page.getByTestId('hk-report-maids');
  const headers = await perMaid.locator('thead th').allTextContents();
  const assigned = headers.indexOf('Chambres confiées');
  expect(assigned, headers.join(' | ')).toBeGreaterThan(0);
  for (const m of ours) await expect(perMaid.locator('tbody tr').filter({ hasText: m.name }).locator('td').nth(assigned)).toHaveText(String(m.rooms.length));
  const report = (await (await page.request.get(`/api/pms/housekeeping/report?from=${sheet.day}&to=${sheet.day}`)).json()) as Report;
  for (const m of ours) expect(report.perMaid.find((r) => r.houseMaidId === m.houseMaidId)?.assigned).toBe(m.rooms.length);
});
