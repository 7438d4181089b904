/** Error sentences of the operations jobs of issue 35: deliveries, transfers, counts, interventions. */
export const errorsOperationsEn = {
  'errors.boThing.inventory': 'Count',
  'errors.bo.deliveryEmpty': 'Nothing is received: type a quantity above 0 on at least one line (a line at 0 stays on backorder).',
  'errors.bo.transferExceeds': 'Only {onHand} {unit} of {product} is on hand in {store}; {quantity} cannot be transferred.',
  'errors.bo.inventoryNotPending': 'Count {id} is not waiting for an approval (it was posted already); reload the list.',
  'errors.bo.inventoryOwnApproval': 'You counted this store yourself: another stock keeper or an administrator approves the count.',
  'errors.hk.noSuchAssignee': 'User {id} is not a member of this hotel: choose a person from the list.',
} as const;
