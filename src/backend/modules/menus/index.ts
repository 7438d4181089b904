/** The menus module's door (other modules and the pages import this file only): the menu catalogue (the spec's menu), the menu tree and menu activation. */
export { MENU_CATALOGUE, sectionPairs } from './menu-catalogue.ts';
export type { MenuEntry } from './menu-catalogue.ts';
export type { TMenuNodeDto } from './menus.schemas.ts';
export { registerMenuActivationRoutes } from './menu-activation.routes.ts';
export { registerMenuRoutes } from './menus.routes.ts';
