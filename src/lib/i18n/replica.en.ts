/** A report read from the read replica: the moment its figures are as of (ReplicaAsOf.astro). */
export const replicaEn = {
  'replica.asOf': 'Data as of {at}',
  'replica.asOf.hint': 'Read from the reporting replica: what was written after this moment is not counted yet.',
};
