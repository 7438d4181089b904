import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers/sign-in.ts';

/** Console errors of a page, to assert none happened. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Cash at the desk goes through the user's open drawer (issue 32): open it with a float unless it is open already. */
async function openDrawer(page: Page): Promise<void> {
  const res = await page.request.post('/api/crm/cash-drawer/shifts', { data: { openingFloatMinor: 50000 }, headers: { origin: new URL(page.url()).origin } });
  expect([201, 409], await res.text()).toContain(res.status());
}
const todayOf = async (page: Page): Promise<string> => ((await (await page.request.get('/api/crm/exchange/v2')).json()) as { day: string }).day;

test("exchange (English): the finance clerk enters a rate, changes a guest's dollars at the desk and prints the slip", async ({ page }) => {
  const errors = consoleErrors(page);
  await signIn(page, 'finance', '/front-desk/exchange');
  await openDrawer(page);
  await expect(page.getByRole('heading', { name: 'Exchange rates' })).toBeVisible();
  const today = await todayOf(page);
  const form = page.getByRole('form', { name: 'New rate' });
  await form.getByLabel('Currency').selectOption('USD');
  await form.getByLabel('Day').fill(today);
  await form.getByLabel(/^Rate/).fill('0.92');
  await form.getByRole('button', { name: 'Add the rate' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(
    page
      .getByTestId('rates')
      .getByRole('textbox', { name: /^Rate of USD on/ })
      .first(),
  ).toHaveValue('0.92');

  // The desk is /front-desk/Exchange: the same page file, another screen.
  await page.goto('/front-desk/Exchange');
  await expect(page.getByRole('heading', { name: 'Exchange', exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: /Rates of/ })).toContainText('USD');
  const desk = page.getByRole('form', { name: 'New exchange' });
  await desk.getByLabel('Currency handed over').selectOption('USD');
  await desk.getByLabel('Amount handed over').fill('100');
  await desk.getByLabel('Guest name').fill('John Smith');
  await desk.getByLabel('Passport or ID number').fill('US998877');
  await desk.getByRole('button', { name: 'Exchange' }).click();
  await expect(page.getByTestId('exchange-done')).toContainText(/pay out €92\.00 for (US)?\$100\.00/);

  await page.getByRole('link', { name: 'Open the exchange slip' }).click();
  await expect(page).toHaveURL(/\/front-desk\/Bordereau/);
  await expect(page.getByTestId('slip-operations')).toContainText('John Smith');
  await expect(page.getByTestId('slip-totals').getByRole('row').filter({ hasText: 'USD' })).toContainText('100.00');
  await expect(page.getByTestId('slip-grand-total')).toHaveText('€92.00');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('crm-slip-en.png') });
  expect(errors).toEqual([]);
});

