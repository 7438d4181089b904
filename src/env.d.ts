declare namespace App {
  interface Locals {
    /** The page's language, checked once by the middleware (localeOf): read it as it is. */
    locale: import('./lib/i18n/locale.ts').Locale;
    /** The client config matched by host name. */
    client: import('./lib/server/client-config.ts').ClientConfig;
    /** The signed-in user, loaded from the server-side session. */
    user?: import('./lib/domain/session-user.ts').SessionUser;
    /** Server-side only: never rendered, never sent to the browser. */
    accessToken?: string;
    sessionId?: string;
    /** Which screen /front-desk/exchange renders: the rates (its own path) or the desk (/front-desk/Exchange, rewritten to it). */
    exchangeView?: 'desk' | 'rates';
  }
}
