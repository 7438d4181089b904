import type { AuditDetailKey } from './audit-details.en.ts';

/** The audit events' details in French (every key of audit-details.en.ts). */
export const auditDetailsFr: Record<AuditDetailKey, string> = {
  'audit.detail.wallet.noLimitYet': 'Plafond à 0 jusqu’à ce qu’il soit fixé',
  'audit.detail.wallet.limitWas': 'Était de {was}',
  'audit.detail.wallet.paidOfLimit': '{spent} payés sur {limit}',
  'audit.detail.order.staysNumbered': '{count, plural, one {Séjour numéroté} other {Séjours numérotés}} {numbers}',
  'audit.detail.stay.cancelled': 'Frais d’annulation {price} ; motif : {reason}',
  'audit.detail.stay.arrivalWas': 'Arrivée prévue le {day}',
  'audit.detail.stay.movedOn': 'Délogement le {day}',
  'audit.detail.room.closed': 'Chambre fermée',
  'audit.detail.closing.daily':
    '{nights, plural, one {# nuitée postée} other {# nuitées postées}}, {noShows, plural, one {# non-présentation} other {# non-présentations}}, {sold}/{available} chambres vendues, chiffre d’affaires {revenue}',
};
