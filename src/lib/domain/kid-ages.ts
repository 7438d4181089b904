/** The age from which a guest counts as an adult: a child's age is 0 to ADULT_AGE - 1 (front-office.md §9). */
export const ADULT_AGE = 18;

/**
 * The children's ages a stay stores as text ('5,9'; older data also '5;9' or '5 9'): whole numbers
 * only, anything else ignored. Lists count them, the details page shows them.
 */
export function parseKidAges(text: string | null | undefined): number[] {
  return text
    ? text
        .split(/[,;\s]+/)
        .filter((s) => /^\d+$/.test(s))
        .map(Number)
    : [];
}
