/**
 * Orders texts by their characters' codes: right for what sorts as it reads ('yyyy-MM-dd'
 * dates, 'HH:MM' times), and without a locale's collation, whose first use loads its rules
 * (some 20 ms of a screen's first render). Names and other words sort with clientRows' key.
 */
export const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
