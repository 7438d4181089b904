import type { consumptionEntryEn } from './consumption-entry.en.ts';

/** Back Office, saisie de consommation : le stock utilisé sans vente (cuisine, chambres) sort de son magasin. */
export const consumptionEntryFr: Record<keyof typeof consumptionEntryEn, string> = {
  'consumption.title': 'Saisir une consommation',
  'consumption.subtitle': 'Le stock utilisé sans vente (cuisine, chambres, personnel) sort de son magasin une fois confirmé au Contrôle',
  'consumption.form': 'Consommation',
  'consumption.store': 'Magasin de sortie',
  'consumption.hint': 'Une vente à un point de vente sort son stock d’elle-même ; ne saisissez ici que ce qui est utilisé sans vente.',
  'consumption.link': 'Saisir une consommation',
};
