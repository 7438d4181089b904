import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers/sign-in.ts';
import { expectNoAxeViolations } from './helpers/axe.ts';
import type { TSaleCatalogueDto } from '../src/lib/domain/sale-catalogue-dto.ts';

interface Row {
  id: number;
  number: string;
}

test.use({ viewport: { width: 1366, height: 768 } });

const post = async (page: Page, path: string, data: unknown) => {
  const res = await page.request.post(path, { data, headers: { origin: new URL(page.url()).origin } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as Record<string, unknown>;
};

/**
 * Issue 35 §4: "Ajouter un extra" on a folio sells a product of a service point: the price and the
 * tax come from the product, and the sale takes the goods from that point's store in the same
 * transaction. The stock keeper first moves orange juice from the main store to the bar (through
 * the API); the French cashier sells two at the bar from the stay's folio; the bar's stock is two less.
 */
test('un extra vendu au bar depuis le folio sort du stock du bar', async ({ page, browser }) => {
  // Its own context: axe-core runs in pages of a context the test made (browser.newContext).
  const keeperContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const keeper = await keeperContext.newPage();
  await signIn(keeper, 'stock', '/front-desk/BackOfice/StockStatus');
  const stores = (await (await keeper.request.get('/api/crm/bo/stores')).json()) as Array<{ storeId: number; code: string; posId: number | null }>;
  const main = stores.find((s) => s.code === 'MAIN')!;
  const bar = stores.find((s) => s.code === 'BAR')!;
  const context = (await (await keeper.request.get('/api/crm/bo/context')).json()) as { today: string };
  const barStock = async () =>
    ((await (await keeper.request.get(`/api/crm/bo/stores/${bar.storeId}/stock`)).json()) as Array<{ reference: string; quantity: number }>).find(
      (p) => p.reference === 'J-025',
    )?.quantity ?? 0;

  await signIn(page, 'cashier', '/front-desk/in-House');
  const list = (await (await page.request.get('/api/pms/reservations?resastatus=2&size=30')).json()) as { content: Row[] };
  const stay = list.content[5] ?? list.content[0];
  expect(stay, 'the demo hotel has an in-house stay').toBeTruthy();
  const detail = (await (await page.request.get(`/api/pms/reservations/${stay!.id}`)).json()) as { orderId: number };
  const catalogue = (await (await page.request.get(`/api/crm/folio/${detail.orderId}/sale-catalogue`)).json()) as TSaleCatalogueDto;
  const juice = catalogue.products.find((p) => p.reference === 'J-025')!;

  const transfer = await post(keeper, '/api/crm/bo/internal-orders', {
    kind: 'transfer',
    fromStoreId: main.storeId,
    toStoreId: bar.storeId,
    day: context.today,
    note: 'e2e: the bar’s juice',
    lines: [{ productId: juice.productId, quantity: 10 }],
  });
  await post(keeper, `/api/crm/bo/internal-orders/${String(transfer['internalOrderId'])}/validate`, {});
  const before = await barStock();
  expect(before).toBeGreaterThanOrEqual(10);

  await page.goto(`/front-desk/details?id=${stay!.id}`);
  await page.getByRole('button', { name: 'Ajouter un extra' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un extra' });
  await dialog.getByLabel('Point de vente').selectOption({ label: 'Bar' });
  await dialog.getByLabel('Produit').selectOption(String(juice.productId));
  await expect(dialog.getByRole('textbox', { name: 'Libellé' })).toHaveValue('Orange juice 25cl');
  await expect(dialog.getByRole('textbox', { name: 'Prix unitaire (MAD)' })).toHaveValue('30.00');
  await expect(dialog.getByTestId('product-info')).toContainText('TVA');
  await expect(dialog.getByTestId('product-info')).toContainText(`${before} bottle dans le magasin de ce point`);
  await dialog.getByRole('textbox', { name: 'Quantité' }).fill('2');
  await expectNoAxeViolations(page, 'add an extra from a point of sale (fr)');
  await page.screenshot({ path: test.info().outputPath('pos-extra.png') });
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Extra ajouté.' })).toBeVisible();

  // The sale left the bar's store in the same write, and the folio bills the product's price.
  expect(await barStock()).toBe(before - 2);
  const folio = (await (await page.request.get(`/api/crm/folio/${detail.orderId}`)).json()) as {
    charges: Array<{ description: string; amountMinor: number; quantity: number }>;
  };
  expect(folio.charges.filter((c) => c.description === 'Orange juice 25cl').map((c) => [c.quantity, c.amountMinor])).toContainEqual([2, 6000]);

  // What the kitchen or the rooms use without a sale: the stock keeper records it from Back Office's
  // Consumption report; once Control confirms it, it leaves the bar's store too.
  await keeper.request.post('/api/crm/user', { data: { language: 'fr' }, headers: { origin: new URL(keeper.url()).origin } });
  try {
    await keeper.goto('/front-desk/BackOfice/Consommation');
    await keeper.getByRole('link', { name: 'Saisir une consommation' }).click();
    const form = keeper.getByRole('form', { name: 'Consommation' });
    await form.getByLabel('Magasin de sortie').selectOption(String(bar.storeId));
    await form.getByLabel('Produit 1').selectOption(String(juice.productId));
    await form.getByLabel('Quantité 1').fill('1');
    await form.getByLabel('Note').fill('e2e: cuisine');
    await expectNoAxeViolations(keeper, 'consumption entry (fr)');
    await keeper.screenshot({ path: test.info().outputPath('consumption-entry.png'), fullPage: true });
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(keeper).toHaveURL(/ValidateOrderInternal/);
    const pending = (await (await keeper.request.get('/api/crm/bo/internal-orders?kind=consumption&status=0')).json()) as {
      content: Array<{ internalOrderId: number; note: string }>;
    };
    const mine = pending.content.find((r) => r.note === 'e2e: cuisine');
    expect(mine, 'the consumption waits for Control').toBeTruthy();
    await post(keeper, `/api/crm/bo/internal-orders/${mine!.internalOrderId}/validate`, {});
    expect(await barStock()).toBe(before - 3);
  } finally {
    await keeper.request.post('/api/crm/user', { data: { language: 'en' }, headers: { origin: new URL(keeper.url()).origin } });
  }
  await keeperContext.close();
});
