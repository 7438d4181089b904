/** What a folio's "Add an extra" offers: the hotel's points of sale and the products they sell. Money in minor units. */

export interface TSalePointDto {
  posId: number;
  name: string;
  /** The store the point sells from (a stocked product sold here leaves it); null: the point has no store. */
  storeId: number | null;
}

export interface TSaleProductDto {
  productId: number;
  reference: string;
  name: string;
  unit: string;
  salePriceMinor: number;
  /** The product's own tax rate in basis points; null: the hotel's rate for the charge's family. */
  taxRateBp: number | null;
  stocked: boolean;
  /** Quantity on hand per store id, as decimal text ('12.000'); a store not listed holds none. */
  onHand: Record<string, string>;
}

export interface TSaleCatalogueDto {
  currency: string;
  points: TSalePointDto[];
  products: TSaleProductDto[];
  /** The hotel's tax rate (basis points) per family of charges. */
  familyRates: Record<string, number>;
}
