/** Page arithmetic shared by the paged endpoints. */
export interface Page<T> {
  rows: T[];
  total: number;
}

export function offsetOf(pageNum: number, pageSize: number): number {
  return (pageNum - 1) * pageSize;
}

/** Total pages: ceil(total / pageSize), 0 for an empty list. */
export function totalPages(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}
