/** Back-office lists: 20 rows a page (operations.md §9). */
export const BO_PAGE_SIZE = 20;

export interface BoPage<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  page: number;
  size: number;
}

export function toPage<T>(content: T[], total: number, page: number, size = BO_PAGE_SIZE): BoPage<T> {
  return { content, totalElements: total, totalPages: Math.ceil(total / size), page, size };
}
