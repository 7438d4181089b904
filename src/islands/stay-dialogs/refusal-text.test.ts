import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { stayDialogsEn } from '../../lib/i18n/stay-dialogs.en.ts';
import { stayDialogsFr } from '../../lib/i18n/stay-dialogs.fr.ts';
import { refusalText } from './refusal-text.ts';
import { translator, type StayDialogMessages, type StayTranslate } from './stay-dialogs-i18n.ts';

const fr: StayTranslate = translator<keyof StayDialogMessages>(stayDialogsFr, 'fr');
const en: StayTranslate = translator<keyof StayDialogMessages>(stayDialogsEn, 'en');

const occupied = new ApiError(409, 'Room 303 still holds reservation R-1-1 (Salma Tazi), due out 2026-11-28: check that stay out first, or choose another room.', {
  key: 'roomOccupied', params: { room: '303', number: 'R-1-1', guest: 'Salma Tazi', checkout: '2026-11-28' },
});

describe('a refused check-in in the clerk\'s language', () => {
  it('says who is still in the room, in French with a French date', () => {
    expect(refusalText(occupied, fr, 'fr')).toBe(
      'La chambre 303 est encore occupée par Salma Tazi (réservation R-1-1), départ prévu le 28/11/2026 : enregistrez d’abord ce départ, ou choisissez une autre chambre.');
  });

  it('and in English', () => {
    expect(refusalText(occupied, en, 'en')).toBe(
      'Room 303 still holds Salma Tazi (reservation R-1-1), due out 28/11/2026: check that stay out first, or choose another room.');
  });

  it('keeps the API\'s sentence for refusals it has no words of its own for', () => {
    expect(refusalText(new ApiError(409, 'Room 101 is DIRTY'), fr, 'fr')).toBe('Room 101 is DIRTY');
    expect(refusalText(new ApiError(409, 'Other', { key: 'unknownKey', params: {} }), fr, 'fr')).toBe('Other');
  });
});
