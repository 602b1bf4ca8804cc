// Spanish tax ids as the real API checks them: a NIF is 8 digits and a control letter; a NIE
// is X, Y or Z, 7 digits and the control letter of the number with X=0, Y=1, Z=2 in front.
import type { Random } from './random';

const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const NIE_PREFIX: Record<string, string> = { X: '0', Y: '1', Z: '2' };

/** True for a NIF or NIE whose control letter matches its number. */
export function isNifNie(text: string): boolean {
  const match = /^([XYZ]?)(\d{7,8})([A-Z])$/.exec(text.trim().toUpperCase());
  if (!match) return false;
  const [, prefix, digits, letter] = match;
  if ((prefix ? 7 : 8) !== digits.length) return false;
  return LETTERS[Number(`${prefix ? NIE_PREFIX[prefix] : ''}${digits}`) % 23] === letter;
}

/** A valid NIF, or now and then a NIE. */
export function randomNifNie(random: Random): string {
  if (random.chance(0.15)) {
    const prefix = random.pick(['X', 'Y', 'Z']);
    const digits = String(random.int(0, 9_999_999)).padStart(7, '0');
    return `${prefix}${digits}${LETTERS[Number(`${NIE_PREFIX[prefix]}${digits}`) % 23]}`;
  }
  const number = random.int(10_000_000, 79_999_999);
  return `${number}${LETTERS[number % 23]}`;
}

/**
 * A company's CIF with its control digit: the letter of its legal form (A a public, B a private
 * limited company), seven digits, and the digit the tax agency's rule gives them.
 */
export function randomCif(random: Random, form: 'A' | 'B'): string {
  const digits = String(random.int(0, 9_999_999)).padStart(7, '0');
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const digit = Number(digits[i]);
    // Odd places (first, third…) count twice, their digits added: 7 → 14 → 1 + 4.
    sum += i % 2 === 0 ? Math.floor((digit * 2) / 10) + ((digit * 2) % 10) : digit;
  }
  return `${form}${digits}${(10 - (sum % 10)) % 10}`;
}
