import { expect, test } from '@playwright/test';
import { signIn } from './helpers/sign-in.ts';

interface Row {
  id: number;
  number: string;
}

test.use({ viewport: { width: 1366, height: 768 } });

/**
 * Issue 35 §14: the cashier is shown only what her role may do. On a stay's details she reads the
 * stay and its folio but is offered no desk action (no "Modifier dates ou prix", no check-in), and
 * on the end of day she reads the business day and its history, with no "Simuler la clôture" (the
 * closing API is the night audit's). The clerk and the night auditor keep theirs.
 */
test('la caissière ne voit pas les actions de la réception ni la simulation de clôture', async ({ page, browser }) => {
  await signIn(page, 'cashier', '/front-desk/End-of-Day');
  await expect(page.getByTestId('eod-business-date')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Simuler la clôture/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Historique des clôtures' })).toBeVisible();

  const list = (await (await page.request.get('/api/pms/reservations?resastatus=2&size=5')).json()) as { content: Row[] };
  const stay = list.content[0];
  expect(stay, 'the demo hotel has an in-house stay').toBeTruthy();
  await page.goto(`/front-desk/details?id=${stay!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(stay!.number);
  await expect(page.getByRole('button', { name: 'Modifier dates ou prix' })).toHaveCount(0);
  await expect(page.getByRole('toolbar', { name: 'Actions sur cette réservation' })).toHaveCount(0);
  // Her own job on this page is still there: the folio.
  await expect(page.getByRole('button', { name: 'Encaisser' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('cashier-details.png') });

  // The clerk is offered the desk's actions on the same stay; the night auditor simulates the closing.
  const clerk = await browser.newPage();
  await signIn(clerk, 'frontdesk', `/front-desk/details?id=${stay!.id}`);
  await expect(clerk.getByRole('button', { name: 'Edit dates or price' })).toBeVisible();
  await clerk.close();
  const audit = await browser.newPage();
  await signIn(audit, 'nightaudit', '/front-desk/End-of-Day');
  await expect(audit.getByRole('button', { name: /^Simulate the closing/ })).toBeVisible();
  await audit.close();
});

test('les grilles de tarifs et de surréservation démarrent avec un type de chambre coché', async ({ page }) => {
  await signIn(page, 'admin', '/rate-management/grid');
  for (const path of ['/rate-management/grid', '/rate-management/overbooking']) {
    await page.goto(path);
    const types = page.locator('input[name="roomTypeIds"]');
    expect(await types.count(), path).toBeGreaterThan(0);
    await expect(types.first(), path).toBeChecked();
  }
  await page.screenshot({ path: test.info().outputPath('overbooking.png'), fullPage: true });
});
