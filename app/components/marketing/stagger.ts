type RevealDelay = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Reveal delay for the index-th item of a grid: items in one row fan out
 * 0.1 s apart, and every row starts over, so long grids never lag.
 */
export function stagger(index: number, perRow = 4): RevealDelay {
  return (Math.min(index % perRow, 5) + 1) as RevealDelay;
}
