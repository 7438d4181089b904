import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer, type RunningServer } from '../scripts/start-built-server.ts';
import { ownDatabase } from './helpers/own-database.ts';
import { expectNoAxeViolations } from './helpers/axe.ts';

/**
 * Issue 37 item 2 through the real server started without the demo (SEED_DEMO=false), on PGlite and,
 * with TEST_DATABASE_URL, on PostgreSQL: no account exists, the start banner says how to make the
 * first one, the first-run screen creates it from the server's own machine (French, 1366×768) and
 * the administrator signs in through the embedded provider; the screen answers 403 to another
 * machine's address and to a request a proxy forwarded, and 404 once an account exists.
 */
const engines = process.env['TEST_DATABASE_URL'] ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
/** This machine's own address on its network: a request to it does not come from the loopback. */
const lanAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

test.use({ viewport: { width: 1366, height: 768 }, locale: 'fr-FR' });

for (const engine of engines) {
  test.describe(`[${engine}] the first administrator of an Auberge without the demo`, () => {
    test.describe.configure({ mode: 'serial', timeout: 240_000 });
    let server: RunningServer;
    let dataDir: string;
    let dropDb: (() => Promise<void>) | undefined;

    test.beforeAll(async () => {
      // A hook gets the config's time (120 s), not the describe's: a server's first start with the demo hotels took longer at load 8–9.
      test.setTimeout(300_000);
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'auberge-first-admin-'));
      const own = await ownDatabase(engine, 'auberge_first_admin');
      const databaseUrl = own.databaseUrl;
      dropDb = own.drop;
      server = await startServer(
        {
          root: process.cwd(),
          dist: process.env['AUBERGE_DIST'] ?? path.join(process.cwd(), 'dist'),
          ...(databaseUrl ? { databaseUrl } : { dataDir }),
          logFile: path.join(dataDir, 'server.log'),
          maxLifetimeS: 900,
          // Every address of the machine: the first-run screen must still answer only the loopback.
          env: { SEED_DEMO: 'false', HOST: '0.0.0.0', LOG_LEVEL: 'info' },
        },
        200_000,
      );
    });
    test.afterAll(async () => {
      await server?.stop();
      await dropDb?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    test('the start banner lists no demo account and says how to create the first administrator', async () => {
      await expect.poll(() => fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8'), { timeout: 20_000 }).toContain('is ready at');
      const log = fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8');
      expect(log).not.toContain('demo accounts');
      expect(log).toContain('no account yet');
      expect(log).toContain('npm run admin -- create <name>');
      expect(log).toContain(`${server.url}/setup`);
    });

    test("refuses the first-run screen to another machine's address and to a forwarded request", async ({ request }) => {
      const port = new URL(server.url).port;
      if (lanAddress) {
        const remote = await request.get(`http://${lanAddress}:${port}/setup`, { maxRedirects: 0 });
        expect(remote.status()).toBe(403);
        const html = await remote.text();
        expect(html).toContain(lanAddress);
        expect(html).not.toContain('name="password"');
        const posted = await request.post(`http://${lanAddress}:${port}/setup`, {
          form: { name: 'Intrus', username: 'intrus', password: 'a long secret 37', passwordAgain: 'a long secret 37' },
          headers: { origin: `http://${lanAddress}:${port}` },
          maxRedirects: 0,
        });
        expect(posted.status()).toBe(403);
      }
      // Through a proxy on the same machine the socket is the loopback's: the forwarding header refuses it.
      const forwarded = await request.get(`${server.url}/setup`, { headers: { 'x-forwarded-for': '127.0.0.1' }, maxRedirects: 0 });
      expect(forwarded.status()).toBe(403);
      expect(await forwarded.text()).not.toContain('name="password"');
      const stillEmpty = await request.get(`${server.url}/setup`, { maxRedirects: 0 });
      expect(stillEmpty.status()).toBe(200);
    });

    test('creates the first administrator from the server’s own machine, who then signs in', async ({ page }) => {
      // No account: signing in is not possible yet; the first-run screen is where to go.
      await page.goto(`${server.url}/setup`);
      await expect(page.getByRole('heading', { name: 'Premier administrateur' })).toBeVisible();
      await page.getByLabel('Nom complet').fill('Chef de réception');
      await page.getByLabel('Nom d’utilisateur').fill('chef');
      await page.getByLabel('Mot de passe', { exact: true }).fill('a long secret 37');
      await page.getByLabel('Mot de passe (à nouveau)').fill('a long secret 38');
      await page.getByRole('button', { name: 'Créer l’administrateur' }).click();
      await expect(page.getByRole('alert')).toHaveText('Les deux mots de passe diffèrent : tapez deux fois le même.');
      await page.getByLabel('Mot de passe', { exact: true }).fill('a long secret 37');
      await page.getByLabel('Mot de passe (à nouveau)').fill('a long secret 37');
      await page.screenshot({ path: test.info().outputPath(`first-admin-form-${engine}.png`), fullPage: true });
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Créer l’administrateur' }).click();
      await expect(page.getByRole('status')).toHaveText('L’administrateur chef a été créé. Connectez-vous avec ce nom et ce mot de passe.');
      await page.screenshot({ path: test.info().outputPath(`first-admin-done-${engine}.png`), fullPage: true });

      await page.getByRole('link', { name: 'Se connecter' }).click();
      await expect(page).toHaveURL(/\/oidc\/interaction\//);
      await page.locator('input[name="username"]').fill('chef');
      await page.locator('input[name="password"]').fill('a long secret 37');
      await page.locator('form button[type="submit"], form input[type="submit"]').first().click();
      // A refused sign-in stays on /auth/callback: fail at once with the page and the server's own words.
      await page
        .waitForURL((url) => !url.pathname.startsWith('/oidc/') && !url.pathname.startsWith('/auth/'), { timeout: 45_000 })
        .catch(async (err: Error) => {
          const log = fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8').split('\n').slice(-15).join('\n');
          throw new Error(`${err.message}\nat ${page.url()}: ${await page.locator('body').innerText()}\nserver log:\n${log}`);
        });
      await expect(page.locator('.user-box-name')).toHaveText('Chef de réception');
      // No hotel yet: nothing to choose, so no dialog blocks the page; the import is offered instead.
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByRole('link', { name: 'Importer l’historique des réservations d’un hôtel' }).click();
      await expect(page).toHaveURL(/\/admin\/history-import$/);
      await page.screenshot({ path: test.info().outputPath(`first-admin-signed-in-${engine}.png`) });

      // Once an account exists the screen is gone, for the server's own machine too.
      const again = await page.request.get(`${server.url}/setup`, { maxRedirects: 0 });
      expect(again.status()).toBe(404);
      expect(await again.text()).not.toContain('name="password"');
    });
  });
}
