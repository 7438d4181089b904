import { describe, expect, it } from 'vitest';
import * as roles from './roles.ts';
import { ROLES, inGroup, type RoleGroup } from './roles.ts';

const groups = Object.entries(roles).filter((e): e is [string, RoleGroup] => Array.isArray(e[1]) && e[0] !== 'ROLES');

describe('the role groups (the one table the API, the page guard and the pages name)', () => {
  it('lists only known role codes, never twice, and lets an administrator in everywhere', () => {
    expect(groups.length).toBeGreaterThan(10);
    for (const [name, group] of groups) {
      expect(
        group.filter((r) => !(ROLES as readonly string[]).includes(r)),
        name,
      ).toEqual([]);
      expect(new Set(group).size, name).toBe(group.length);
      expect(group, name).toContain('admin');
    }
  });

  it('names each set of roles once', () => {
    const sets = groups.map(([name, g]) => [name, [...g].sort().join(',')] as const);
    const twice = sets.filter(([, s], i) => sets.findIndex(([, t]) => t === s) !== i);
    expect(twice).toEqual([]);
  });

  it('lets in whoever holds at least one role of the group', () => {
    expect(inGroup(['cashier'], roles.CASHIERS)).toBe(true);
    expect(inGroup(['front_desk', 'night_auditor'], roles.REPORT_READERS)).toBe(true);
    expect(inGroup(['front_desk'], roles.CASHIERS)).toBe(false);
    expect(inGroup([], roles.ADMIN)).toBe(false);
  });
});
