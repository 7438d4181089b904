import { expect, test } from '@playwright/test';
import { signIn } from './helpers/sign-in.ts';

interface Row {
  id: number;
}

test.use({ viewport: { width: 1366, height: 768 } });

// Issue 36: a folio line is stored as a kind with values and said in the reader's language. The
// demo cashier Claire reads French: the seeded room nights are 'Nuitée', never the English sentence,
// and the discount dialog offers them by the same words.
test('le folio dit ses lignes en français : nuitées, sans phrase anglaise ni identifiant interne', async ({ page }) => {
  await signIn(page, 'cashier', '/front-desk/Cash-Drawer');
  const list = (await (await page.request.get('/api/pms/reservations?resastatus=2&size=5')).json()) as { content: Row[] };
  const stay = list.content.at(-1);
  expect(stay, 'the demo hotel has an in-house stay').toBeTruthy();
  await page.goto(`/front-desk/details?id=${stay!.id}#folio`);
  const folio = page.getByRole('region', { name: /^Folio/ });
  const charges = folio.getByRole('table', { name: 'Prestations' });
  await expect(charges).toContainText('Nuitée');
  await expect(charges).not.toContainText('Room night');
  await expect(charges.getByRole('checkbox', { name: /^Sélectionner Nuitée \d\d\/\d\d\/\d{4}$/ }).first()).toBeVisible();

  await folio.getByRole('toolbar', { name: 'Folio' }).getByRole('button', { name: 'Remise' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remise' });
  const offered = await dialog.getByLabel('Prestation').locator('option').allTextContents();
  expect(
    offered.some((o) => /^\d\d\/\d\d\/\d{4} · Nuitée · /.test(o)),
    offered.join(' | '),
  ).toBe(true);
  expect(offered.join(' ')).not.toMatch(/Room night|#\d/);
});
