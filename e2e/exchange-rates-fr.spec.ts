import { expect, test } from '@playwright/test';
import { setLanguage, signIn } from './helpers/sign-in.ts';
import { expectNoAxeViolations } from './helpers/axe.ts';
import type { TDayRatesDto } from '../src/lib/domain/exchange-dto.ts';

test.use({ viewport: { width: 1366, height: 768 } });

const dmy = (day: string) => day.split('-').reverse().join('/');
interface Node {
  url: string | null;
  subMenu?: Node[];
}
const urls = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.url ?? '', ...urls(n.subMenu ?? [])]);

/**
 * Issue 35 §10: exchange rates are kept from the screen by whoever holds the exchange-rate
 * permission — the stock keeper (whose menu is the Back Office's) and the administrator alike —
 * and a rate older than the business day is flagged where it is used: on the rates screen and at
 * the exchange desk. The demo's rates were entered 30 days ago; today's USD rate is kept, then changed.
 */
test('le magasinier et l’administrateur tiennent les taux de change ; un taux ancien est signalé', async ({ page, browser }) => {
  await signIn(page, 'stock', '/front-desk/BackOfice/StockStatus');
  expect(await setLanguage(page, 'fr')).toBe(true);
  // Its own context: axe-core runs in pages of a context the test made (browser.newContext).
  const adminContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const admin = await adminContext.newPage();
  try {
    const menu = (await (await page.request.get('/api/crm/user/activatedmenu')).json()) as Node[];
    expect(urls(menu), 'the permission brings the Exchange rate screen into his menu').toContain('/front-desk/exchange');
    await page.goto('/front-desk/exchange');
    const before = (await (await page.request.get('/api/crm/exchange/v2')).json()) as TDayRatesDto;
    const day = before.day;
    // Another currency whose rate is older than the business day (the demo's, unless an earlier spec
    // of the run entered today's): it stays flagged once USD is kept.
    const otherStale = before.rates.find((r) => r.currency !== 'USD' && r.day < day)?.currency;
    expect(otherStale, 'a currency besides USD has only a rate older than the business day').toBeDefined();
    const stale = page.getByTestId('stale-rates');
    await expect(stale).toContainText('USD');
    await expect(stale).toContainText(`antérieur à la journée du ${dmy(day)}`);

    const create = page.getByRole('form', { name: 'Nouveau taux' });
    await create.getByLabel('Devise').selectOption('USD');
    await expect(create.getByLabel('Jour')).toHaveValue(dmy(day));
    await create.getByLabel(/^Taux/).fill('9.95');
    await create.getByRole('button', { name: 'Ajouter le taux' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Enregistré.' })).toBeVisible();
    await expect(page.getByTestId('stale-rates')).not.toContainText('USD');
    await expect(page.getByTestId('stale-rates')).toContainText(otherStale!);
    await expectNoAxeViolations(page, 'exchange rates (fr, a stale rate flagged)');
    await page.screenshot({ path: test.info().outputPath('exchange-rates.png'), fullPage: true });
    let rates = (await (await page.request.get('/api/crm/exchange/v2')).json()) as TDayRatesDto;
    expect(rates.rates.find((r) => r.currency === 'USD')).toMatchObject({ day, rate: '9.95000000', updatedBy: 'Salma Stock' });

    // The administrator holds the permission by being one: he changes today's rate from the list.
    await signIn(admin, 'admin', '/front-desk/exchange');
    expect(await setLanguage(admin, 'fr')).toBe(true);
    await admin.goto('/front-desk/exchange');
    await admin.getByLabel(`Taux USD du ${dmy(day)}`).fill('9.9');
    await admin.getByLabel(`Taux USD du ${dmy(day)}`).press('Enter');
    await expect(admin.getByRole('status').filter({ hasText: 'Enregistré.' })).toBeVisible();
    rates = (await (await admin.request.get('/api/crm/exchange/v2')).json()) as TDayRatesDto;
    expect(rates.rates.find((r) => r.currency === 'USD')).toMatchObject({ day, rate: '9.90000000', updatedBy: 'Amina Admin' });

    // At the exchange desk the rates in use say which are not the business day's.
    await admin.goto('/front-desk/Exchange');
    const row = (currency: string) => admin.getByRole('row').filter({ has: admin.getByRole('cell', { name: currency, exact: true }) });
    await expect(row(otherStale!)).toContainText(`antérieur à la journée du ${dmy(day)}`);
    await expect(row('USD')).toContainText('Taux de la journée');
    await expectNoAxeViolations(admin, 'exchange desk (fr)');
    await admin.screenshot({ path: test.info().outputPath('exchange-desk.png'), fullPage: true });
  } finally {
    expect(await setLanguage(page, 'en')).toBe(true);
    if (admin.url().startsWith('http')) await setLanguage(admin, 'en').catch(() => false);
    await adminContext.close();
  }
});
