import type { errorsBookingSiteEn } from './errors-booking-site.en.ts';

export const errorsBookingSiteFr: Record<keyof typeof errorsBookingSiteEn, string> = {
  'errors.site.tooManyHolds': 'Trop de chambres retenues depuis votre adresse dans la dernière heure ({limit}). Patientez un moment, ou appelez l’hôtel.',
  'errors.site.notOnSale': 'Le tarif {plan} n’est pas en vente pour une {roomType} à ces dates. Revenez en arrière et choisissez une autre offre.',
  'errors.site.badLink': 'Ce lien n’est pas (ou plus) valable. Rouvrez le lien de votre mail de confirmation.',
  'errors.site.holdGone': 'Votre chambre était retenue jusqu’à {time} et a été libérée. Cherchez à nouveau : elle est peut-être encore libre.',
  'errors.site.cancelClosed': 'Cette réservation ne peut plus être annulée ici : {reason}. Contactez l’hôtel.',
  'errors.site.cancelClosed.notRefundable': 'son tarif n’est pas remboursable',
  'errors.site.cancelClosed.tooLate': 'son annulation gratuite a pris fin',
  'errors.site.cancelClosed.notBooked': 'ce n’est plus un séjour à venir',
} as const;
