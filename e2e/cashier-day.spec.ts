import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers/sign-in.ts';

interface Row {
  id: number;
  number: string;
}

function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

test.use({ viewport: { width: 1366, height: 768 } });

// The demo cashier Claire works in French in hotel 1: she opens her drawer, takes euros in cash on
// a folio (the dialog shows the dirhams at the day's rate), then counts and closes her drawer.
test('la journée de la caissière : fonds de caisse, paiement en euros converti, caisse comptée et fermée', async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, 'cashier', '/front-desk/Cash-Drawer');
  await expect(page.getByRole('heading', { name: 'Caisse', level: 1 })).toBeVisible();

  // Without an open drawer, cash is refused by the API (409 naming the drawer).
  const open = page.getByRole('form', { name: 'Ouvrir ma caisse' });
  await expect(open).toBeVisible();
  await open.getByLabel('Fonds de caisse (MAD)').fill('500');
  await open.getByRole('button', { name: 'Ouvrir ma caisse' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Caisse ouverte.' })).toBeVisible();
  const shift = page.getByRole('region', { name: /^Mon service \d+/ });
  await expect(shift.getByTestId('expected-MAD')).toHaveText(/500,00/);

  const list = (await (await page.request.get('/api/pms/reservations?resastatus=2&size=5')).json()) as { content: Row[] };
  const stay = list.content.at(-1);
  expect(stay, 'the demo hotel has an in-house stay').toBeTruthy();
  await page.goto(`/front-desk/details?id=${stay!.id}#folio`);
  const folio = page.getByRole('region', { name: /^Folio/ });
  await folio.getByRole('toolbar', { name: 'Folio' }).getByRole('button', { name: 'Encaisser' }).click();
  const pay = page.getByRole('dialog', { name: 'Encaisser' });
  await pay.getByLabel('Mode de paiement').selectOption('cash');
  // Only currencies with a rate for the business day are offered.
  // The dialog reads the day's rates once open: the list is awaited, not read at once.
  const rates = (await (await page.request.get('/api/crm/exchange/v2')).json()) as { rates: Array<{ currency: string }> };
  const expected = ['MAD', ...rates.rates.map((r) => r.currency).filter((c) => c !== 'MAD')].sort();
  await expect.poll(async () => (await pay.getByLabel('Devise').locator('option').allTextContents()).sort()).toEqual(expected);
  await pay.getByLabel('Devise').selectOption('EUR');
  await pay.getByLabel('Montant').fill('20');
  await expect(pay.getByTestId('pay-conversion')).toHaveText(/^20,00\s€ = 217,00\sMAD au taux 10,85 du \d\d\/\d\d\/\d{4}$/);
  await pay.getByRole('button', { name: 'Enregistrer' }).click();
  // More than the folio owes: the dialog says by how much before taking it.
  const over = pay.getByTestId('pay-overpayment');
  if (await over.isVisible().catch(() => false)) {
    await expect(over).toContainText('dépasse');
    await pay.getByRole('button', { name: 'Encaisser quand même' }).click();
  }
  await expect(folio.getByRole('status')).toHaveText('Paiement enregistré.');
  await expect(folio.getByRole('table', { name: 'Paiements' })).toContainText('20,00');

  await page.goto('/front-desk/Cash-Drawer');
  const mine = page.getByRole('region', { name: /^Mon service \d+/ });
  await expect(mine.getByTestId('expected-EUR')).toHaveText(/20,00\s€/);
  await expect(mine.getByRole('table', { name: 'Mouvements' })).toContainText('Paiement');
  await mine.getByRole('button', { name: 'Compter et fermer' }).click();
  const count = page.getByRole('dialog', { name: /^Compter et fermer le service \d+$/ });
  await count.getByLabel('MAD comptés').fill('495');
  await expect(count.getByText(/Écart : -5,00\sMAD/)).toBeVisible();
  await count.getByLabel('EUR comptés').fill('20');
  await count.getByLabel('Note (raison de l’écart)').fill('pièce manquante');
  await count.getByRole('button', { name: 'Fermer le service' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Caisse fermée' })).toBeVisible();
  const history = page.getByTestId('drawer-history');
  await expect(history.locator('tbody tr').first()).toContainText('-5,00');
  await expect(history.locator('tbody tr').first()).toContainText('pièce manquante');
  await expect(page.getByRole('form', { name: 'Ouvrir ma caisse' })).toBeVisible();
  expect(errors).toEqual([]);
});
