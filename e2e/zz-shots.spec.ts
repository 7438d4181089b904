import { test } from '@playwright/test';
import { signIn } from './helpers/sign-in.ts';

test.use({ viewport: { width: 1366, height: 768 } });
const PAGES = (process.env['SHOT_PAGES'] ?? '/front-desk/reservationslist,/front-desk/check-in,/front-desk/calendar').split(',');
for (const user of (process.env['SHOT_USERS'] ?? 'frontdesk,cashier').split(',')) {
  test(`shots ${user}`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await signIn(page, user, PAGES[0]);
    for (const p of PAGES) {
      await page.goto(p);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `/tmp/shots/${user}${p.replace(/[/?=&]/g, '_')}.png` });
    }
    console.log('console errors', user, errors);
  });
}
