import { expect, test, type Locator, type Page } from '@playwright/test';
import { bookArrivalToday, watchErrors } from './helpers/desk.ts';
import { signIn } from './helpers/sign-in.ts';

/**
 * Issue 35: the desk's main path with the keyboard alone, in French, at 1366×768: the header
 * search, the reservation, check-in, a payment, check-out. No click: Tab, Shift+Tab, arrows, typing
 * and Enter. Every stop shows where the focus is; dialogs keep the focus inside and give it back.
 */
test.use({ viewport: { width: 1366, height: 768 }, locale: 'fr-FR' });

const setLanguage = (page: Page, language: 'en' | 'fr') =>
  page.request.post('/api/crm/user', { data: { language }, headers: { origin: new URL(page.url()).origin } });

/** Whether the focused element shows it: an outline or a ring (box-shadow), on it or on the box drawn around it. */
async function focusShows(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return 'nothing focused';
    if (!el.matches(':focus-visible')) return `${el.tagName} not :focus-visible`;
    const drawn = (box: Element) => {
      const s = getComputedStyle(box);
      return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
    };
    for (let box: Element | null = el, up = 0; box && up < 3; box = box.parentElement, up++) if (drawn(box)) return 'visible';
    return `${el.tagName} "${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30)}" has no focus indicator`;
  });
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, checking each stop shows it. */
async function tabTo(page: Page, target: Locator, opts: { back?: boolean; max?: number } = {}): Promise<void> {
  const key = opts.back ? 'Shift+Tab' : 'Tab';
  for (let i = 0; i < (opts.max ?? 120); i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      expect(await focusShows(page)).toBe('visible');
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function expectTrapped(page: Page, dialog: Locator, presses = 25): Promise<void> {
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press(i % 7 === 6 ? 'Shift+Tab' : 'Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `focus left the dialog after ${i + 1} Tab presses`).toBe(true);
    expect(await focusShows(page)).toBe('visible');
  }
}

test('the desk path with the keyboard alone: search, details, check-in, payment, check-out (French)', async ({ page }) => {
  const errors = watchErrors(page);
  await signIn(page, 'frontdesk', '/front-desk/in-House');
  expect((await setLanguage(page, 'fr')).status()).toBe(200);
  try {
    const stay = await bookArrivalToday(page, { guest: 'Karim Clavier', nights: 1, adults: 1, assign: true });
    await page.goto('/main/dashboardAdmin');
    await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible();

    // The header search: typed, the first hit is active, Enter opens it.
    const search = page.getByRole('combobox', { name: 'Rechercher une réservation' });
    await tabTo(page, search);
    await page.keyboard.type(stay.number);
    const hit = page.getByRole('listbox', { name: 'Rechercher une réservation' }).getByRole('option', { selected: true });
    await expect(hit).toContainText(stay.number);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/front-desk/details\\?id=${stay.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(stay.number);

    // Check-in: the dialog takes the focus and keeps it; the guest's card is typed in.
    const actions = page.getByRole('toolbar', { name: 'Actions sur cette réservation' });
    await tabTo(page, actions.getByRole('button', { name: 'Enregistrer l’arrivée' }));
    await page.keyboard.press('Enter');
    const checkIn = page.getByRole('dialog', { name: 'Enregistrer l’arrivée' });
    await expect(checkIn).toBeVisible();
    await expect(checkIn.locator('[data-guest-rule]')).toBeVisible();
    expect(await checkIn.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await expectTrapped(page, checkIn);
    const card = checkIn.getByRole('group', { name: 'Client 1' });
    const typeInto = async (field: Locator, text: string) => {
      await tabTo(page, field);
      await page.keyboard.press('Control+A');
      await page.keyboard.type(text);
    };
    await typeInto(card.getByLabel('Prénom'), 'Karim');
    await typeInto(card.getByLabel('Nom', { exact: true }), 'Clavier');
    await tabTo(page, card.getByLabel('Nationalité'));
    await page.keyboard.type('Maroc');
    await expect(card.getByLabel('Nationalité')).toHaveValue('MA');
    await typeInto(card.getByLabel(/^Date de naissance/), '14/05/1988');
    await tabTo(page, card.getByLabel('Pièce d’identité'));
    await page.keyboard.type('Passeport');
    await expect(card.getByLabel('Pièce d’identité')).not.toHaveValue('');
    await typeInto(card.getByLabel('Numéro de la pièce'), `KB-${stay.id}`);
    await tabTo(page, checkIn.getByRole('button', { name: 'Enregistrer l’arrivée' }));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Confirmation !' });
    await expect(confirm).toBeVisible();
    // 'Non' has the focus (the safe answer); Shift+Tab reaches 'Oui'.
    await expect(confirm.getByRole('button', { name: 'Non' })).toBeFocused();
    await tabTo(page, confirm.getByRole('button', { name: 'Oui' }), { back: true });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: stay.number }).first()).toBeVisible();
    await expect(checkIn).toHaveCount(0);
    await expect(actions.getByRole('button', { name: 'Enregistrer le départ' })).toBeVisible();

    // A payment of the balance by card: the folio's dialog gives the focus back to 'Encaisser'.
    const folio = page.getByRole('region', { name: /^Folio/ });
    const pay = folio.getByRole('toolbar').getByRole('button', { name: 'Encaisser' });
    const order = (await (await page.request.get(`/api/pms/reservations/${stay.id}`)).json()) as { orderId: number };
    const folioDto = (await (await page.request.get(`/api/crm/folio/${order.orderId}`)).json()) as { folios: { company: unknown; balanceMinor: number }[] };
    const due = folioDto.folios.filter((f) => f.company === null).reduce((s, f) => s + f.balanceMinor, 0);
    expect(due, 'the night is on the folio').toBeGreaterThan(0);
    await tabTo(page, pay);
    await page.keyboard.press('Enter');
    const payDialog = page.getByRole('dialog', { name: 'Encaisser' });
    await expect(payDialog).toBeVisible();
    await expectTrapped(page, payDialog, 15);
    await tabTo(page, payDialog.getByLabel('Mode de paiement'));
    await page.keyboard.type('Carte');
    await expect(payDialog.getByLabel('Mode de paiement')).toHaveValue('card');
    await typeInto(payDialog.getByLabel('Montant'), (due / 100).toFixed(2).replace('.', ','));
    await typeInto(payDialog.getByLabel('Référence'), 'CB 4242');
    await tabTo(page, payDialog.getByLabel('Montant'), { back: true });
    await page.screenshot({ path: test.info().outputPath('keyboard-desk-pay-fr.png') });
    await page.keyboard.press('Enter');
    await expect(folio.getByRole('status')).toHaveText('Paiement enregistré.');
    await expect(payDialog).toHaveCount(0);
    await expect(pay).toBeFocused();
    expect(await focusShows(page)).toBe('visible');

    // Check-out: confirmed with the keyboard; Escape on a dialog answers no and gives the focus back.
    const checkOut = actions.getByRole('button', { name: 'Enregistrer le départ' });
    await tabTo(page, checkOut, { back: true });
    await page.keyboard.press('Enter');
    await expect(confirm).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
    await expect(checkOut).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirm).toBeVisible();
    await tabTo(page, confirm.getByRole('button', { name: 'Oui' }), { back: true });
    await page.keyboard.press('Enter');
    await expect(confirm).toHaveCount(0);
    await expect(actions.getByRole('button', { name: 'Enregistrer le départ' })).toHaveCount(0);
    const after = (await (await page.request.get(`/api/pms/reservations/${stay.id}`)).json()) as { status: number };
    expect(after.status, 'the stay is checked out').toBe(3);
    await page.screenshot({ path: test.info().outputPath('keyboard-desk-fr.png') });
  } finally {
    await setLanguage(page, 'en');
  }
  expect(errors).toEqual([]);
});
