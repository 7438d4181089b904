import type { replicaEn } from './replica.en.ts';

/** Un rapport lu sur le réplica de lecture : l'instant auquel ses chiffres se rapportent (ReplicaAsOf.astro). */
export const replicaFr: Record<keyof typeof replicaEn, string> = {
  'replica.asOf': 'Données au {at}',
  'replica.asOf.hint': 'Lu sur le réplica des rapports : ce qui a été saisi après cet instant n’y figure pas encore.',
};
