import { describe, expect, it } from 'vitest';
import { userCodeFromClaims } from './user-code.ts';

describe('userCodeFromClaims', () => {
  it('joins agency and agent codes when the agency code is set', () => {
    expect(userCodeFromClaims({ sub: 'x', agency_code: 'AG1', agent_code: '042' })).toBe('AG1042');
  });
  it('falls back to the subject when the agency code is empty or blank', () => {
    expect(userCodeFromClaims({ sub: 'admin', agency_code: '  ', agent_code: '042' })).toBe('admin');
    expect(userCodeFromClaims({ sub: 'admin' })).toBe('admin');
  });
  it('returns undefined without any usable claim', () => {
    expect(userCodeFromClaims({})).toBeUndefined();
  });
});
