/** 001 §9: the email table shows 10 rows a page and at most 5 page links. */
export const EMAIL_PAGE_SIZE = 10;
export const MAX_PAGE_LINKS = 5;

export function pageCount(items: number, size = EMAIL_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(items / size));
}

/** The page numbers to link: a window of at most 5 around the current page, kept in range. */
export function pageLinks(current: number, total: number, max = MAX_PAGE_LINKS): number[] {
  const count = Math.min(max, total);
  const start = Math.min(Math.max(1, current - Math.floor(max / 2)), total - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

export function pageOf<T>(items: T[], page: number, size = EMAIL_PAGE_SIZE): T[] {
  return items.slice((page - 1) * size, page * size);
}

export type Row = { id: string; createdAt: string };

/**
 * A fresh first page, and the older rows "Load more" had already shown kept below it, so the
 * 30 s refresh never takes away what the operator is reading. Rows are newest first.
 */
export function refreshed<T extends Row>(prev: T[], page: T[], pageFull: boolean): T[] {
  const last = page.at(-1);
  if (!pageFull || !last) return page;
  const fresh = new Set(page.map((row) => row.id));
  return [...page, ...prev.filter((row) => !fresh.has(row.id) && row.createdAt <= last.createdAt)];
}
