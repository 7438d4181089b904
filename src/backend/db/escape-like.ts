/** Escapes LIKE's wildcards (and its escape character) so user text matches literally. */
export const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);
