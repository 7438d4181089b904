import { expect, test } from '@playwright/test';
import { signIn } from './helpers/sign-in.ts';
import { expectNoAxeViolations } from './helpers/axe.ts';

interface Store {
  storeId: number;
  code: string;
  name: string;
  allowNegative: boolean;
}
interface Stock {
  productId: number;
  reference: string;
  name: string;
  unit: string;
  quantity: number;
}

test.use({ viewport: { width: 1366, height: 768 } });

/**
 * Issue 35 §4, Back Office's consumption entry: the stock keeper opens it from her menu (Rapports ›
 * Consommation), chooses the kitchen's store and sees what it holds beside each product; more than
 * that is refused at entry and nothing is kept; what it holds is accepted, waits for Control, and
 * once confirmed leaves the store (checked through the API).
 */
test('la magasinière saisit une consommation depuis son menu : stock affiché, excédent refusé, sortie confirmée', async ({ page }) => {
  test.setTimeout(180_000);
  // A page outside the menu's groups, so every group starts closed.
  await signIn(page, 'stock', '/profile');
  const origin = { origin: new URL(page.url()).origin };
  expect((await page.request.post('/api/crm/user', { data: { language: 'fr' }, headers: origin })).status()).toBe(200);
  try {
    const stores = (await (await page.request.get('/api/crm/bo/stores')).json()) as Store[];
    const main = stores.find((s) => s.code === 'MAIN')!;
    expect(main.allowNegative).toBe(false);
    const stockOf = async () =>
      ((await (await page.request.get(`/api/crm/bo/stores/${main.storeId}/stock`)).json()) as Stock[]).find((p) => p.reference === 'F-KG')!;
    const flour = await stockOf();
    expect(flour.quantity).toBeGreaterThan(1);
    const number = (n: number) => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 3 }).format(n);

    // From the side menu: Back-office › Rapports › Consommation, then the entry.
    await page.reload();
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await nav.locator('summary').filter({ hasText: 'Back-office' }).click();
    await nav.locator('summary').filter({ hasText: 'Rapports' }).click();
    await nav.getByRole('link', { name: 'Consommation', exact: true }).click();
    await expect(page).toHaveURL(/\/BackOfice\/Consommation/);
    await page.getByRole('link', { name: 'Saisir une consommation' }).click();
    await expect(page).toHaveURL(/\/BackOfice\/ConsumptionEntry/);
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]:not([client="visible"])'));

    const form = page.getByRole('form', { name: 'Consommation' });
    await form.getByLabel('Magasin de sortie').selectOption({ label: main.name });
    const label = `F-KG — Flour · en stock : ${number(flour.quantity)} kg`;
    await form.getByLabel('Produit 1', { exact: true }).selectOption({ label });
    await form.getByLabel('Quantité 1', { exact: true }).fill(String(flour.quantity + 1));
    await form.getByLabel('Note').fill('e2e : cuisine');
    await expectNoAxeViolations(page, 'consumption entry with on-hand quantities (fr)');
    const pendingCount = async () =>
      ((await (await page.request.get('/api/crm/bo/internal-orders?kind=consumption&status=0')).json()) as { totalElements: number }).totalElements;
    const before = await pendingCount();
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(form.getByRole('alert')).toContainText(
      `Seulement ${number(flour.quantity)} de Flour (kg) en stock dans ${main.name} : impossible d’en sortir ${number(flour.quantity + 1)}.`,
    );
    await page.screenshot({ path: test.info().outputPath('consumption-refused.png'), fullPage: true });
    expect(await pendingCount()).toBe(before);

    await form.getByLabel('Quantité 1', { exact: true }).fill('1');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page).toHaveURL(/ValidateOrderInternal/);
    expect(await pendingCount()).toBe(before + 1);
    expect((await stockOf()).quantity).toBe(flour.quantity);
    const pending = (await (await page.request.get('/api/crm/bo/internal-orders?kind=consumption&status=0')).json()) as {
      content: { number: string; note: string }[];
    };
    const mine = pending.content.find((o) => o.note === 'e2e : cuisine')!;
    await page.getByRole('row').filter({ hasText: mine.number }).getByRole('button', { name: 'Confirmer' }).click();
    await expect(page.getByRole('row').filter({ hasText: mine.number })).toHaveCount(0);
    expect((await stockOf()).quantity).toBe(flour.quantity - 1);
    await page.screenshot({ path: test.info().outputPath('consumption-confirmed.png'), fullPage: true });
  } finally {
    await page.request.post('/api/crm/user', { data: { language: 'en' }, headers: origin });
  }
});
