/** The exchange module's door (other modules and the pages import this file only): foreign currency exchange: rates and operations. */
export type { TConversionDto, TDayRatesDto, TExchangeOperationDto, TRatePageDto, TSlipDto } from './exchange.schemas.ts';
export { registerExchangeRoutes } from './exchange.routes.ts';
