/**
 * The lines of the start banner about signing in: only what is true of this database. The demo
 * accounts when they are there; when no account exists at all, how to make the first administrator;
 * nothing when real accounts exist (their owners know them) or an external identity provider signs
 * people in (its accounts are not ours to list).
 */
export interface BannerAccounts {
  /** Usernames of the active accounts (the demo's are looked for among them). */
  usernames: readonly string[];
  /** Every account ever created, removed ones included. */
  total: number;
  demo: { password: string; users: readonly { username: string; description: string }[] };
  publicUrl: string;
  externalIdentity: boolean;
}

export function accountLines(a: BannerAccounts): string[] {
  if (a.total === 0)
    return [
      '  no account yet: create the first administrator on this machine, either',
      '    npm run admin -- create <name>          (asks for a password, or prints a generated one)',
      `    or open ${a.publicUrl}/setup in a browser on this machine`,
    ];
  if (a.externalIdentity) return [];
  const present = new Set(a.usernames);
  const demo = a.demo.users.filter((u) => present.has(u.username));
  if (!demo.length) return [];
  return [`  demo accounts (password for all: ${a.demo.password}):`, ...demo.map((u) => `    ${u.username.padEnd(14)} ${u.description}`)];
}
