/**
 * A straight apostrophe where typography wants ’: inside a word, before a placeholder, or after a
 * plural ("l'hôtel", "d'{name}", "the hotel's", "guests' folios"). A word in straight quotes followed
 * by a space reads as a plural possessive too: our texts quote with « » and ‘ ’. A guest's name is
 * stored as typed and is not checked; the catalogues and the names we ship are.
 */
export const hasStraightApostrophe = (text: string): boolean => /\p{L}'([\p{L}{]|(?=[\s,.;:)]))/u.test(text);
