import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn } from './helpers/sign-in.ts';
import { expectNoAxeViolations } from './helpers/axe.ts';

const BO = '/front-desk/BackOfice';
interface Store {
  storeId: number;
  code: string;
  name: string;
  posId: number | null;
  allowNegative: boolean;
  countApprovalMinor: number | null;
  active: boolean;
}
interface Stock {
  productId: number;
  reference: string;
  name: string;
  unit: string;
  quantity: number;
  lastCountDay: string | null;
}
interface Report {
  rows: Record<string, string | number | null>[];
  totals: Record<string, number>;
  totalsByUnit?: { unit: string; totals: Record<string, number> }[];
}

async function signedIn(browser: Browser, username: string, path: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  await signIn(page, username, path);
  return page;
}
const origin = (page: Page) => ({ origin: new URL(page.url()).origin });
const setLanguage = async (page: Page, language: 'en' | 'fr') =>
  expect((await page.request.post('/api/crm/user', { data: { language }, headers: origin(page) })).status()).toBe(200);
const stockOf = async (page: Page, storeId: number) => (await (await page.request.get(`/api/crm/bo/stores/${storeId}/stock`)).json()) as Stock[];

/**
 * Item 9: the stock keeper transfers flour to the bar seeing what the main store holds (more is
 * refused at entry); counts the bar, sees the variance before it posts, and the count waits for
 * the administrator above the bar's threshold; the reports total per unit and keep never-counted
 * products apart from counted zeros.
 */
