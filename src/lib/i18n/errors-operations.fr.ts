import type { errorsOperationsEn } from './errors-operations.en.ts';

export const errorsOperationsFr: Record<keyof typeof errorsOperationsEn, string> = {
  'errors.boThing.inventory': 'Inventaire',
  'errors.bo.deliveryEmpty': 'Rien n’est reçu : saisissez une quantité supérieure à 0 sur au moins une ligne (une ligne à 0 reste en reliquat).',
  'errors.bo.transferExceeds': 'Il n’y a que {onHand} {unit} de {product} en stock dans {store} ; {quantity} ne peut pas être transféré.',
  'errors.bo.inventoryNotPending': 'L’inventaire {id} n’attend pas d’approbation (il est déjà passé) ; rechargez la liste.',
  'errors.bo.inventoryOwnApproval': 'Vous avez compté ce magasin vous-même : un autre magasinier ou un administrateur approuve l’inventaire.',
  'errors.hk.noSuchAssignee': 'L’utilisateur {id} n’appartient pas à cet hôtel : choisissez une personne dans la liste.',
};
