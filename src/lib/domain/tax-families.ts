/**
 * The charge families a hotel gives a tax rate to (its tax configuration). Room nights are 'room';
 * cancellation and no-show fees are 'fee'; the city tax is 'city_tax'; what a folio or a wallet
 * sells carries its own family.
 */
export const TAX_FAMILIES = ['room', 'food', 'beverage', 'service', 'minibar', 'laundry', 'fee', 'city_tax', 'other'] as const;
export type TaxFamily = (typeof TAX_FAMILIES)[number];

/** The hotel's rates as the settings screen reads them: a family without a rate is null (not set). */
export interface TTaxRatesDto {
  rates: Array<{ family: TaxFamily; rateBp: number | null; updatedAt: string | null }>;
}
