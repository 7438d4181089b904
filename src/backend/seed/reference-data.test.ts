import { describe, expect, it } from 'vitest';
import { DOC_TYPES } from './reference-data.ts';
import { hasStraightApostrophe } from '../../lib/i18n/apostrophe.ts';

describe('reference data', () => {
  it('names the identity documents with ’, as the check-in screen shows them', () => {
    expect(DOC_TYPES.filter((d) => hasStraightApostrophe(d.name) || hasStraightApostrophe(d.nameFr))).toEqual([]);
    expect(DOC_TYPES.find((d) => d.code === 'ID_CARD')?.nameFr).toBe('Carte nationale d’identité');
  });
});
