import { getJson } from '../../backend.ts';
import { runRatesAction } from './rates-actions.ts';
import type { TRatesSetupDto } from '../../../domain/rates-dto.ts';

/**
 * A Rate Management page's first step: the hotel's plans, types and currency, and — when the page
 * was posted — the answer to its form (the page renders again with it; a refusal answers 400).
 */
export async function startRatesPage(astro: { locals: App.Locals; request: Request; response: { status?: number } }): Promise<{
  setup: TRatesSetupDto;
  done: { body: unknown } | null;
  refusal: string | null;
}> {
  const setup = await getJson<TRatesSetupDto>(astro.locals, 'pms', '/rates/setup');
  if (astro.request.method !== 'POST') return { setup, done: null, refusal: null };
  const r = await runRatesAction(astro.locals, await astro.request.formData(), setup.currency);
  if (r.ok) return { setup, done: { body: r.body }, refusal: null };
  astro.response.status = 400;
  return { setup, done: null, refusal: r.message };
}