test('exchange (French): the cashier reads the rates, exchanges euros at the desk and sees the bordereau', async ({ browser }) => {
  // A rate for hotel 1 from a user who holds the exchange-rate permission there.
  const buyerCtx = await browser.newContext();
  const buyer = await buyerCtx.newPage();
  await signIn(buyer, 'buyer', '/');
  const today = await todayOf(buyer);
  const put = await buyer.request.put('/api/crm/exchange/v2', {
    data: { currency: 'EUR', day: today, rate: '10.85' },
    headers: { origin: new URL(buyer.url()).origin },
  });
  expect([201, 409], await put.text()).toContain(put.status());
  await buyerCtx.close();

  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  const errors = consoleErrors(page);
  await signIn(page, 'cashier', '/front-desk/exchange');
  await openDrawer(page);
  await expect(page.getByRole('heading', { name: 'Taux de change' })).toBeVisible();
  await expect(page.getByText('les modifier demande la permission taux de change')).toBeVisible();
  const deny = await page.request.put('/api/crm/exchange/v2', {
    data: { currency: 'EUR', day: today, rate: '1' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(deny.status()).toBe(403);

  await page.goto('/front-desk/Exchange');
  await expect(page.getByRole('heading', { name: 'Change', exact: true })).toBeVisible();
  const desk = page.getByRole('form', { name: 'Nouvelle opération de change' });
  await desk.getByLabel('Devise remise').selectOption('EUR');
  await desk.getByLabel('Montant remis').fill('50,50');
  await desk.getByLabel('Nom du client').fill('Marie Dupont');
  await desk.getByLabel('N° de passeport ou de pièce d’identité').fill('FR123456');
  await desk.getByRole('button', { name: 'Changer' }).click();
  await expect(page.getByTestId('exchange-done')).toContainText('547,93');

  await page.goto('/front-desk/Bordereau');
  await expect(page.getByRole('heading', { name: 'Bordereau de change' })).toBeVisible();
  await expect(page.getByTestId('slip-operations')).toContainText('Marie Dupont');
  await expect(page.getByText('Totaux par devise')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('crm-slip-fr.png') });
  expect(errors).toEqual([]);
  await ctx.close();
});

test('customers and segments (English): a clerk adds a segment, creates a person in it, edits them, and cannot delete the segment in use', async ({ page }) => {
  const errors = consoleErrors(page);
  const name = `E2E Weddings ${Date.now() % 100000}`;
  await signIn(page, 'frontdesk', '/front-desk/Segment');
  await expect(page.getByRole('heading', { name: 'Segments' })).toBeVisible();
  const create = page.getByRole('form', { name: 'New segment' });
  await create.getByLabel('Name').fill(name);
  await create.getByLabel('Code').fill('WED');
  await create.getByRole('button', { name: 'Add the segment' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  await page.goto('/front-desk/Customers');
  await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible();
  await page.getByText('New person / New company').click();
  const person = page.getByRole('form', { name: 'New person' });
  await person.getByLabel('Last name').fill('Zerhouni');
  await person.getByLabel('First name').fill('Leila');
  await person.getByLabel('E-mail').fill('leila@example.com');
  await person.getByLabel(name).check();
  await person.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'Leila Zerhouni' })).toBeVisible();
  await expect(page.getByTestId('customer-balance')).toContainText('Due');
  const edit = page.getByRole('form', { name: 'Edit' });
  await edit.getByLabel('City', { exact: true }).fill('Fès');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Edit' }).getByLabel('City', { exact: true })).toHaveValue('Fès');

  await page.goto(`/front-desk/Customers?criteria=zerhouni`);
  await expect(page.getByTestId('customers').getByRole('link', { name: 'Leila Zerhouni' })).toBeVisible();
  await expect(page.getByTestId('customers')).toContainText(name);

  await page.goto('/front-desk/Segment');
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('alert')).toContainText(`Segment “${name}” is in use by 1 customer and 0 reservations`);
  expect(errors).toEqual([]);
});

