import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn } from './helpers/sign-in.ts';
import { expectNoAxeViolations } from './helpers/axe.ts';

const BO = '/front-desk/BackOfice';
interface Option {
  productId: number;
  reference: string;
}
interface Order {
  status: number;
  number: string;
  lines: { lineId: number; productId: number; quantity: number; receivedQuantity: number; unitPriceE4: number }[];
}
interface Delivery {
  deliveryId: number;
  purchaseOrderNumber: string;
  priceChanges: number;
  lines: number;
}

async function signedIn(browser: Browser, username: string, path: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  await signIn(page, username, path);
  return page;
}
const origin = (page: Page) => ({ origin: new URL(page.url()).origin });
const setLanguage = async (page: Page, language: 'en' | 'fr') =>
  expect((await page.request.post('/api/crm/user', { data: { language }, headers: origin(page) })).status()).toBe(200);

/**
 * Item 8: a confirmed purchase order of juice and flour; the stock keeper receives the juice at
 * another cost and the flour at 0 (it stays on backorder, the cost is flagged), then the flour
 * with an empty cost (the order's price is taken, as the screen says); the order becomes Received.
 */
test('livraison partielle : une ligne à 0 reste en reliquat, un coût différent est signalé, la commande complète devient « Reçue »', async ({ browser }) => {
  test.setTimeout(150_000);
  // The order, made and approved by two people (the purchase screens have their own test).
  const buyer = await signedIn(browser, 'buyer', `${BO}/List-Achat`);
  const products = (await (await buyer.request.get('/api/crm/bo/products')).json()) as { content: Option[] };
  const juice = products.content.find((p) => p.reference === 'J-025')!;
  const flour = products.content.find((p) => p.reference === 'F-KG')!;
  const suppliers = (await (await buyer.request.get('/api/crm/bo/suppliers')).json()) as { supplierId: number; name: string }[];
  const stores = (await (await buyer.request.get('/api/crm/bo/stores')).json()) as { storeId: number; name: string }[];
  const main = stores.find((s) => s.name === 'Main store')!;
  const { today } = (await (await buyer.request.get('/api/crm/bo/context')).json()) as { today: string };
  const created = await buyer.request.post('/api/crm/order-commande', {
    headers: origin(buyer),
    data: {
      supplierId: suppliers.find((s) => s.name === 'Atlas Boissons')!.supplierId,
      storeId: main.storeId,
      day: today,
      lines: [
        { productId: juice.productId, quantity: 12, unitPrice: '9.00' },
        { productId: flour.productId, quantity: 5, unitPrice: '8.00' },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { purchaseOrderId } = (await created.json()) as { purchaseOrderId: number };
  expect((await buyer.request.post(`/api/crm/bo/purchase-orders/${purchaseOrderId}/validate`, { headers: origin(buyer) })).status()).toBe(200);
  await buyer.context().close();
  const admin = await signedIn(browser, 'admin', `${BO}/achat`);
  expect((await admin.request.post('/api/crm/order-commande-confirmed', { headers: origin(admin), data: { purchaseOrderId } })).status()).toBe(200);
  await admin.context().close();

  const keeper = await signedIn(browser, 'stock', `${BO}/delivery`);
  await setLanguage(keeper, 'fr');
  try {
    const order = async () => (await (await keeper.request.get(`/api/crm/bo/purchase-orders/${purchaseOrderId}`)).json()) as Order;
    const before = await order();
    const onHand = async (productId: number) =>
      ((await (await keeper.request.get(`/api/crm/bo/stores/${main.storeId}/stock`)).json()) as { productId: number; quantity: number }[]).find(
        (p) => p.productId === productId,
      )!.quantity;
    const juiceBefore = await onHand(juice.productId);
    const flourBefore = await onHand(flour.productId);

    await keeper.goto(`${BO}/delivery?order=${purchaseOrderId}`);
    await expect(keeper.getByRole('form', { name: new RegExp(`Réception pour ${before.number}`) })).toBeVisible();
    await expect(keeper.locator('[data-delivery-hints]')).toContainText('Une ligne à 0 ne reçoit rien : elle reste en reliquat sur le bon de commande.');
    await expect(keeper.locator('[data-delivery-hints]')).toContainText('Un coût unitaire vide reprend le prix du bon de commande');
    await keeper.getByLabel('Quantité 1', { exact: true }).fill('12');
    await keeper.getByLabel('Coût unitaire 1', { exact: true }).fill('9,50');
    await keeper.getByLabel('Quantité 2', { exact: true }).fill('0');
    await keeper.getByLabel('Référence fournisseur').fill('BL-35-1');
    await expectNoAxeViolations(keeper, '/BackOfice/delivery?order');
    await keeper.getByRole('button', { name: 'Réceptionner' }).click();
    await keeper.waitForURL(/confirm-delivery\?status=0/);
    const first = keeper.getByRole('row').filter({ hasText: before.number });
    await expect(first).toHaveCount(1);
    const headers = await keeper.locator('thead th').allTextContents();
    const flagged = headers.indexOf('Coût ≠ commande');
    expect(flagged, headers.join(' | ')).toBeGreaterThan(0);
    await expect(first.locator('td').nth(flagged)).toHaveText('1');
    await expectNoAxeViolations(keeper, '/BackOfice/confirm-delivery');
    await keeper.screenshot({ path: test.info().outputPath('partial-delivery-flagged.png'), fullPage: true });

    // The flour stays on backorder: the order is still Confirmed, and still to receive.
    let now = await order();
    expect(now.status).toBe(4);
    expect(now.lines.map((l) => [l.productId, l.receivedQuantity])).toEqual(
      expect.arrayContaining([
        [juice.productId, 12],
        [flour.productId, 0],
      ]),
    );
    await keeper.goto(`${BO}/delivery`);
    await expect(keeper.getByRole('row').filter({ hasText: before.number })).toHaveCount(1);

    // The rest, with the cost left empty: the order's price.
    await keeper.goto(`${BO}/delivery?order=${purchaseOrderId}`);
    await keeper.getByLabel('Quantité 1', { exact: true }).fill('5');
    await keeper.getByLabel('Coût unitaire 1', { exact: true }).fill('');
    await keeper.getByRole('button', { name: 'Réceptionner' }).click();
    await keeper.waitForURL(/confirm-delivery\?status=0/);
    const deliveries = ((await (await keeper.request.get('/api/crm/bo/deliveries?status=0')).json()) as { content: Delivery[] }).content.filter(
      (d) => d.purchaseOrderNumber === before.number,
    );
    expect(deliveries.map((d) => [d.lines, d.priceChanges]).sort()).toEqual([
      [1, 0],
      [1, 1],
    ]);
    now = await order();
    expect(now.status).toBe(5);
    await keeper.goto(`${BO}/delivery`);
    await expect(keeper.getByRole('row').filter({ hasText: before.number })).toHaveCount(0);
    await keeper.goto(`${BO}/List-Achat?status=5`);
    await expect(keeper.getByRole('row').filter({ hasText: before.number })).toContainText('Reçue');

    // Confirmed, the goods enter the store.
    await keeper.goto(`${BO}/confirm-delivery?status=0`);
    for (let i = 0; i < 2; i++) {
      await keeper.getByRole('row').filter({ hasText: before.number }).first().getByRole('button', { name: 'Confirmer la livraison' }).click();
      await keeper.getByRole('dialog', { name: 'Confirmation !' }).getByRole('button', { name: 'Oui' }).click();
      await expect(keeper.getByRole('row').filter({ hasText: before.number })).toHaveCount(1 - i);
    }
    expect(await onHand(juice.productId)).toBe(juiceBefore + 12);
    expect(await onHand(flour.productId)).toBe(flourBefore + 5);
  } finally {
    await setLanguage(keeper, 'en');
  }
});
