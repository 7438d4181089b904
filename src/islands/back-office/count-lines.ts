/**
 * A counted quantity as typed ('12', '2,5', '0.125'): a number of at most three decimals, not
 * negative; null when it is not one. Read from its digits, never through a binary float's rounding.
 */
export function parseCounted(text: string): number | null {
  const m = /^\s*(\d{1,9})(?:[.,](\d{1,3}))?\s*$/.exec(text);
  if (!m) return null;
  const thousandths = Number(m[1]) * 1000 + Number((m[2] ?? '').padEnd(3, '0') || '0');
  return thousandths / 1000;
}

/** counted − on hand, in thousandths to stay exact; null when nothing (or nothing valid) is typed. */
export function varianceOf(onHand: number, typed: string): number | null {
  const c = parseCounted(typed);
  if (typed.trim() === '' || c === null) return null;
  return (Math.round(c * 1000) - Math.round(onHand * 1000)) / 1000;
}

/** The lines a count sends: only the products with a quantity typed (empty means not counted, 0 counted and absent). */
export function countedLines(products: readonly { productId: number }[], typed: Readonly<Record<number, string>>): { productId: number; counted: number }[] {
  return products.flatMap((p) => {
    const text = typed[p.productId] ?? '';
    const counted = text.trim() === '' ? null : parseCounted(text);
    return counted === null ? [] : [{ productId: p.productId, counted }];
  });
}
