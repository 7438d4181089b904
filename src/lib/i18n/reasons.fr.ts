import type { reasonsEn } from './reasons.en.ts';

/** Les motifs d'annulation usuels. */
export const reasonsFr: Record<keyof typeof reasonsEn, string> = {
  'cancelReason.changeOfPlans': 'Changement de programme',
  'cancelReason.flightCancelled': 'Vol annulé',
  'cancelReason.bookedElsewhere': 'A réservé ailleurs',
  'cancelReason.illness': 'Maladie',
  'cancelReason.duplicate': 'Réservation en double',
  'cancelReason.noShow': 'Non présenté',
};
