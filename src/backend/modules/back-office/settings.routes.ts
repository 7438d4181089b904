import type { ApiApp } from '../../http/api-app.ts';
import { parseBody, parseParams, parseQuery } from '../../http/validate.ts';
import { boActor, BO_ROLES, dbOf } from './bo-access.ts';
import { ZFamilyRequest, ZIdParams, ZProductRequest, ZProductsQuery, ZStoreRequest, ZSupplierRequest } from './back-office.schemas.ts';
import { listFamilies, listProducts, listStores, listSuppliers } from './list-settings.ts';
import { saveFamily, saveProduct, saveStore, saveSupplier } from './save-settings.ts';

/**
 * Back-office settings (CRM API): suppliers, stores (services), families and sub-families,
 * products, articles and services sold. Read: back-office staff; write: admin, buyer, stock keeper.
 */
export function registerBoSettingsRoutes(app: ApiApp): void {
  app.get('/bo/suppliers', async (c) => c.json(await listSuppliers(dbOf(c), (await boActor(c, BO_ROLES.read)).groupId)));
  app.post('/bo/suppliers', async (c) => {
    const actor = await boActor(c, BO_ROLES.settings);
    return c.json(await saveSupplier(dbOf(c), { actor, input: await parseBody(c, ZSupplierRequest) }), 201);
  });
  app.put('/bo/suppliers/:id', async (c) => {
    const { id } = parseParams(c, ZIdParams);
    const actor = await boActor(c, BO_ROLES.settings);
    return c.json(await saveSupplier(dbOf(c), { actor, id, input: await parseBody(c, ZSupplierRequest) }));
  });

  app.get('/bo/stores', async (c) => c.json(await listStores(dbOf(c), (await boActor(c, BO_ROLES.read)).groupId)));
  app.post('/bo/stores', async (c) => {
    const actor = await boActor(c, BO_ROLES.settings);
    return c.json(await saveStore(dbOf(c), { actor, input: await parseBody(c, ZStoreRequest) }), 201);
  });
  app.put('/bo/stores/:id', async (c) => {
    const { id } = parseParams(c, ZIdParams);
    const actor = await boActor(c, BO_ROLES.settings);
    return c.json(await saveStore(dbOf(c), { actor, id, input: await parseBody(c, ZStoreRequest) }));
  });

  app.get('/bo/families', async (c) => c.json(await listFamilies(dbOf(c), (await boActor(c, BO_ROLES.read)).groupId)));
  app.post('/bo/families', async (c) => {
    const actor = await boActor(c, BO_ROLES.settings);
    return c.json(await saveFamily(dbOf(c), { actor, input: await parseBody(c, ZFamilyRequest) }), 201);
  });
  app.put('/bo/families/:id', async (c) => {
    const { id } = parseParams(c, ZIdParams);
    const actor = await boActor(c, BO_ROLES.settings);
    return c.json(await saveFamily(dbOf(c), { actor, id, input: await parseBody(c, ZFamilyRequest) }));
  });

  app.get('/bo/products', async (c) => {
    const query = parseQuery(c, ZProductsQuery);
    const actor = await boActor(c, BO_ROLES.read);
    return c.json(await listProducts(dbOf(c), { groupId: actor.groupId, query }));
  });
  app.post('/bo/products', async (c) => {
    const actor = await boActor(c, BO_ROLES.settings);
    return c.json(await saveProduct(dbOf(c), { actor, input: await parseBody(c, ZProductRequest) }), 201);
  });
  app.put('/bo/products/:id', async (c) => {
    const { id } = parseParams(c, ZIdParams);
    const actor = await boActor(c, BO_ROLES.settings);
    return c.json(await saveProduct(dbOf(c), { actor, id, input: await parseBody(c, ZProductRequest) }));
  });
}
