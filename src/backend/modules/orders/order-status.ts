/**
 * Order status codes. An order is a draft (0) until it is confirmed (1), which gives it its
 * number; the booking service confirms the orders it creates at once. 4 is the closing filter of
 * front-office.md §4 (orders of a closed day), set by the daily closing.
 */
export const ORDER_STATUS = { DRAFT: 0, CONFIRMED: 1, CLOSED: 4 } as const;

const NAMES: Record<number, string> = { 0: 'draft', 1: 'confirmed', 4: 'closed' };

export const orderStatusName = (status: number): string => NAMES[status] ?? `status ${status}`;
