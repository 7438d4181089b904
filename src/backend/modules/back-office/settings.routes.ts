import type { ApiApp } from '../../http/api-env.ts';
import { parseBody, parseParams, parseQuery } from '../../http/validate.ts';
import { route } from '../../http/route-access.ts';
import { boActor, BO_ROLES, dbOf } from './bo-access.ts';
import { ZFamilyRequest, ZIdParams, ZProductRequest, ZProductsQuery, ZStoreRequest, ZSupplierRequest } from './back-office.schemas.ts';
import { listBoUsers, listFamilies, listPointsOfSale, listProductOptions, listProducts, listStores, listSuppliers } from './list-settings.ts';
import { saveFamily, saveProduct, saveStore, saveSupplier } from './save-settings.ts';

/**
 * Back-office settings (CRM API): suppliers, stores (services), families and sub-families,
 * products, articles and services sold. Read: back-office staff; write: admin, buyer, stock keeper.
 */
export function registerBoSettingsRoutes(app: ApiApp): void {
  route(app, 'GET', '/bo/users', { roles: BO_ROLES.read }, async (c) => c.json(await listBoUsers(dbOf(c), (await boActor(c, BO_ROLES.read)).groupId)));
  route(app, 'GET', '/bo/points-of-sale', { roles: BO_ROLES.read }, async (c) =>
    c.json(await listPointsOfSale(dbOf(c), (await boActor(c, BO_ROLES.read)).groupId)),
  );
  route(app, 'GET', '/bo/product-options', { roles: BO_ROLES.read }, async (c) =>
    c.json(await listProductOptions(dbOf(c), (await boActor(c, BO_ROLES.read)).groupId)),
  );
  route(app, 'GET', '/bo/suppliers', { roles: BO_ROLES.read }, async (c) => c.json(await listSuppliers(dbOf(c), (await boActor(c, BO_ROLES.read)).groupId)));
  route(app, 'POST', '/bo/suppliers', { roles: BO_ROLES.settings }, async (c) => {
    const actor = await boActor(c, BO_ROLES.settings);
    return c.json(await saveSupplier(dbOf(c), { actor, input: await parseBody(c, ZSupplierRequest) }), 201);
  });
  route(app, 'PUT', '/bo/suppliers/:id', { roles: BO_ROLES.settings }, async (c) => {
    const { id } = parseParams(c, ZIdParams);
    const actor = await boActor(c, BO_ROLES.settings);
    return c.json(await saveSupplier(dbOf(c), { actor, id, input: await parseBody(c, ZSupplierRequest) }));
  });

  route(app, 'GET', '/bo/stores', { roles: BO_ROLES.read }, async (c) => c.json(await listStores(dbOf(c), (await boActor(c, BO_ROLES.read)).groupId)));
  route(app, 'POST', '/bo/stores', { roles: BO_ROLES.settings }, async (c) => {
    const actor = await boActor(c, BO_ROLES.settings);
    return c.json(await saveStore(dbOf(c), { actor, input: await parseBody(c, ZStoreRequest) }), 201);
  });
  route(app, 'PUT', '/bo/stores/:id', { roles: BO_ROLES.settings }, async (c) => {
    const { id } = parseParams(c, ZIdParams);
    const actor = await boActor(c, BO_ROLES.settings);
    return c.json(await saveStore(dbOf(c), { actor, id, input: await parseBody(c, ZStoreRequest) }));
  });

  route(app, 'GET', '/bo/families', { roles: BO_ROLES.read }, async (c) => c.json(await listFamilies(dbOf(c), (await boActor(c, BO_ROLES.read)).groupId)));
  route(app, 'POST', '/bo/families', { roles: BO_ROLES.settings }, async (c) => {
    const actor = await boActor(c, BO_ROLES.settings);
    return c.json(await saveFamily(dbOf(c), { actor, input: await parseBody(c, ZFamilyRequest) }), 201);
  });
  route(app, 'PUT', '/bo/families/:id', { roles: BO_ROLES.settings }, async (c) => {
    const { id } = parseParams(c, ZIdParams);
    const actor = await boActor(c, BO_ROLES.settings);
    return c.json(await saveFamily(dbOf(c), { actor, id, input: await parseBody(c, ZFamilyRequest) }));
  });

  route(app, 'GET', '/bo/products', { roles: BO_ROLES.read }, async (c) => {
    const query = parseQuery(c, ZProductsQuery);
    const actor = await boActor(c, BO_ROLES.read);
    return c.json(await listProducts(dbOf(c), { groupId: actor.groupId, query }));
  });
  route(app, 'POST', '/bo/products', { roles: BO_ROLES.settings }, async (c) => {
    const actor = await boActor(c, BO_ROLES.settings);
    return c.json(await saveProduct(dbOf(c), { actor, input: await parseBody(c, ZProductRequest) }), 201);
  });
  route(app, 'PUT', '/bo/products/:id', { roles: BO_ROLES.settings }, async (c) => {
    const { id } = parseParams(c, ZIdParams);
    const actor = await boActor(c, BO_ROLES.settings);
    return c.json(await saveProduct(dbOf(c), { actor, id, input: await parseBody(c, ZProductRequest) }));
  });
}
