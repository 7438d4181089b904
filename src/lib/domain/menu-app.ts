/** The application id of this product in the menu catalogue and users' menu stats (operations.md: app 1). */
export const MENU_APP_ID = 1;
