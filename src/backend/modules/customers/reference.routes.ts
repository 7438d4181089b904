import type { ApiApp } from '../../http/api-env.ts';
import { notFound } from '../../http/errors.ts';
import { parseQuery } from '../../http/validate.ts';
import { ANY_STAFF, route } from '../../http/route-access.ts';
import { countryOptions, isCountryCode } from '../../../lib/domain/countries.ts';
import { LEGAL_FORMS } from '../../../lib/domain/legal-forms.ts';
import { ZCountriesQuery } from './customers.schemas.ts';
import { localeOf } from '../../../lib/i18n/locale.ts';

/**
 * Reference lists (CRM), the same for every hotel: countries (ISO codes named in English or
 * French), legal forms. Document types are GET /doctypes and /alldoctypes.
 */
export function registerReferenceRoutes(app: ApiApp): void {
  route(app, 'GET', '/countries', { roles: ANY_STAFF, partner: true }, (c) => {
    const q = parseQuery(c, ZCountriesQuery);
    const name = q.name?.toLowerCase();
    const all = countryOptions(q.lang).filter((x) => !name || x.name.toLowerCase().includes(name) || x.code.toLowerCase() === name);
    const page = q.page ?? 0;
    return c.json({ content: all.slice(page * q.size, (page + 1) * q.size), totalElements: all.length, page, size: q.size });
  });

  route(app, 'GET', '/allcountries', { roles: ANY_STAFF, partner: true }, (c) => {
    const lang = localeOf(c.req.query('lang'));
    return c.json(countryOptions(lang));
  });

  route(app, 'GET', '/country/:alpha2', { roles: ANY_STAFF, partner: true }, (c) => {
    const raw = c.req.param('alpha2') ?? '';
    const code = raw.toUpperCase();
    if (!isCountryCode(code)) throw notFound(`No country has the ISO code '${raw.slice(0, 10)}'.`, { key: 'errors.customer.noCountry' });
    const lang = localeOf(c.req.query('lang'));
    return c.json(countryOptions(lang).find((x) => x.code === code));
  });

  route(app, 'GET', '/alllegalforms', { roles: ANY_STAFF, partner: true }, (c) => c.json(LEGAL_FORMS));
}
