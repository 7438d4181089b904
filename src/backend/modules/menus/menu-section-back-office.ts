import type { ItemSpec, SectionSpec } from './menu-spec.ts';

const BO = '/front-desk/BackOfice';

/** Fixed item indices: the spec's ranges are settings up to 6, processing 7–17, reports 18 and above. */
function indexed(items: Omit<ItemSpec, 'itemIndex'>[], first: number): ItemSpec[] {
  return items.map((item, i) => ({ ...item, itemIndex: first + i }));
}

const settings = indexed(
  [
    { key: 'users', en: 'Users', fr: 'Utilisateurs', url: `${BO}/Users` },
    { key: 'services', en: 'Services', fr: 'Services', url: `${BO}/Services` },
    { key: 'suppliers', en: 'Suppliers', fr: 'Fournisseurs', url: `${BO}/Suppliers` },
    { key: 'listProduct', en: 'List Product', fr: 'Liste des produits', url: `${BO}/list` },
    { key: 'addArticle', en: 'Add Article', fr: 'Ajouter un article', url: `${BO}/Creation-Article` },
    { key: 'addProduct', en: 'Add Product', fr: 'Ajouter un produit', url: `${BO}/Products` },
    { key: 'familly', en: 'Familly', fr: 'Familles', url: `${BO}/familly` },
  ],
  0,
);
// Eight settings do not fit 'up to 6': the last one takes the first index after the reports.
const addServices: ItemSpec = { key: 'addServices', en: 'Add Services', fr: 'Ajouter des prestations', url: `${BO}/Creation-Prestations`, itemIndex: 33 };

// Codes group the processing steps: 0 purchase, 1 delivery, 2 internal stock orders, 3 stock control.
const processing = indexed(
  [
    { key: 'purchaseList', en: 'Purchase List', fr: 'Liste des achats', url: `${BO}/List-Achat`, code: 0 },
    { key: 'newPurchase', en: 'New Purchase', fr: 'Nouvel achat', url: `${BO}/OrderSuplier`, code: 0 },
    { key: 'validatePurchase', en: 'Validate Purchase', fr: 'Valider l’achat', url: `${BO}/ServiceAchat`, code: 0 },
    { key: 'purchaseOrderValidation', en: 'Validation of Purchase Orders', fr: 'Validation des bons de commande', url: `${BO}/achat`, code: 0 },
    { key: 'delivery', en: 'Delivery', fr: 'Livraison', url: `${BO}/delivery`, code: 1 },
    { key: 'confirmDelivery', en: 'Confirm Delivery', fr: 'Confirmer la livraison', url: `${BO}/confirm-delivery`, code: 1 },
    { key: 'addStock', en: 'Add Stock', fr: 'Ajouter du stock', url: `${BO}/InternalOrder`, code: 2 },
    { key: 'stockTransfer', en: 'Stock Transfer', fr: 'Transfert de stock', url: `${BO}/StockTransfer`, code: 2 },
    { key: 'control', en: 'Control', fr: 'Contrôle', url: `${BO}/ValidateOrderInternal`, code: 2 },
    { key: 'movementStock', en: 'Movement Stock', fr: 'Mouvements de stock', url: `${BO}/StockStatus`, code: 3 },
    { key: 'inventory', en: 'Inventory', fr: 'Inventaire', url: `${BO}/CorrectionStock`, code: 3 },
  ],
  7,
);

const reports = indexed(
  [
    { key: 'stockReconciliation', en: 'Stock reconciliation', fr: 'Rapprochement du stock', url: `${BO}/stocks` },
    { key: 'board', en: 'Board', fr: 'Tableau', url: `${BO}/Editing` },
    { key: 'consumption', en: 'Consumption', fr: 'Consommation', url: `${BO}/Consommation` },
    { key: 'cardex', en: 'Cardex', fr: 'Cardex', url: `${BO}/transactionstock` },
    { key: 'stockOutReport', en: 'Stock Out Report', fr: 'Rapport des prélèvements', url: `${BO}/Prelevement` },
    { key: 'transferStatus', en: 'Transfer Status', fr: 'État des transferts', url: `${BO}/StateTransfer` },
    { key: 'entryStatus', en: 'Entry Status', fr: 'État des entrées', url: `${BO}/StateEntries` },
    { key: 'assetStatus', en: 'Asset Status', fr: 'État des immobilisations', url: `${BO}/StateAssets` },
    { key: 'correctionStatus', en: 'Correction Status', fr: 'État des corrections', url: `${BO}/StatusCorrections` },
    { key: 'purchaseReport', en: 'Purchase Report', fr: 'Rapport des achats', url: `${BO}/Purchase-Report` },
    { key: 'internalReport', en: 'Internal Report', fr: 'Rapport interne', url: `${BO}/InternalReport` },
    { key: 'pendingStockIssue', en: 'Pending Stock Issue', fr: 'Sorties de stock en attente', url: `${BO}/Stock-Unconfirmed` },
    { key: 'closeOpen', en: 'Close & Open', fr: 'Clôture et ouverture', url: `${BO}/PageOfClose` },
    { key: 'stockPhysical', en: 'Stock Physical', fr: 'Stock physique', url: `${BO}/Stock/Physical` },
    { key: 'stockTheoretical', en: 'Stock Theoretical', fr: 'Stock théorique', url: `${BO}/Stock/Theoretical` },
  ],
  18,
);

/** Back Office: three groups (operations.md §2.5). Group rows take negative item indices: they are not pairs. */
export const BACK_OFFICE_SECTION: SectionSpec = {
  key: 'backOffice',
  en: 'Back Office',
  fr: 'Back-office',
  url: null,
  icon: 'warehouse',
  items: [
    { key: 'settings', en: 'Settings', fr: 'Paramètres', url: null, icon: 'gear', itemIndex: -2, items: [...settings, addServices] },
    { key: 'processing', en: 'BO Processing', fr: 'Traitements BO', url: null, icon: 'gears', itemIndex: -3, items: processing },
    { key: 'report', en: 'Report', fr: 'Rapports', url: null, icon: 'chart-column', itemIndex: -4, items: reports },
  ],
};
