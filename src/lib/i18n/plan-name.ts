/**
 * A rate plan's name and description in the reader's language: plans keep an English `name` and
 * a French `nameFr` (issue 36: "Bed & breakfast" is "Chambre et petit-déjeuner" to a French reader).
 * An empty French text (never filled in) shows the English one rather than nothing.
 */
export const planName = (locale: string, p: { name: string; nameFr?: string | undefined }): string => (locale === 'fr' && p.nameFr ? p.nameFr : p.name);

export const planDescription = (locale: string, p: { description: string; descriptionFr?: string | undefined }): string =>
  locale === 'fr' && p.descriptionFr ? p.descriptionFr : p.description;
