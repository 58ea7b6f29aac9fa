/** Longest search or filter text we act on; longer input is cut, never an error. */
export const MAX_SEARCH_LENGTH = 100;
