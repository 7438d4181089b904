// The taxes module's door: the hotel's tax configuration and the one rate lookup every charge uses.
export { taxRateFor, chargeTaxRate, taxRateMissing, taxRateErrorOf, TAX_RATE_MISSING_SQLSTATE } from './tax-rate-for.ts';
export { readTaxRates } from './read-tax-rates.ts';
export { saveTaxRates } from './save-tax-rates.ts';
export { registerTaxRoutes } from './taxes.routes.ts';
