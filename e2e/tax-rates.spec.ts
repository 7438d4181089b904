import { expect, test } from '@playwright/test';
import { signIn } from './helpers/sign-in.ts';
import { watchErrors } from './helpers/desk.ts';

test("the administrator reads and sets the hotel's tax rates (Rate Management, Tax rates)", async ({ page }) => {
  const errors = watchErrors(page);
  await signIn(page, 'admin', '/rate-management/taxes');
  await expect(page.getByRole('heading', { name: 'Tax rates', level: 1 })).toBeVisible();
  const row = (name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  await expect(row('Room nights')).toContainText('10 %');
  await expect(row('City tax')).toContainText('0 %');
  const minibar = page.getByRole('textbox', { name: 'Minibar: Rate (%)' });
  try {
    await minibar.fill('5.5');
    await page.getByRole('button', { name: 'Save the rates' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expect(row('Minibar')).toContainText('5.5 %');
    // A rate that is not a percent is refused beside the form, and nothing changes.
    await page.getByRole('textbox', { name: 'Minibar: Rate (%)' }).fill('150');
    await page.getByRole('button', { name: 'Save the rates' }).click();
    await expect(page.getByRole('alert')).toContainText('rateBp');
    await expect(row('Minibar')).toContainText('5.5 %');
  } finally {
    await page.goto('/rate-management/taxes');
    await page.getByRole('textbox', { name: 'Minibar: Rate (%)' }).fill('20');
    await page.getByRole('button', { name: 'Save the rates' }).click();
    await expect(row('Minibar')).toContainText('20 %');
  }
  // The refused form answers 400, which the browser logs as a failed load: nothing else may be logged.
  expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
});
