import { expect, test } from '@playwright/test';
import { signIn } from './helpers/sign-in.ts';

test.use({ viewport: { width: 1366, height: 768 } });

const dmy = (d: string) => d.split('-').reverse().join('/');

// The night auditor of hotel 1 (no permission to close early), in French: the closing asks for a
// confirmation that lists what it will do, and says it is early. Nothing is closed here.
test("l'auditeur de nuit voit l'écran de confirmation de la clôture : no-shows, nuitées, taxe, folios, et l'avance", async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await signIn(page, 'nightaudit', '/front-desk/End-of-Day');
  expect((await page.request.post('/api/crm/user', { data: { language: 'fr' }, headers: { origin: new URL(page.url()).origin } })).status()).toBe(200);
  try {
    await page.goto('/front-desk/End-of-Day');
    const state = (await (await page.request.get('/api/crm/closing/state')).json()) as { businessDate: string };
    const day = dmy(state.businessDate);
    await page.getByRole('button', { name: `Simuler la clôture du ${day}` }).click();
    await page.getByRole('button', { name: `Clôturer le ${day}…` }).click();
    const dialog = page.getByRole('dialog', { name: `Confirmer la clôture du ${day}` });
    await expect(dialog).toBeVisible();
    const preview = (await (await page.request.get('/api/crm/closing/preview')).json()) as {
      early: boolean;
      canClose: boolean;
      noShows: { count: number };
      nights: { count: number };
      cityTax: { count: number };
      openFolios: { count: number };
      departuresNotCheckedOut: unknown[];
    };
    const effects = dialog.getByTestId('closing-effects');
    await expect(effects).toContainText(`No-shows : ${preview.noShows.count}, facturés`);
    await expect(effects).toContainText(`Nuitées comptabilisées : ${preview.nights.count},`);
    await expect(effects).toContainText(`Taxe de séjour comptabilisée : ${preview.cityTax.count} séjour${preview.cityTax.count > 1 ? 's' : ''}`);
    await expect(effects).toContainText(`Folios restant ouverts : ${preview.openFolios.count}, solde`);
    await expect(effects).toContainText(`Départs non effectués : ${preview.departuresNotCheckedOut.length}`);
    await expect(effects).toContainText('Bureau de change :');
    if (preview.noShows.count > 0)
      await expect(dialog.getByRole('table', { name: 'Séjours qui deviennent no-show' }).locator('tbody tr')).toHaveCount(preview.noShows.count);
    // Before midnight the auditor without the permission is told so, and cannot confirm.
    expect(preview.early).toBe(true);
    await expect(dialog.getByTestId('closing-early')).toContainText('En avance');
    await expect(dialog.getByTestId('closing-early')).toContainText('demande la permission');
    await expect(dialog.getByRole('button', { name: `Confirmer la clôture du ${day}` })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Annuler' }).first().click();
    await expect(dialog).toBeHidden();
    // The API refuses the same close (403), so the rule does not depend on the screen.
    const refused = await page.request.post(`/api/crm/orders/closing?closingdate=${state.businessDate}`, { headers: { origin: new URL(page.url()).origin } });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('errors.closing.early');
    expect(errors).toEqual([]);
  } finally {
    await page.request.post('/api/crm/user', { data: { language: 'en' }, headers: { origin: new URL(page.url()).origin } });
  }
});
