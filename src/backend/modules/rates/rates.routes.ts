import { z } from 'zod';
import type { ApiApp } from '../../http/api-env.ts';
import { resolveGroup } from '../../http/api-app.ts';
import { ADMIN, route } from '../../http/route-access.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { parseBody, parseParams, parseQuery, zId } from '../../http/validate.ts';
import { listRatePlans } from './list-rate-plans.ts';
import { readRatesSetup } from './read-rates-setup.ts';
import { saveRatePlan } from './save-rate-plan.ts';
import { readRateGrid } from './read-rate-grid.ts';
import { editRateGrid } from './edit-rate-grid.ts';
import { setOverbooking } from './set-overbooking.ts';
import { addDemandRule, deleteDemandRule, listDemandRules } from './demand-rules.ts';
import { decideDemandSuggestion, listDemandSuggestions } from './demand-suggestions.ts';
import { readPickup } from './read-pickup.ts';
import { exportPickup } from './export-pickup.ts';
import { exportFileResponse } from '../../export/export-file.ts';
import { ZExportFormat } from '../../http/shared-params.ts';
import { addCompetitor, importCompetitorCsv, listCompetitors, saveCompetitorRates } from './competitors.ts';
import {
  ZCompetitorBody,
  ZCompetitorCsvBody,
  ZCompetitorRatesBody,
  ZDecisionBody,
  ZDemandRuleBody,
  ZGridEdit,
  ZGridQuery,
  ZOverbookingEdit,
  ZPickupQuery,
  ZPlanBody,
  ZPlanParams,
  ZSuggestionsQuery,
} from './rates.schemas.ts';

const ZGroupQuery = z.object({ group: z.string().optional() });
const ZRuleParams = z.object({ id: zId });

/** Rate management (administrators): plans, the rate grid, overbooking, demand pricing, pick-up, competitors. */
export function registerRateRoutes(app: ApiApp): void {
  const hotel = async (c: Parameters<typeof resolveGroup>[0]): Promise<number> => {
    const g = await resolveGroup(c, parseQuery(c, ZGroupQuery).group);
    if (g === -1) throw forbidden('Rates are managed per hotel: name a hotel, not -1.', { key: 'errors.group.onePerCall' });
    return g;
  };
  const db = (c: Parameters<typeof resolveGroup>[0]) => c.get('deps').database.db;

  route(app, 'GET', '/rates/setup', { roles: ADMIN }, async (c) => c.json(await readRatesSetup(db(c), { groupId: await hotel(c), now: c.get('deps').now() })));
  route(app, 'GET', '/rates/plans', { roles: ADMIN }, async (c) => c.json(await listRatePlans(db(c), { groupId: await hotel(c) })));
  route(app, 'POST', '/rates/plans', { roles: ADMIN }, async (c) => {
    const body = await parseBody(c, ZPlanBody);
    return c.json(await saveRatePlan(db(c), { groupId: await hotel(c), user: c.get('user'), body }), 201);
  });
  route(app, 'PUT', '/rates/plans/:id', { roles: ADMIN }, async (c) => {
    const { id } = parseParams(c, ZPlanParams);
    const body = await parseBody(c, ZPlanBody);
    return c.json(await saveRatePlan(db(c), { groupId: await hotel(c), user: c.get('user'), planId: id, body }));
  });

  route(app, 'GET', '/rates/grid', { roles: ADMIN }, async (c) => {
    const q = parseQuery(c, ZGridQuery);
    const grid = await readRateGrid(db(c), { groupId: await hotel(c), planId: q.plan, channel: q.channel, from: q.from, days: q.days });
    if (!grid) throw notFound('This hotel has no rate plan yet: create its base plan first.', { key: 'errors.rates.noPlanYet' });
    return c.json(grid);
  });
  route(app, 'POST', '/rates/grid', { roles: ADMIN }, async (c) => {
    const edit = await parseBody(c, ZGridEdit);
    return c.json(await editRateGrid(db(c), { groupId: await hotel(c), user: c.get('user'), edit }));
  });

  route(app, 'POST', '/rates/overbooking', { roles: ADMIN }, async (c) => {
    const edit = await parseBody(c, ZOverbookingEdit);
    return c.json(await setOverbooking(db(c), { groupId: await hotel(c), user: c.get('user'), edit }));
  });

  route(app, 'GET', '/rates/demand-rules', { roles: ADMIN }, async (c) => c.json(await listDemandRules(db(c), { groupId: await hotel(c) })));
  route(app, 'POST', '/rates/demand-rules', { roles: ADMIN }, async (c) => {
    const body = await parseBody(c, ZDemandRuleBody);
    return c.json(await addDemandRule(db(c), { groupId: await hotel(c), user: c.get('user'), body }), 201);
  });
  route(app, 'DELETE', '/rates/demand-rules/:id', { roles: ADMIN }, async (c) => {
    const { id } = parseParams(c, ZRuleParams);
    await deleteDemandRule(db(c), { groupId: await hotel(c), user: c.get('user'), ruleId: id });
    return c.body(null, 204);
  });
  route(app, 'GET', '/rates/demand-suggestions', { roles: ADMIN }, async (c) => {
    const q = parseQuery(c, ZSuggestionsQuery);
    return c.json(await listDemandSuggestions(db(c), { groupId: await hotel(c), from: q.from, days: q.days }));
  });
  route(app, 'POST', '/rates/demand-suggestions', { roles: ADMIN }, async (c) => {
    const body = await parseBody(c, ZDecisionBody);
    await decideDemandSuggestion(db(c), { groupId: await hotel(c), user: c.get('user'), body });
    return c.body(null, 204);
  });

  route(app, 'GET', '/rates/pickup', { roles: ADMIN }, async (c) => {
    const q = parseQuery(c, ZPickupQuery);
    return c.json(await readPickup(db(c), { groupId: await hotel(c), from: q.from, days: q.days, window: q.window, now: c.get('deps').now() }));
  });

  route(app, 'GET', '/rates/pickup/export', { roles: ADMIN }, async (c) => {
    const q = parseQuery(c, ZPickupQuery.extend(ZExportFormat.shape));
    const groupId = await hotel(c);
    const { currency } = await readRatesSetup(db(c), { groupId, now: c.get('deps').now() });
    const file = await exportPickup(db(c), {
      groupId,
      from: q.from,
      days: q.days,
      window: q.window,
      now: c.get('deps').now(),
      currency,
      format: q.format,
      lang: q.lang ?? c.get('user').language,
    });
    return exportFileResponse(file);
  });
  route(app, 'GET', '/rates/competitors', { roles: ADMIN }, async (c) => c.json(await listCompetitors(db(c), { groupId: await hotel(c) })));
  route(app, 'POST', '/rates/competitors', { roles: ADMIN }, async (c) => {
    const body = await parseBody(c, ZCompetitorBody);
    return c.json(await addCompetitor(db(c), { groupId: await hotel(c), user: c.get('user'), name: body.name }), 201);
  });
  route(app, 'POST', '/rates/competitor-rates', { roles: ADMIN }, async (c) => {
    const body = await parseBody(c, ZCompetitorRatesBody);
    return c.json(await saveCompetitorRates(db(c), { groupId: await hotel(c), user: c.get('user'), competitorId: body.competitorId, rates: body.rates }));
  });
  route(app, 'POST', '/rates/competitor-rates/import', { roles: ADMIN }, async (c) => {
    const body = await parseBody(c, ZCompetitorCsvBody);
    return c.json(await importCompetitorCsv(db(c), { groupId: await hotel(c), user: c.get('user'), csv: body.csv }));
  });
}
