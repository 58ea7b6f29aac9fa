/**
 * One page of a list of `total` items: the requested page clamped to the
 * last one (a page past the end shows the last), the page count (at least
 * 1, so an empty list has one empty page) and the row offset.
 */
export function paginate(total: number, pageSize: number, requestedPage: number) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, requestedPage), pageCount);
  return { page, pageCount, offset: (page - 1) * pageSize };
}
