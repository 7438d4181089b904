import type { mailsEn } from './mails.en.ts';

/** Les courriels que lit un client : la confirmation du site de réservation et celle d’une commande de la réception. */
export const mailsFr: Record<keyof typeof mailsEn, string> = {
  'mail.hello': 'Bonjour {name},',
  'mail.bye': 'Au plaisir de vous accueillir.',
  'mail.site.subject': 'Votre réservation {number} chez {hotel}',
  'mail.site.intro': 'Merci d’avoir réservé chez {hotel}. Votre séjour est confirmé :',
  'mail.site.stay': '{number} : {roomType}, du {from} au {to} ({nights, plural, one {# nuit} other {# nuits}})',
  'mail.site.rate': 'Tarif : {plan}. Total : {total}.',
  'mail.site.freeCancel': 'Annulation gratuite jusqu’au {day}, depuis le lien ci-dessous.',
  'mail.site.noRefund': 'Ce tarif n’est pas remboursable.',
  'mail.site.link': 'Consulter ou annuler votre réservation :',
  'mail.order.subject': 'Votre commande {number} chez {hotel} est confirmée',
  'mail.order.intro': 'Merci d’avoir choisi {hotel}. Voici le récapitulatif de votre commande :',
  'mail.order.guest': 'client',
  'mail.order.line': '- {text} : {amount}',
  'mail.order.lineWithStay': '- {text} ({number}, du {from} au {to}) : {amount}',
  'mail.order.total': 'Total : {amount}',
  'mail.order.paid': 'Payé : {amount}',
  'mail.order.due': 'Reste à payer : {amount}',
};
