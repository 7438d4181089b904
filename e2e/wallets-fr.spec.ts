import { expect, test } from '@playwright/test';
import { signIn } from './helpers/sign-in.ts';
import { expectNoAxeViolations } from './helpers/axe.ts';

interface Row {
  id: number;
  number: string;
}
interface Wallet {
  active: boolean;
  limitMinor: number;
  spentMinor: number;
  remainingMinor: number;
}

test.use({ viewport: { width: 1366, height: 768 } });

/**
 * Issue 35 §2: the RFID wallet of a stay, kept from the screen by the French cashier. The desk gave
 * the stay its card (a tag on the reservation); the cashier holds it on the reader (it types the
 * tag and Enter), opens the wallet, sets then changes its limit, charges it from the bar, refunds
 * part of the charge, reads what remains and the movements, and closes it. The API says the same.
 */
test('la caissière ouvre un porte-monnaie RFID, le plafonne, le débite, rembourse et le clôture', async ({ page, browser }) => {
  const tag = `E2E${Date.now()}`;
  // The desk's part: the stay holds the card (front desk clerk, through the API).
  const desk = await browser.newPage();
  await signIn(desk, 'frontdesk', '/front-desk/in-House');
  const list = (await (await desk.request.get('/api/pms/reservations?resastatus=2&size=30')).json()) as { content: Row[] };
  const stay = list.content[3] ?? list.content[0];
  expect(stay, 'the demo hotel has an in-house stay').toBeTruthy();
  const tagged = await desk.request.post(`/api/pms/reservations/${stay!.id}/tag/add/${tag}`, { headers: { origin: new URL(desk.url()).origin } });
  expect(tagged.status(), await tagged.text()).toBeLessThan(300);
  await desk.close();

  await signIn(page, 'cashier', '/front-desk/wallets');
  const remaining = async () => (await (await page.request.get(`/api/crm/rfid-wallets/remaining?rfidKey=${tag}`)).json()) as Wallet;

  // The reader types the tag into the field, then Enter.
  const field = page.getByLabel('Badge', { exact: true });
  await expect(field).toBeFocused();
  await field.pressSequentially(tag);
  await field.press('Enter');
  await expect(page.getByRole('heading', { name: `Aucun porte-monnaie n’est ouvert sur le badge ${tag}.` })).toBeVisible();
  await page.getByRole('button', { name: `Ouvrir un porte-monnaie sur le badge ${tag}` }).click();
  await expect(page.getByTestId('wallet-done')).toContainText('Porte-monnaie ouvert');
  await expect(page.getByTestId('wallet-stay')).toContainText(stay!.number);

  const limit = page.getByRole('form', { name: 'Plafond' }).getByLabel('Plafond (MAD)');
  await limit.fill('500');
  await page.getByRole('button', { name: 'Fixer le plafond' }).click();
  await expect(page.getByTestId('wallet-done')).toHaveText('Plafond fixé.');
  await page.getByRole('form', { name: 'Plafond' }).getByLabel('Plafond (MAD)').fill('400');
  await page.getByRole('button', { name: 'Fixer le plafond' }).click();
  await expect(page.getByTestId('wallet-remaining')).toContainText('400,00');
  expect(await remaining()).toMatchObject({ limitMinor: 40000, spentMinor: 0 });

  const charge = page.getByRole('form', { name: 'Débit depuis un point de vente' });
  await charge.getByLabel('Point de vente').selectOption({ label: 'Bar' });
  await charge.getByLabel('Montant (MAD)').fill('120,50');
  await charge.getByLabel('Ce qui est vendu').fill('2 cocktails');
  await charge.getByLabel('Famille').selectOption('beverage');
  await charge.getByRole('button', { name: 'Débiter le badge' }).click();
  await expect(page.getByTestId('wallet-done')).toContainText('Badge débité ; il reste 279,50');

  const movements = page.getByTestId('wallet-movements');
  await movements.getByLabel(/^Montant à rembourser sur 2 cocktails/).fill('20,50');
  await movements.getByRole('button', { name: 'Rembourser' }).click();
  await expect(page.getByTestId('wallet-done')).toContainText('Remboursé ; il reste 300,00');
  await expect(page.getByTestId('wallet-remaining')).toContainText('300,00');
  await expect(movements.locator('tbody tr')).toHaveCount(2);
  await expect(movements).toContainText('Remboursement');
  await expect(movements).toContainText('Bar');
  expect(await remaining()).toMatchObject({ active: true, limitMinor: 40000, spentMinor: 10000, remainingMinor: 30000 });
  await expectNoAxeViolations(page, 'wallets (a wallet with movements, fr)');
  await page.screenshot({ path: test.info().outputPath('wallet-open.png'), fullPage: true });

  // What it paid is on the stay's folio: the charge and its refund.
  const detail = (await (await page.request.get(`/api/pms/reservations/${stay!.id}`)).json()) as { orderId: number };
  const folio = (await (await page.request.get(`/api/crm/folio/${detail.orderId}`)).json()) as {
    charges: Array<{ kind: string; amountMinor: number; description: string }>;
  };
  expect(folio.charges.filter((c) => c.kind === 'wallet' && c.description.includes(tag)).map((c) => c.amountMinor)).toEqual([12050, -2050]);

  await expect(page.getByText('Les 100,00')).toBeVisible();
  await page.getByRole('button', { name: 'Clôturer le porte-monnaie' }).click();
  await expect(page.getByTestId('wallet-done')).toHaveText('Porte-monnaie clôturé.');
  await expect(page.getByRole('form', { name: 'Débit depuis un point de vente' })).toHaveCount(0);
  expect(await remaining()).toMatchObject({ active: false, spentMinor: 10000, remainingMinor: 0 });
  await page.screenshot({ path: test.info().outputPath('wallet-closed.png'), fullPage: true });
});

