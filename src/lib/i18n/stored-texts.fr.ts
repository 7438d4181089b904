import type { StoredLineKey } from './stored-texts.en.ts';

/** The stored folio and order lines and order events in French (every key of stored-texts.en.ts). */
export const storedTextsFr: Record<StoredLineKey, string> = {
  'folio.line.roomNight': 'Nuitée',
  'folio.line.cancellationFee': 'Frais d’annulation',
  'folio.line.noShowFee': 'Frais de non-présentation',
  'folio.line.cityTax': 'Taxe de séjour, {adults, plural, one {# adulte} other {# adultes}}',
  'folio.line.discountOn': 'Remise sur {what}',
  'folio.line.earlyDeparture': 'Départ anticipé : {nights, plural, one {# nuit non utilisée} other {# nuits non utilisées}}',
  'folio.line.roomNights': '{type}, {nights, plural, one {# nuit} other {# nuits}}',
  'folio.line.roomTypeNights': 'Type de chambre {type}, {nights, plural, one {# nuit} other {# nuits}}',
  'folio.line.roomTypeDayUse': 'Type de chambre {type}, en journée',
  'folio.line.wallet': 'Achat sur porte-monnaie : {what}',
  'folio.line.walletRefund': 'Remboursement sur porte-monnaie : {what}',
  'folio.event.booked': 'Commande {number} confirmée : {type} (chambre {room}), du {from} au {to}',
  'folio.event.bookedNoRoom': 'Commande {number} confirmée : {type} (pas encore de chambre), du {from} au {to}',
  'folio.event.confirmed': 'Commande {number} confirmée',
  'folio.event.mailSent': 'Confirmation de commande envoyée à {to}',
  'folio.event.mailOutbox': 'Confirmation de commande gardée en attente pour {to} (aucun serveur de courrier configuré)',
  'folio.event.mailFailed': 'L’envoi de la confirmation de commande à {to} a échoué : {error}',
  'folio.event.invoiced': 'Facture {number} émise pour {name} : {amount}',
  'folio.event.credited': 'Avoir {number} sur la facture {invoice} : {amount} ({reason})',
};
