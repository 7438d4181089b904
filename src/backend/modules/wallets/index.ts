/** The wallets module's door (other modules and the pages import this file only): guest wallets. */
export { registerWalletRoutes } from './wallets.routes.ts';
