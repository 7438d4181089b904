import type { errorsBookingEn } from './errors-booking.en.ts';

export const errorsBookingFr: Record<keyof typeof errorsBookingEn, string> = {
  'errors.booking.minStay':
    '{roomType}, plan {plan} : minimum {limit} nuits pour une arrivée le {day} ; ce séjour en compte {nights}. Réservez plus de nuits ou choisissez un autre plan.',
  'errors.booking.maxStay':
    '{roomType}, plan {plan} : maximum {limit} nuits pour une arrivée le {day} ; ce séjour en compte {nights}. Réservez moins de nuits ou choisissez un autre plan.',
  'errors.booking.maxStay_one':
    '{roomType}, plan {plan} : maximum {limit} nuit pour une arrivée le {day} ; ce séjour en compte {nights}. Réservez moins de nuits ou choisissez un autre plan.',
  'errors.booking.closedToArrival': '{roomType}, plan {plan} : pas d’arrivée le {day}. Choisissez un autre jour d’arrivée ou un autre plan.',
  'errors.booking.closedToDeparture': '{roomType}, plan {plan} : pas de départ le {day}. Choisissez un autre jour de départ ou un autre plan.',
  'errors.booking.stopSell': '{roomType}, plan {plan} : fermé à la vente le {day}. Choisissez d’autres dates, un autre type de chambre ou un autre plan.',
  'errors.booking.noRate': '{roomType} n’a pas de tarif pour le {day} : saisissez-le dans la gestion des tarifs, ou convenez d’un prix pour le séjour.',
};