test('clients et segments (français) : la caissière crée une société et retrouve ses segments', async ({ page }) => {
  const errors = consoleErrors(page);
  await signIn(page, 'cashier', '/front-desk/Segment');
  await expect(page.getByRole('heading', { name: 'Segments' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter le segment' })).toBeVisible();
  await page.goto('/front-desk/Customers?kind=company');
  await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
  await page.getByText('Nouvelle personne / Nouvelle société').click();
  const company = page.getByRole('form', { name: 'Nouvelle société' });
  await company.getByLabel('Raison sociale').fill('Atlas Événements');
  await company.getByLabel('Forme juridique').selectOption('SARL');
  await company.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByRole('heading', { name: 'Atlas Événements' })).toBeVisible();
  await expect(page.getByText('Reste dû')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('crm-customer-fr.png') });
  await page.goto('/front-desk/Customers?kind=company&criteria=atlas');
  await expect(page.getByTestId('customers').getByRole('link', { name: 'Atlas Événements' })).toBeVisible();
  expect(errors).toEqual([]);
});

test("orders (English): a clerk opens an order, sends its confirmation (kept in the outbox without SMTP_URL) and archives a note; a partner sees its company's orders only", async ({
  page,
  browser,
}) => {
  const errors = consoleErrors(page);
  await signIn(page, 'frontdesk', '/front-desk/orders');
  await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
  const first = page.getByTestId('orders').getByRole('link').first();
  const number = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  const send = page.getByRole('form', { name: 'Send the confirmation' });
  await send.getByLabel('E-mail (blank: the customer’s)').fill('guest@example.com');
  await send.getByRole('button', { name: 'Send the confirmation' }).click();
  await expect(page.getByTestId('order-sent')).toContainText('kept in the outbox');
  await page.getByTestId('order-message').first().locator('summary').click();
  await expect(page.getByTestId('order-message').first()).toContainText(`Your order ${number}`);
  const archive = page.getByRole('form', { name: 'Add to the archives' });
  await archive.getByLabel('Archive note').fill('Group contract signed');
  await archive.getByRole('button', { name: 'Add to the archives' }).click();
  await expect(page.getByRole('list', { name: 'Archives' })).toContainText('Group contract signed');
  expect(errors).toEqual([]);

  const ctx = await browser.newContext();
  const partner = await ctx.newPage();
  await signIn(partner, 'partner', '/front-desk/orders');
  await expect(partner.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
  // The page lists what the API scopes to the partner's company (tests/orders.test.ts proves the scope).
  const mine = (await (await partner.request.get('/api/crm/orders/v2?size=20')).json()) as { content: { number: string | null }[] };
  await expect(partner.getByTestId('orders').getByRole('link')).toHaveCount(mine.content.length);
  const firstMine = partner.getByTestId('orders').getByRole('link').first();
  if (mine.content.length > 0) await firstMine.click();
  await expect(partner.getByRole('form', { name: 'Send the confirmation' })).toHaveCount(0);
  await ctx.close();
});

test("commandes (français) : les jours se saisissent en jj/mm/aaaa, filtrent la liste et ses exports, et un jour qui n'existe pas est expliqué", async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await signIn(page, 'cashier', '/front-desk/orders');
  await expect(page.getByRole('heading', { name: 'Commandes', exact: true })).toBeVisible();
  const fr = (iso: string) => iso.split('-').reverse().join('/');
  type Orders = { content: { number: string | null; orderId: number; serviceStart: string | null }[]; totalElements: number };
  const api = async (qs: string) => {
    const res = await page.request.get(`/api/crm/orders/v2?size=20${qs}`);
    expect(res.status(), qs).toBe(200);
    return (await res.json()) as Orders;
  };
  const day = (await api('')).content.find((o) => o.serviceStart)?.serviceStart;
  expect(day, 'a demo order with a service day').toBeTruthy();
  const from = page.getByRole('textbox', { name: 'Prestation du', exact: true });
  await expect(from).toHaveAttribute('placeholder', 'jj/mm/aaaa');

  // The orders whose service starts that day, the day typed the French way whatever the browser's language.
  await from.fill(fr(day!));
  await page.getByRole('textbox', { name: 'Prestation au', exact: true }).fill(fr(day!));
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page).toHaveURL(/startservice=\d{2}%2F\d{2}%2F\d{4}&endservice=\d{2}%2F\d{2}%2F\d{4}/);
  const expected = await api(`&startservice=${day}&endservice=${day}`);
  expect(expected.content.length).toBeGreaterThan(0);
  const links = page.getByTestId('orders').getByRole('link');
  await expect(links).toHaveCount(expected.content.length);
  await expect(links.first()).toHaveText(expected.content[0]!.number ?? `#${expected.content[0]!.orderId}`);
  await expect(from).toHaveValue(fr(day!));
  // The exports carry the days as YYYY-MM-DD, whatever was typed.
  const csv = new URL((await page.getByRole('link', { name: 'Exporter en CSV' }).getAttribute('href'))!, page.url());
  expect([csv.searchParams.get('startservice'), csv.searchParams.get('endservice')]).toEqual([day, day]);

  // A day that does not exist: the page says which field and how to type it, and keeps what was typed.
  await page.getByRole('textbox', { name: 'Créées du', exact: true }).fill('31/02/2026');
  const [bad] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/front-desk/orders?')),
    page.getByRole('button', { name: 'Filtrer' }).click(),
  ]);
  expect(bad.status()).toBe(400);
  await expect(page.getByRole('alert')).toHaveText(
    'La demande a échoué : Créées du : « 31/02/2026 » n’est pas une date. Saisissez-la en jour/mois/année, par ex. 24/11/2026.',
  );
  await expect(page.getByRole('textbox', { name: 'Créées du', exact: true })).toHaveValue('31/02/2026');
  await expect(page.getByRole('textbox', { name: 'Prestation du', exact: true })).toHaveValue(fr(day!));
  await expect(page.getByRole('link', { name: 'Exporter en CSV' })).toHaveCount(0);
  // The refused day's page is a 400 on purpose; nothing else may fail.
  expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
});
