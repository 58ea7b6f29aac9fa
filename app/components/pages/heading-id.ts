/** A block's heading id, for its band's aria-labelledby: unique because block ids are (page schema). */
export function headingIdOf(block: { id: string }): string {
  return `${block.id}-heading`;
}
