import type { Database } from '../db/client.ts';
export const DEMO_ACCOUNTS = { password: 'auberge', users: [] as { username: string; description: string }[] };
export async function seedDemoIfEmpty(_database: Database): Promise<boolean> {
  return false;
}