test('écrans de stock : stock disponible au transfert, écart avant l’inventaire et approbation, totaux par unité, jamais compté', async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await signedIn(browser, 'admin', `${BO}/Suppliers`);
  const stores = (await (await admin.request.get('/api/crm/bo/stores')).json()) as Store[];
  const main = stores.find((s) => s.code === 'MAIN')!;
  const bar = stores.find((s) => s.name === 'Bar store')!;
  const keeper = await signedIn(browser, 'stock', `${BO}/StockTransfer`);
  await setLanguage(keeper, 'fr');
  await setLanguage(admin, 'fr');
  try {
    // The administrator sets the bar's threshold on its edit form: counts whose variance is worth
    // more than 10,00 MAD need an approver. Typed in French; too many decimals are refused, never rounded.
    await admin.goto(`${BO}/Services`);
    await admin.getByRole('link', { name: bar.code, exact: true }).click();
    await admin.waitForFunction(() => !document.querySelector('astro-island[ssr]:not([client="visible"])'));
    const storeForm = admin.getByRole('form', { name: `Modifier ${bar.name}` });
    const threshold = storeForm.getByLabel('Approbation d’inventaire au-delà de');
    await threshold.fill('10,005');
    await storeForm.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(storeForm.getByRole('alert')).toContainText('« 10,005 » a plus de décimales que les 2 permises');
    expect(((await (await admin.request.get('/api/crm/bo/stores')).json()) as Store[]).find((s) => s.storeId === bar.storeId)).toMatchObject({
      countApprovalMinor: bar.countApprovalMinor,
    });
    await threshold.fill('10,00');
    await expectNoAxeViolations(admin, '/BackOfice/Services?edit');
    await storeForm.getByRole('button', { name: 'Enregistrer' }).click();
    await admin.waitForURL((u) => u.pathname.endsWith('/Services') && !u.search.includes('edit'));
    const money = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'MAD' }).format(10);
    await expect(admin.getByRole('row').filter({ hasText: bar.name })).toContainText(money);
    expect(((await (await admin.request.get('/api/crm/bo/stores')).json()) as Store[]).find((s) => s.storeId === bar.storeId)).toMatchObject({
      countApprovalMinor: 1000,
      allowNegative: bar.allowNegative,
      active: bar.active,
    });
    await admin.getByRole('link', { name: bar.code, exact: true }).click();
    await expect(admin.getByRole('form', { name: `Modifier ${bar.name}` }).getByLabel('Approbation d’inventaire au-delà de')).toHaveValue('10,00');
    await admin.screenshot({ path: test.info().outputPath('store-threshold.png'), fullPage: true });

    // The transfer: the source store first, its on-hand quantities beside each product.
    const flour = (await stockOf(keeper, main.storeId)).find((p) => p.reference === 'F-KG')!;
    await keeper.reload();
    await keeper.getByLabel('Choisissez le magasin d’où partent les marchandises').selectOption({ label: main.name });
    await keeper.getByRole('button', { name: 'Ouvrir' }).click();
    await expect(keeper.locator('[data-on-hand-hint]')).toContainText(`Chaque produit indique ce que contient ${main.name}`);
    const form = keeper.getByRole('form', { name: 'Transfert entre magasins' });
    await expect(form.getByLabel('Magasin de départ')).toHaveValue(String(main.storeId));
    await form.getByLabel('Magasin d’arrivée').selectOption({ label: bar.name });
    const onHandLabel = `F-KG — Flour · en stock : ${new Intl.NumberFormat('fr-FR').format(flour.quantity)} kg`;
    await form.getByLabel('Produit 1', { exact: true }).selectOption({ label: onHandLabel });
    await form.getByLabel('Quantité 1', { exact: true }).fill(String(flour.quantity + 1));
    await expectNoAxeViolations(keeper, '/BackOfice/StockTransfer?from');
    const before = ((await (await keeper.request.get('/api/crm/bo/internal-orders?status=0')).json()) as { totalElements: number }).totalElements;
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(form.getByRole('alert')).toContainText(`Il n’y a que ${flour.quantity} kg de Flour en stock dans ${main.name}`);
    expect(((await (await keeper.request.get('/api/crm/bo/internal-orders?status=0')).json()) as { totalElements: number }).totalElements).toBe(before);
    await keeper.screenshot({ path: test.info().outputPath('stock-transfer-refused.png'), fullPage: true });
    await form.getByLabel('Quantité 1', { exact: true }).fill('2');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await keeper.waitForURL(/ValidateOrderInternal/);
    await keeper.getByRole('row').filter({ hasText: 'Flour' }).first().getByRole('button', { name: 'Confirmer' }).click();
    await expect(keeper.getByRole('row').filter({ hasText: 'Flour' })).toHaveCount(0);
    expect((await stockOf(keeper, main.storeId)).find((p) => p.productId === flour.productId)!.quantity).toBe(flour.quantity - 2);
    const barFlour = (await stockOf(keeper, bar.storeId)).find((p) => p.productId === flour.productId)!;
    expect(barFlour.quantity).toBeGreaterThanOrEqual(2);

    // The bar's count: flour found at 0, its variance shown before it posts; never-counted products say so.
    await keeper.goto(`${BO}/CorrectionStock?store=${bar.storeId}`);
    await keeper.waitForFunction(() => !document.querySelector('astro-island[ssr]:not([client="visible"])'));
    const sheet = keeper.locator('[data-count-sheet]');
    const flourRow = sheet.locator(`tr[data-product="${flour.productId}"]`);
    await expect(flourRow).toContainText('Jamais compté');
    await flourRow.getByLabel('Compté — F-KG — Flour').fill('0');
    await expect(flourRow.locator('[data-variance]')).toHaveText(`-${new Intl.NumberFormat('fr-FR').format(barFlour.quantity)} kg`);
    await keeper.getByRole('button', { name: 'Voir les écarts' }).click();
    const preview = keeper.locator('[data-count-preview]');
    await expect(preview).toContainText('Écart total : -');
    await expect(preview).toContainText('l’inventaire attendra un approbateur');
    await expectNoAxeViolations(keeper, '/BackOfice/CorrectionStock?store');
    await keeper.screenshot({ path: test.info().outputPath('stock-count-variance.png'), fullPage: true });
    await keeper.getByRole('button', { name: 'Passer l’inventaire' }).click();
    await expect(keeper.locator('[data-count-flash]')).toContainText(/L’inventaire \d+ attend un approbateur\./);
    const pending = (await (await keeper.request.get('/api/crm/bo/inventories/pending')).json()) as { inventoryId: number; storeId: number }[];
    const count = pending.find((p) => p.storeId === bar.storeId)!;
    await expect(keeper.locator(`[data-pending="${count.inventoryId}"]`)).toContainText('Votre inventaire : un autre utilisateur l’approuve.');
    expect((await stockOf(keeper, bar.storeId)).find((p) => p.productId === flour.productId)!.quantity).toBe(barFlour.quantity);

    // The administrator approves it: then it posts.
    await admin.goto(`${BO}/CorrectionStock`);
    await admin.waitForFunction(() => !document.querySelector('astro-island[ssr]:not([client="visible"])'));
    const waiting = admin.locator(`[data-pending="${count.inventoryId}"]`);
    await expect(waiting).toContainText('F-KG — Flour');
    await waiting.getByRole('button', { name: 'Approuver et passer' }).click();
    await admin.getByRole('dialog', { name: 'Confirmation !' }).getByRole('button', { name: 'Oui' }).click();
    await expect(admin.locator(`[data-pending="${count.inventoryId}"]`)).toHaveCount(0);
    const after = (await stockOf(admin, bar.storeId)).find((p) => p.productId === flour.productId)!;
    expect(after).toMatchObject({ quantity: 0 });
    expect(after.lastCountDay).not.toBeNull();

    // Reports: quantities totalled per unit; a counted zero is not "never counted".
    await keeper.goto(`${BO}/Stock/Theoretical?store=${main.storeId}`);
    await expect(keeper.locator('tfoot tr[data-unit-total="kg"]')).toContainText('Total (kg)');
    await expect(keeper.locator('tfoot tr[data-unit-total="bottle"]')).toContainText('Total (bottle)');
    const theoretical = (await (await keeper.request.get(`/api/crm/bo/reports/theoretical?store=${main.storeId}`)).json()) as Report;
    expect(theoretical.totals['quantity']).toBeUndefined();
    const kg = (await stockOf(keeper, main.storeId)).filter((p) => p.unit === 'kg').reduce((s, p) => s + p.quantity, 0);
    expect(theoretical.totalsByUnit?.find((u) => u.unit === 'kg')?.totals['quantity']).toBeCloseTo(kg, 3);
    await expectNoAxeViolations(keeper, '/BackOfice/Stock/Theoretical');
    await keeper.goto(`${BO}/stocks?store=${bar.storeId}`);
    await expect(keeper.getByRole('row').filter({ hasText: 'F-KG' })).not.toContainText('Jamais compté');
    const reconciliation = (await (await keeper.request.get(`/api/crm/bo/reports/reconciliation?store=${bar.storeId}`)).json()) as Report;
    expect(reconciliation.rows.find((r) => r['reference'] === 'F-KG')).toMatchObject({ physical: 0 });
    // The main store was never counted: its rows say so, with no physical figure (not 0).
    await keeper.goto(`${BO}/stocks?store=${main.storeId}`);
    const mainRows = (await (await keeper.request.get(`/api/crm/bo/reports/reconciliation?store=${main.storeId}`)).json()) as Report;
    const never = mainRows.rows.find((r) => r['reference'] === 'F-KG')!;
    expect(never).toMatchObject({ countDay: null, physical: null, difference: null });
    await expect(keeper.getByRole('row').filter({ hasText: 'F-KG' })).toContainText('Jamais compté');
    await expectNoAxeViolations(keeper, '/BackOfice/stocks');
    await keeper.screenshot({ path: test.info().outputPath('stock-reconciliation.png'), fullPage: true });
  } finally {
    await setLanguage(keeper, 'en');
    await setLanguage(admin, 'en');
  }
});
