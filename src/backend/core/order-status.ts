/**
 * Order status codes of operations.md §4: 0 pending, 1 preorder, 4 confirmed (6: any other
 * delivery filter value). New orders of all four types start confirmed; confirming a pending
 * order gives it its number. Migration 0007 moved the old codes (1 confirmed, 4 closed) onto 4.
 */
export const ORDER_STATUS = { PENDING: 0, PREORDER: 1, CONFIRMED: 4, OTHER: 6 } as const;

const NAMES: Record<number, string> = { 0: 'pending', 1: 'preorder', 4: 'confirmed', 6: 'other' };

export const orderStatusName = (status: number): string => NAMES[status] ?? `status ${status}`;
