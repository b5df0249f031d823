import type { PaginationMeta, PaginationQuery } from '@portal/contracts';

export function pageWindow(q: PaginationQuery): { limit: number; offset: number } {
  return { limit: q.per_page, offset: (q.page - 1) * q.per_page };
}

export function paginationMetaFor(q: PaginationQuery, total: number): PaginationMeta {
  return { current_page: q.page, per_page: q.per_page, total, last_page: Math.max(1, Math.ceil(total / q.per_page)) };
}

/** `{ data, meta }` for a page of rows and the total count of the unpaged list. */
export function paged<T>(q: PaginationQuery, rows: T[], total: number) {
  return { data: rows, meta: paginationMetaFor(q, total) };
}
