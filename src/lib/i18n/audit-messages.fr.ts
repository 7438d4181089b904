import type { auditMessagesEn } from './audit-messages.en.ts';

export const auditMessagesFr: Record<keyof typeof auditMessagesEn, string> = {
  'audit.msg.stay.preCheckedIn': 'Réservation {number} pré-enregistrée',
  'audit.msg.stay.registrationCard': 'Fiche de police de {firstName} {lastName} enregistrée sur la réservation {number}',
  'audit.msg.stay.checkedIn': 'Arrivée de la réservation {number} enregistrée en chambre {room}',
  'audit.msg.stay.guestCheckedIn': 'Arrivée de {firstName} {lastName} enregistrée en chambre {room} sur la réservation {number}',
  'audit.msg.stay.checkInUndone': 'Arrivée de la réservation {number} annulée',
  'audit.msg.stay.checkedOut': 'Départ de la réservation {number} enregistré de la chambre {room}',
  'audit.msg.stay.cancelled': 'Réservation {number} annulée',
  'audit.msg.stay.noShow': 'Réservation {number} déclarée non présentée',
  'audit.msg.stay.rescheduled': 'Réservation {number} déplacée sur le calendrier',
  'audit.msg.stay.datesChanged': 'Dates de la réservation {number} modifiées',
  'audit.msg.stay.priceChanged': 'Prix de la réservation {number} modifié',
  'audit.msg.stay.roomAssigned': 'Chambre {room} attribuée à la réservation {number}',
  'audit.msg.stay.roomDetached': 'Chambre {room} détachée de la réservation {number}',
  'audit.msg.stay.roomMoved': 'Réservation {number} déplacée de la chambre {from} en chambre {room}',
  'audit.msg.stay.noteAdded': 'Note ajoutée à la réservation {number}',
  'audit.msg.stay.tagAttached': 'Badge {tag} associé à la réservation {number}',
  'audit.msg.stay.tagsRemoved': 'Badges retirés de la réservation {number}',
};
