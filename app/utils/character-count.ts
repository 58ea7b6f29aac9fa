/** The running count after a length hint ("At least 100 characters · 42 so far"); empty at 0. */
export function characterCountText(value: string): string {
  const length = value.trim().length;
  return length > 0 ? ` · ${length} so far` : "";
}
