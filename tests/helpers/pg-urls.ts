/** The same server, another database name. */
export function databaseUrlFor(base: string, database: string): string {
  const u = new URL(base);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Where CREATE/DROP DATABASE run: the server's 'postgres' database. */
export const adminUrl = (base: string) => databaseUrlFor(base, 'postgres');
