import { describe, expect, it } from 'vitest';
import { toAlpha2 } from './countries.ts';

describe('toAlpha2', () => {
  it('maps the alpha-3 codes of the data', () => {
    expect(toAlpha2('PRT')).toBe('PT');
    expect(toAlpha2('GBR')).toBe('GB');
    expect(toAlpha2('DEU')).toBe('DE');
  });
  it("handles the data's quirks: 'CN' already alpha-2, 'TMP' the old East Timor code", () => {
    expect(toAlpha2('CN')).toBe('CN');
    expect(toAlpha2('TMP')).toBe('TL');
  });
  it('gives null for missing or unknown codes', () => {
    expect(toAlpha2(undefined)).toBeNull();
    expect(toAlpha2('NULL')).toBeNull();
    expect(toAlpha2('XYZ')).toBeNull();
  });
});
