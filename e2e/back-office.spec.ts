import { expect, test, type Browser, type Page } from '@playwright/test';
import { setLanguage, signIn } from './helpers/sign-in.ts';

const BO = '/front-desk/BackOfice';

async function as(browser: Browser, username: string, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('close', () => expect(errors, `console errors of ${username}`).toEqual([]));
  await signIn(page, username, path);
  return page;
}

const row = (page: Page, text: string | RegExp) => page.getByRole('row').filter({ hasText: text });

/**
 * The path: the buyer orders from a supplier, a second person (the administrator)
 * approves, the stock keeper receives part of it and transfers some to the bar; the cardex shows
 * each step with its running balance and the theoretical stock matches it.
 */
test('buyer orders, admin approves, stock keeper receives part and transfers to the bar, the cardex shows every step', async ({ browser }) => {
  test.setTimeout(150_000);
  const buyer = await as(browser, 'buyer', `${BO}/OrderSuplier`);
  await expect(buyer.getByRole('heading', { name: 'New purchase order' })).toBeVisible();
  await buyer.getByLabel('Supplier').selectOption({ label: 'Atlas Boissons' });
  await buyer.getByLabel('Store').selectOption({ label: 'Main store' });
  await buyer.getByLabel('Product 1').selectOption({ label: 'J-025 — Orange juice 25cl (bottle)' });
  await buyer.getByLabel('Quantity 1').fill('24');
  await buyer.getByLabel('Unit price 1').fill('9.50');
  await buyer.getByRole('button', { name: 'Save' }).click();
  await buyer.waitForURL(/List-Achat\?id=\d+/);
  const title = buyer.getByRole('heading', { name: /Purchase order PO-\d+ · Preorder/ });
  await expect(title).toBeVisible();
  const number = /PO-\d+/.exec((await title.textContent()) ?? '')![0];
  const orderPage = new URL(buyer.url()).pathname + new URL(buyer.url()).search;
  await buyer.locator('.bo-form').getByRole('button', { name: 'Validate' }).click();
  await expect(buyer.getByRole('heading', { name: `Purchase order ${number} · Pending` })).toBeVisible();
  // The buyer cannot approve their own order.
  await buyer.goto(`${BO}/achat`);
  await expect(row(buyer, number).getByRole('button', { name: 'Approve' })).toBeDisabled();
  await buyer.close();

  const admin = await as(browser, 'admin', `${BO}/achat`);
  await row(admin, number).getByRole('button', { name: 'Approve' }).click();
  await expect(row(admin, number)).toHaveCount(0);
  await admin.goto(`${BO}/List-Achat?status=4`);
  await expect(row(admin, number)).toContainText('Confirmed');
  // The order's events in the reader's language and formats (issue 36): kinds said in French, the
  // time as dd/mm/yyyy hh:mm, nothing in English.
  expect(await setLanguage(admin, 'fr')).toBe(true);
  try {
    await admin.goto(orderPage);
    const events = admin.locator('.bo-form ul').first().getByRole('listitem');
    await expect(events).toHaveCount(3);
    await expect(events.nth(0)).toContainText('Créé avec 1 ligne');
    await expect(events.nth(1)).toContainText('Validé ; en attente d’approbation');
    await expect(events.nth(2)).toContainText('Approuvé par');
    await expect(events.nth(0).locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await admin.screenshot({ path: test.info().outputPath('back-office-purchase-order-fr.png'), fullPage: true });
  } finally {
    expect(await setLanguage(admin, 'en')).toBe(true);
  }
  await admin.close();

  const keeper = await as(browser, 'stock', `${BO}/delivery`);
  await row(keeper, number).getByRole('link', { name: number }).click();
  await expect(keeper.getByRole('heading', { name: new RegExp(`Receive against ${number}`) })).toBeVisible();
  await keeper.getByLabel('Quantity 1').fill('10');
  await keeper.getByLabel('Supplier reference').fill('BL-778');
  await keeper.getByRole('button', { name: 'Receive' }).click();
  await keeper.waitForURL(/confirm-delivery\?status=0/);
  const delivery = row(keeper, number);
  await delivery.getByRole('button', { name: 'Confirm the delivery' }).click();
  await keeper.getByRole('dialog', { name: 'Confirmation !' }).getByRole('button', { name: 'Oui' }).click();
  await expect(delivery).toHaveCount(0);
  await keeper.goto(`${BO}/confirm-delivery`);
  await expect(row(keeper, number)).toContainText('Invoiced');

  await keeper.goto(`${BO}/StockTransfer`);
  await keeper.getByLabel('From store').selectOption({ label: 'Main store' });
  await keeper.getByLabel('To store').selectOption({ label: 'Bar store' });
  await keeper.getByLabel('Product 1').selectOption({ label: 'J-025 — Orange juice 25cl (bottle)' });
  await keeper.getByLabel('Quantity 1').fill('4');
  await keeper.getByRole('button', { name: 'Save' }).click();
  await keeper.waitForURL(/ValidateOrderInternal/);
  const transfer = row(keeper, /4 bottle Orange juice 25cl/).first();
  await transfer.getByRole('button', { name: 'Confirm' }).click();
  await expect(row(keeper, /4 bottle Orange juice 25cl/)).toHaveCount(0);

  // The cardex of the juice in the main store: opening stock, the delivery, the transfer out.
  await keeper.goto(`${BO}/transactionstock`);
  await keeper.getByLabel('Product').selectOption({ label: 'J-025 — Orange juice 25cl (bottle)' });
  await keeper.getByLabel('Store').selectOption({ label: 'Main store' });
  await keeper.getByRole('button', { name: 'Search' }).click();
  const lines = keeper.getByRole('table').getByRole('row');
  await expect(lines.filter({ hasText: 'Stock added' })).toContainText('48');
  await expect(lines.filter({ hasText: 'Delivery' }).last()).toContainText('58');
  await expect(lines.filter({ hasText: 'Transfer out' }).last()).toContainText('54');
  const mainBalance = (await lines.filter({ hasText: 'Transfer out' }).last().locator('td').nth(8).textContent())!.trim();

  // Theoretical stock: the bar holds the 4 transferred, the main store the cardex's last balance.
  await keeper.goto(`${BO}/Stock/Theoretical?name=J-025`);
  await expect(row(keeper, 'Bar store')).toContainText('4');
  await expect(row(keeper, 'Main store').locator('td').nth(5)).toHaveText(mainBalance);
  await keeper.close();
});

test('the stock keeper reads the back office in French: reports, filters and their labels', async ({ browser }) => {
  const page = await as(browser, 'stock', `${BO}/Stock/Theoretical`);
  expect(await setLanguage(page, 'fr')).toBe(true);
  try {
    await page.goto(`${BO}/Stock/Theoretical`);
    await expect(page.getByRole('heading', { level: 1, name: 'Stock théorique' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Coût moyen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Exporter CSV' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('back-office-theoretical-fr.png') });
    await page.goto(`${BO}/transactionstock`);
    await expect(page.getByText('Choisissez un produit pour lire son cardex')).toBeVisible();
    await page.getByLabel('Produit').selectOption({ label: 'W-050 — Mineral water 50cl (bottle)' });
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Entrée de stock' }).first()).toContainText('120');
    await page.screenshot({ path: test.info().outputPath('back-office-cardex-fr.png') });
    await page.goto(`${BO}/ValidateOrderInternal`);
    await expect(page.getByRole('heading', { level: 1, name: 'Contrôle' })).toBeVisible();
  } finally {
    await setLanguage(page, 'en');
    await page.close();
  }
});
