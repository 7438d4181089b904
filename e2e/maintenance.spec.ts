import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn } from './helpers/sign-in.ts';
import { expectNoAxeViolations } from './helpers/axe.ts';

/** A 1×1 PNG: the add-image dialog takes it, and the API checks its first bytes. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

interface Room {
  roomId: number;
  name: string;
  floorId: number | null;
  zoneId: number | null;
}
interface Instance {
  interventionInstanceId: number;
  equipmentType: string | null;
  status: string;
  note: string;
  assignedName: string | null;
}

async function signedIn(browser: Browser, username: string, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await signIn(page, username, path);
  return page;
}

/**
 * Item 5, maintenance: the housekeeper registers an equipment in a room of a zone with a photo (the
 * add-image dialog), opens an intervention on it and assigns it, closes it with a note; the maid's
 * phone lists the room's equipment. Each step is checked through the API.
 */
test('la gouvernante enregistre un équipement avec sa photo, ouvre une intervention assignée et la clôture avec une note', async ({ browser }) => {
  const hk = await signedIn(browser, 'housekeeping', '/house-keeping/equipment');
  const errors: string[] = [];
  hk.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await expect(hk.getByRole('heading', { name: 'Équipements et maintenance', level: 1 })).toBeVisible();
  await expect(hk.getByRole('link', { name: 'Équipements et maintenance' })).toBeVisible();
  await expectNoAxeViolations(hk, '/house-keeping/equipment');

  // A zone, then one of its rooms.
  const rooms = (await (await hk.request.get('/api/pms/rooms/findAll')).json()) as Room[];
  const zones = (await (await hk.request.get('/api/pms/propertyzones/findAll')).json()) as { zoneId: number; name: string }[];
  const zone = zones.find((z) => rooms.some((r) => r.zoneId === z.zoneId && r.floorId !== null))!;
  const room = rooms.filter((r) => r.zoneId === zone.zoneId && r.floorId !== null).at(-1)!;
  await hk.getByLabel('Zone').selectOption({ label: zone.name });
  await hk.getByRole('button', { name: 'Ouvrir', exact: true }).click();
  await expect(hk.locator('select[name="room"]').locator('option')).toHaveCount(1 + rooms.filter((r) => r.zoneId === zone.zoneId).length);
  await hk.locator('select[name="room"]').selectOption({ value: String(room.roomId) });
  await hk.getByRole('button', { name: 'Ouvrir', exact: true }).click();
  await expect(hk.getByRole('heading', { name: `Équipements de la chambre ${room.name}` })).toBeVisible();

  // The equipment, with a photo through the add-image dialog.
  const form = hk.locator('[data-equipment-form]');
  await form.getByLabel('Type').fill('Climatiseur');
  await form.getByLabel('Numéro de série').fill('AC-7788');
  await form.getByLabel('Marque').fill('Daikin');
  await form.getByRole('button', { name: 'Ajouter une photo' }).click();
  const dialog = hk.getByRole('dialog', { name: 'Ajout d’une image' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Titre').fill('Façade');
  await dialog.getByLabel('Catégorie').fill('Équipement');
  await dialog.getByLabel('Photo').setInputFiles({ name: 'clim.png', mimeType: 'image/png', buffer: PNG });
  await expectNoAxeViolations(hk, 'add-image dialog');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(form.getByRole('img', { name: 'Façade' })).toBeVisible();
  await form.getByRole('button', { name: 'Enregistrer l’équipement' }).click();
  const row = hk.locator('tr[data-equipment]').filter({ hasText: 'Climatiseur' });
  await expect(row).toContainText('AC-7788');
  await expect(row.getByRole('img', { name: 'Façade' })).toBeVisible();
  const equipment = (await (await hk.request.get(`/api/pms/rooms/${room.roomId}/equipment`)).json()) as {
    equipmentId: number;
    type: string;
    photos: { title: string; url: string }[];
  }[];
  const clim = equipment.find((e) => e.type === 'Climatiseur')!;
  expect(clim.photos).toEqual([expect.objectContaining({ title: 'Façade', category: 'Équipement' })]);
  const photo = await hk.request.get(`/api/pms/photos/${clim.photos[0]!.url}`);
  expect(photo.headers()['content-type']).toBe('image/png');

  // An intervention opened on it, assigned to a person.
  const open = hk.locator('[data-open-intervention]');
  await open.getByLabel('Concerne').selectOption({ label: 'Climatiseur · AC-7788' });
  await open.getByLabel('Problème constaté').fill('Ne refroidit plus');
  await open.getByLabel('Assigner à').selectOption({ label: 'Youssef Reception' });
  await open.getByRole('button', { name: 'Ouvrir une intervention' }).click();
  await expect(hk.locator('p.hk-done')).toContainText(/Intervention \d+ ouverte\./);
  await expect(hk.locator('tr[data-instance]').filter({ hasText: 'Climatiseur' })).toContainText('Youssef Reception');
  await expect(row).toContainText('Intervention ouverte');
  await expectNoAxeViolations(hk, '/house-keeping/equipment?room');
  await hk.screenshot({ path: test.info().outputPath('maintenance-equipment.png'), fullPage: true });
  let list = (await (await hk.request.get(`/api/pms/InterventionInstances/getAll?room=${room.roomId}`)).json()) as { content: Instance[] };
  const opened = list.content.find((i) => i.equipmentType === 'Climatiseur')!;
  expect(opened).toMatchObject({ status: 'OPEN', note: 'Ne refroidit plus', assignedName: 'Youssef Reception' });

  // The maid's phone lists the room's equipment.
  const admin = await signedIn(browser, 'admin', '/front-desk/RoomStatus');
  const link = (await (await admin.request.get(`/api/pms/rooms/${room.roomId}/qr`)).json()) as { url: string };
  await admin.context().close();
  const url = new URL(link.url);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const maid = await phone.newPage();
  await maid.goto(new URL(hk.url()).origin + url.pathname + url.search);
  await expect(maid.getByRole('heading', { name: 'Climatiseur' })).toBeVisible();
  await expect(maid.getByText('N° de série : AC-7788')).toBeVisible();
  await expect(maid.getByRole('button', { name: 'Nécessite intervention — Climatiseur' })).toBeDisabled();
  await expectNoAxeViolations(maid, 'maid page with equipment');
  await maid.screenshot({ path: test.info().outputPath('maintenance-maid.png'), fullPage: true });
  await phone.close();

  // Followed and closed with a note on Interventions.
  await hk.goto('/house-keeping/interventions?status=OPEN');
  const line = hk.locator(`tr[data-instance="${opened.interventionInstanceId}"]`);
  await expect(line).toContainText('Climatiseur');
  await expect(line.getByLabel(`Assigner l’intervention ${opened.interventionInstanceId} à`)).toHaveValue(/\d+/);
  await line.getByLabel(`Note de l’intervention ${opened.interventionInstanceId}`).fill('Compresseur remplacé');
  await line.getByRole('button', { name: 'Clôturer' }).click();
  await expect(hk.locator('p.hk-done')).toHaveText(`Intervention ${opened.interventionInstanceId} clôturée.`);
  await expectNoAxeViolations(hk, '/house-keeping/interventions');
  list = (await (await hk.request.get(`/api/pms/InterventionInstances/getAll?room=${room.roomId}`)).json()) as { content: Instance[] };
  expect(list.content.find((i) => i.interventionInstanceId === opened.interventionInstanceId)).toMatchObject({
    status: 'DONE',
    note: 'Compresseur remplacé',
    assignedName: 'Youssef Reception',
  });
  expect(errors).toEqual([]);
});