/**
 * Issue 35 §2, at check-out: the confirmation says the stay's wallet closes with it and what stays
 * on the folio; once the guest has left the card pays nothing and the wallet is closed (API).
 */
test('le départ du séjour clôture son porte-monnaie RFID', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await signIn(page, 'frontdesk', '/front-desk/in-House');
  const origin = new URL(page.url()).origin;
  const send = async (path: string, data?: unknown) => {
    const res = await page.request.post(path, { ...(data === undefined ? {} : { data }), headers: { origin } });
    expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300);
    return (await res.json()) as Record<string, unknown>;
  };
  await send('/api/crm/user', { language: 'fr' });
  try {
    const tag = `OUT${Date.now()}`;
    // A guest due out today (no early-departure rule in play), the last of the list (other tests take the first ones).
    const list = (await (await page.request.get('/api/pms/reservations?resastatus=2&size=100')).json()) as { content: Row[] };
    let stay: Row | undefined;
    for (const row of [...list.content].reverse()) {
      const timing = ((await (await page.request.get(`/api/pms/reservations/${row.id}/checkout`)).json()) as { timing?: string }).timing;
      if (timing !== 'early') {
        stay = row;
        break;
      }
    }
    expect(stay, 'a guest due out today').toBeTruthy();
    const detail = (await (await page.request.get(`/api/pms/reservations/${stay!.id}`)).json()) as { orderId: number; itemId: number };
    await send(`/api/pms/reservations/${stay!.id}/tag/add/${tag}`);
    await send(`/api/crm/rfid-wallets/init?rfidKey=${tag}`);
    await send(`/api/crm/rfid-wallets/set-limit?rfidKey=${tag}&itemId=${detail.itemId}&limitAmount=200`);
    await send('/api/crm/rfid-wallets/charge', { rfidKey: tag, amountMinor: 4500, description: 'Dîner', family: 'food' });
    // The guest settles the bill by card before leaving (check-out refuses an open balance).
    const folio = (await (await page.request.get(`/api/crm/folio/${detail.orderId}`)).json()) as { folios: Array<{ company: unknown; balanceMinor: number }> };
    const open = folio.folios.filter((f) => f.company === null).reduce((s, f) => s + f.balanceMinor, 0);
    if (open > 0) await send(`/api/crm/orders/${detail.orderId}/add/payment`, { method: 'card', amountMinor: open });

    await page.goto(`/front-desk/details?id=${stay!.id}`);
    await page.getByRole('button', { name: 'Enregistrer le départ' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmation !' });
    await expect(confirm).toContainText(`Le porte-monnaie RFID du badge ${tag} est clôturé avec le séjour`);
    await expect(confirm).toContainText('45,00');
    await page.screenshot({ path: test.info().outputPath('checkout-wallet.png') });
    await confirm.getByRole('button', { name: 'Oui' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Départ de la réservation ${stay!.number} enregistré.` })).toBeVisible();
    const wallet = (await (await page.request.get(`/api/crm/rfid-wallets/remaining?rfidKey=${tag}`)).json()) as Wallet;
    expect(wallet).toMatchObject({ active: false, spentMinor: 4500 });
  } finally {
    await send('/api/crm/user', { language: 'en' });
    await context.close();
  }
});
