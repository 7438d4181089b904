import { describe, expect, it } from 'vitest';
import { boTranslator } from './bo-i18n.ts';
import { messagesFor } from '../../lib/i18n/t.ts';

describe('the back office islands’ labels', () => {
  it('count in the reader’s language: no row is singular in French, plural in English', () => {
    expect(boTranslator(messagesFor('fr', 'bo.'), 'fr')('bo.rows', { count: 0 })).toBe('0 ligne');
    expect(boTranslator(messagesFor('fr', 'bo.'), 'fr')('bo.rows', { count: 2 })).toBe('2 lignes');
    expect(boTranslator(messagesFor('en', 'bo.'), 'en')('bo.rows', { count: 0 })).toBe('0 rows');
  });
});
