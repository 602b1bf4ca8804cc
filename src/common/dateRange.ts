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

/**
 * A date picker's change as a view keeps it (its URL holds whole days): `set` gets a whole day,
 * or none when the field is emptied. A day typed only in part is passed over, so the view keeps
 * its last value while the picker shows what is being typed.
 */
export function wholeDays(set: (day: Date | null) => void) {
  return (date: Date | null) => {
    if (date === null || isUsableDay(date)) set(date);
  };
}
