import { describe, expect, it } from 'vitest';
import { planDescription, planName } from './plan-name.ts';

describe('a rate plan’s name', () => {
  const bb = { name: 'Bed & breakfast', nameFr: 'Chambre et petit-déjeuner', description: 'With breakfast', descriptionFr: '' };
  it('is the reader’s language’s, the English one when the French was never filled in', () => {
    expect(planName('fr', bb)).toBe('Chambre et petit-déjeuner');
    expect(planName('en', bb)).toBe('Bed & breakfast');
    expect(planDescription('fr', bb)).toBe('With breakfast');
  });
});
