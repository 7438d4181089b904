import { createApiApp, type ApiApp, type ApiDeps } from './http/api-app.ts';
import { registerUserRoutes } from './modules/users/users.routes.ts';
import { registerAuditRoutes } from './modules/audit/audit.routes.ts';
import { registerMenuActivationRoutes } from './modules/menus/menu-activation.routes.ts';
import { registerMenuRoutes } from './modules/menus/menus.routes.ts';
import { registerClosingRoutes } from './modules/closing/closing.routes.ts';
import { registerDocTypeRoutes } from './modules/front-desk/doc-types.routes.ts';
import { registerCustomerRoutes } from './modules/customers/customers.routes.ts';
import { registerSegmentRoutes } from './modules/customers/segments.routes.ts';
import { registerReferenceRoutes } from './modules/customers/reference.routes.ts';
import { registerOrderRoutes } from './modules/orders/orders.routes.ts';
import { registerExchangeRoutes } from './modules/exchange/exchange.routes.ts';
import { registerWalletRoutes } from './modules/wallets/wallets.routes.ts';
import { registerBoSettingsRoutes } from './modules/back-office/settings.routes.ts';
import { registerBoPurchasingRoutes } from './modules/back-office/purchasing.routes.ts';
import { registerBoStockRoutes } from './modules/back-office/stock.routes.ts';
import { registerFolioRoutes } from './modules/folio/folio.routes.ts';
import { registerInvoiceRoutes } from './modules/invoices/invoices.routes.ts';
import { registerAccountingRoutes } from './modules/accounting/accounting.routes.ts';
import { registerCashDrawerRoutes } from './modules/cash-drawer/index.ts';

/**
 * The built-in CRM API (users, menus, audit, customers, orders, segments …). Each domain module
 * adds its routes here; the proxy calls it in process when a client's CRM base is 'builtin'.
 */
export function createCrmApi(deps: ApiDeps): ApiApp {
  const app = createApiApp(deps);
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
