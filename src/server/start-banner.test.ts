import { describe, expect, it } from 'vitest';
import { accountLines } from './start-banner.ts';

const demo = {
  password: 'auberge',
  users: [
    { username: 'admin', description: 'administrator' },
    { username: 'frontdesk', description: 'front desk clerk' },
  ],
};
const base = { demo, publicUrl: 'http://localhost:4321', externalIdentity: false };

describe('the start banner says only what is true of the accounts', () => {
  it('lists the demo accounts only when they exist', () => {
    expect(accountLines({ ...base, usernames: ['admin', 'frontdesk'], total: 2 }).join('\n')).toContain('admin          administrator');
    // A database with hotels and real accounts (SEED_DEMO=false, or an import): no demo account is promised.
    expect(accountLines({ ...base, usernames: ['chef'], total: 1 })).toEqual([]);
  });

  it('says how to create the first administrator when there is no account at all', () => {
    const text = accountLines({ ...base, usernames: [], total: 0 }).join('\n');
    expect(text).toContain('npm run admin -- create <name>');
    expect(text).toContain('http://localhost:4321/setup');
    expect(text).not.toContain('demo accounts');
  });

  it('lists nothing when an external identity provider signs people in', () => {
    expect(accountLines({ ...base, usernames: ['admin'], total: 1, externalIdentity: true })).toEqual([]);
  });
});
