// The date pickers' range (spec 01 §9): from 1900-01-01 to 2099-12-31.

export const MIN_DATE = new Date(1900, 0, 1);
export const MAX_DATE = new Date(2099, 11, 31, 23, 59, 59, 999);

/**
 * A whole, valid date within the pickers' range: one a screen may send. It also keeps a year
 * being typed digit by digit (years 2, 20, 202 on the way to 2026) from counting as a date.
 */
export function isUsableDay(date: Date | null): date is Date {
  if (!date) return false;
  const time = date.getTime();
  return time >= MIN_DATE.getTime() && time <= MAX_DATE.getTime();
}
