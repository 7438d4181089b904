import type { ApiApp } from '../../http/api-env.ts';
import { resolveGroup } from '../../http/api-app.ts';
import { ADMIN, route } from '../../http/route-access.ts';
import { forbidden } from '../../http/errors.ts';
import { parseBody } from '../../http/validate.ts';
import { readTaxRates } from './read-tax-rates.ts';
import { saveTaxRates } from './save-tax-rates.ts';
import { ZTaxRatesBody } from './taxes.schemas.ts';

/** The hotel's tax configuration (administrators): read it, set some families' rates. */
export function registerTaxRoutes(app: ApiApp): void {
  const hotel = async (c: Parameters<typeof resolveGroup>[0]): Promise<number> => {
    const g = await resolveGroup(c);
    if (g <= 0) throw forbidden('Tax rates are set per hotel: choose a hotel first.', { key: 'errors.group.onePerCall' });
    return g;
  };
  route(app, 'GET', '/taxes/rates', { roles: ADMIN }, async (c) => c.json(await readTaxRates(c.get('deps').database.db, { groupId: await hotel(c) })));
  route(app, 'PUT', '/taxes/rates', { roles: ADMIN }, async (c) => {
    const body = await parseBody(c, ZTaxRatesBody);
    const deps = c.get('deps');
    return c.json(await saveTaxRates(deps.database.db, { groupId: await hotel(c), user: c.get('user'), body, now: deps.now() }));
  });
}
