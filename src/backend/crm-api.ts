import { createApiApp } from './http/api-app.ts';
import type { ApiApp, ApiDeps } from './http/api-env.ts';
import { registerUserRoutes } from './modules/users/index.ts';
import { registerAuditRoutes } from './modules/audit/index.ts';
import { registerMenuActivationRoutes, registerMenuRoutes } from './modules/menus/index.ts';
import { registerClosingRoutes } from './modules/closing/index.ts';
import { registerDocTypeRoutes } from './modules/front-desk/index.ts';
import { registerCustomerRoutes, registerSegmentRoutes, registerReferenceRoutes } from './modules/customers/index.ts';
import { registerOrderRoutes } from './modules/orders/index.ts';
import { registerExchangeRoutes } from './modules/exchange/index.ts';
import { registerWalletRoutes } from './modules/wallets/index.ts';
import { registerBoPurchasingRoutes, registerBoSettingsRoutes, registerBoStockRoutes } from './modules/back-office/index.ts';
import { registerFolioRoutes } from './modules/folio/index.ts';
import { registerInvoiceRoutes } from './modules/invoices/index.ts';
import { registerAccountingRoutes } from './modules/accounting/index.ts';
import { registerCashDrawerRoutes } from './modules/cash-drawer/index.ts';
import { API_REFUSALS } from './api-refusals.ts';

/**
 * The built-in CRM API (users, menus, audit, customers, orders, segments …). Each domain module
 * adds its routes here; the proxy calls it in process when a client's CRM base is 'builtin'.
 */
export function createCrmApi(deps: ApiDeps): ApiApp {
  const app = createApiApp(deps, { refusals: API_REFUSALS });
  registerUserRoutes(app);
  registerAuditRoutes(app);
  registerMenuActivationRoutes(app);
  registerMenuRoutes(app);
  registerClosingRoutes(app);
  registerDocTypeRoutes(app);
  registerCustomerRoutes(app);
  registerSegmentRoutes(app);
  registerReferenceRoutes(app);
  registerOrderRoutes(app);
  registerExchangeRoutes(app);
  registerWalletRoutes(app);
  registerBoSettingsRoutes(app);
  registerBoPurchasingRoutes(app);
  registerBoStockRoutes(app);
  registerFolioRoutes(app);
  registerAccountingRoutes(app);
  registerInvoiceRoutes(app);
  registerCashDrawerRoutes(app);
  return app;
}
