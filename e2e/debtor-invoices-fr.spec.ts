import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers/sign-in.ts';
import { expectNoAxeViolations } from './helpers/axe.ts';
import type { TDebtorAccountDto } from '../src/lib/domain/debtor-invoices-dto.ts';

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
 * Issue 35 §3 (add-invoice): a company pays the seminars of two of its guests' stays (a company
 * folio on each, through the API). The French cashier picks the company on Factures débiteurs,
 * sees the open lines of its stays, issues one debtor invoice, then reads its invoices and what it
 * owes. The API says the same: nothing left open, the second stay's invoice grouped under the first.
 */
test('la caissière émet une facture débiteur pour les séjours d’une société', async ({ page }) => {
  await signIn(page, 'cashier', '/front-desk/debtor-invoices');
  const name = `Séminaires E2E ${Date.now()}`;
  const company = await post(page, '/api/crm/legals', { companyName: name });
  const customerId = Number(company['customerId'] ?? company['id']);
  const list = (await (await page.request.get('/api/pms/reservations?resastatus=2&size=30')).json()) as { content: Row[] };
  const stays = list.content.slice(7, 9);
  expect(stays, 'two in-house stays').toHaveLength(2);
  for (const [i, stay] of stays.entries()) {
    const detail = (await (await page.request.get(`/api/pms/reservations/${stay.id}`)).json()) as { orderId: number };
    const folio = await post(page, `/api/crm/folio/${detail.orderId}/folios`, { label: 'Séminaire', companyId: customerId });
    await post(page, `/api/crm/folio/${detail.orderId}/charges`, {
      kind: 'extra',
      description: `Journée séminaire ${i + 1}`,
      unitPriceMinor: 150000 + i * 10000,
      family: 'service',
      folioNo: folio['folioNo'],
    });
  }

  await page.goto('/front-desk/debtor-invoices');
  await page.getByLabel('Société').selectOption(String(customerId));
  await page.getByRole('button', { name: 'Afficher' }).click();
  await expect(page).toHaveURL(new RegExp(`customer=${customerId}`));
  const lines = page.getByTestId('debtor-lines');
  await expect(lines.locator('tbody tr')).toHaveCount(2);
  await expect(lines).toContainText('Journée séminaire 1');
  await expect(lines).toContainText(stays[1]!.number.split('-')[0]!);
  await expect(page.getByRole('checkbox', { name: /^Facturer la ligne Journée séminaire 2/ })).toBeChecked();
  await expectNoAxeViolations(page, 'debtor invoices (a company with open lines, fr)');
  await page.screenshot({ path: '/tmp/h35a-shots/debtor-open.png', fullPage: true });

  await page.getByRole('button', { name: 'Émettre la facture débiteur' }).click();
  await expect(page.getByTestId('debtor-issued')).toContainText('Facture débiteur');
  await expect(page.getByTestId('debtor-issued')).toContainText(/3\s100,00/);
  await expect(page.getByText('Plus rien à facturer pour cette société.')).toBeVisible();
  const invoices = page.getByTestId('debtor-invoices');
  await expect(invoices.locator('tbody tr')).toHaveCount(2);
  await expect(page.getByTestId('debtor-owed')).toContainText(/3\s100,00/);
  await page.screenshot({ path: '/tmp/h35a-shots/debtor-issued.png', fullPage: true });

  const account = (await (await page.request.get(`/api/crm/debtor-invoices/account?customer=${customerId}`)).json()) as TDebtorAccountDto;
  expect(account).toMatchObject({ name, openMinor: 0, owedMinor: 310000, lines: [] });
  expect(account.invoices).toHaveLength(2);
  const debtor = account.invoices.find((i) => i.groupedIn === null)!;
  expect(account.invoices.find((i) => i.groupedIn !== null)?.groupedIn).toBe(debtor.invoiceId);
  const detail = (await (await page.request.get(`/api/crm/invoices/${debtor.invoiceId}`)).json()) as {
    customer: { id: number } | null;
    grouped: Array<{ number: string }>;
  };
  expect(detail.customer?.id).toBe(customerId);
  expect(detail.grouped).toHaveLength(1);
});
