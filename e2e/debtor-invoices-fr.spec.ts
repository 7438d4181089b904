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
  await page.screenshot({ path: test.info().outputPath('debtor-open.png'), fullPage: true });

  await page.getByRole('button', { name: 'Émettre la facture débiteur' }).click();
  await expect(page.getByTestId('debtor-issued')).toContainText('Facture débiteur');
  await expect(page.getByTestId('debtor-issued')).toContainText(/3\s100,00/);
  await expect(page.getByText('Plus rien à facturer pour cette société.')).toBeVisible();
  const invoices = page.getByTestId('debtor-invoices');
  await expect(invoices.locator('tbody tr')).toHaveCount(2);
  await expect(page.getByTestId('debtor-owed')).toContainText(/3\s100,00/);
  await page.screenshot({ path: test.info().outputPath('debtor-issued.png'), fullPage: true });

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

  // The company's transfer for part of the debtor invoice, recorded below its invoices: a refused
  // amount first (three decimals), then 1 000,00 on the invoice's folio, through the desk's payment path.
  const fr = (minor: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'MAD' }).format(minor / 100);
  const row = invoices.locator(`tr[data-invoice="${debtor.number}"]`);
  await expect(row.locator('[data-paid]')).toHaveText(fr(0));
  await expect(row.locator('[data-due]')).toHaveText(fr(debtor.totalMinor));
  const pay = page.getByRole('form', { name: 'Enregistrer un règlement de la société' });
  await expect(pay.getByLabel('Facture concernée')).toContainText(`${debtor.number} — reste dû ${fr(debtor.totalMinor)}`);
  await pay.getByLabel('Facture concernée').selectOption(String(debtor.invoiceId));
  await pay.getByLabel('Montant (MAD)').fill('1 000,005');
  await pay.getByRole('button', { name: 'Enregistrer le règlement' }).click();
  await expect(page.getByRole('alert')).toContainText(`Montant réglé sur ${debtor.number} : « 1 000,005 » a plus de décimales que les 2 permises`);
  expect(((await (await page.request.get(`/api/crm/debtor-invoices/account?customer=${customerId}`)).json()) as TDebtorAccountDto).paidMinor).toBe(0);
  // More than the invoice still asks is refused here: it would not show anywhere on this page.
  await pay.getByLabel('Facture concernée').selectOption(String(debtor.invoiceId));
  await pay.getByLabel('Montant (MAD)').fill(fr(debtor.totalMinor + 100).replace(/\s*MAD$/, ''));
  await pay.getByRole('button', { name: 'Enregistrer le règlement' }).click();
  await expect(page.getByRole('alert')).toContainText(`La facture ${debtor.number} demande encore ${fr(debtor.totalMinor)}`);
  expect(((await (await page.request.get(`/api/crm/debtor-invoices/account?customer=${customerId}`)).json()) as TDebtorAccountDto).paidMinor).toBe(0);

  await pay.getByLabel('Facture concernée').selectOption(String(debtor.invoiceId));
  await pay.getByLabel('Montant (MAD)').fill('1 000,00');
  await pay.getByLabel('Mode de paiement').selectOption({ label: 'Virement' });
  await pay.getByLabel('Référence (virement, numéro de chèque)').fill('VIR-E2E-1');
  await expectNoAxeViolations(page, 'debtor invoices (a payment against an invoice, fr)');
  await page.screenshot({ path: test.info().outputPath('debtor-pay-form.png'), fullPage: true });
  await pay.getByRole('button', { name: 'Enregistrer le règlement' }).click();
  await expect(page.getByTestId('debtor-paid')).toContainText(`Règlement de ${fr(100000)} enregistré sur la facture ${debtor.number}.`);
  await expect(row.locator('[data-paid]')).toHaveText(fr(100000));
  await expect(row.locator('[data-due]')).toHaveText(fr(debtor.totalMinor - 100000));
  await expect(page.getByTestId('debtor-paid-total')).toHaveText(fr(100000));
  await expect(page.getByTestId('debtor-owed')).toHaveText(fr(310000 - 100000));
  await page.screenshot({ path: test.info().outputPath('debtor-paid.png'), fullPage: true });

  // The API says the same, and the payment is on the invoice's folio, in the one payment ledger.
  const paid = (await (await page.request.get(`/api/crm/debtor-invoices/account?customer=${customerId}`)).json()) as TDebtorAccountDto;
  expect(paid).toMatchObject({ invoicedMinor: 310000, paidMinor: 100000, owedMinor: 210000 });
  expect(paid.invoices.find((i) => i.invoiceId === debtor.invoiceId)).toMatchObject({ paidMinor: 100000, dueMinor: debtor.totalMinor - 100000 });
  const folio = (await (await page.request.get(`/api/crm/folio/${debtor.orderId}`)).json()) as {
    payments: Array<{ folioNo: number; method: string; amountMinor: number; reference: string }>;
  };
  expect(folio.payments).toContainEqual(expect.objectContaining({ folioNo: debtor.folioNo, method: 'transfer', amountMinor: 100000, reference: 'VIR-E2E-1' }));
  const companies = (await (await page.request.get('/api/crm/debtor-invoices/companies')).json()) as Array<{ customerId: number; owedMinor: number }>;
  expect(companies.find((c) => c.customerId === customerId)?.owedMinor).toBe(210000);
});
