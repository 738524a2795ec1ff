/** Cards in the first row of a two-column grid: their photos are above the fold (`first`). */
export const FIRST_ROW_CARDS = 2;
