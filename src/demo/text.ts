// The demo's own ways of writing dates, amounts and texts, as a server of its own would: it
// shares nothing with the console but the contract.

/** Two digits: 7 → '07'. */
export const pad2 = (n: number): string => String(n).padStart(2, '0');

export const MONTH_NAMES = [
  'Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio',
  'Julio', 'Agosto', 'Septiembre', 'Octubre', 'Noviembre', 'Diciembre',
] as const;

/** Orders texts as written (code points), the way the server's database sorts its keys. */
export const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** 'José  Pérez' → 'joseperez': how the student search matches, ignoring case, spaces and accents. */
export const searchable = (text: string): string => text.toLowerCase().normalize('NFD').replace(/[\s\p{M}]+/gu, '');

/** 'dd/MM/yyyy' of an ISO day or date-time. */
export const spanishDay = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** 'dd/MM/yyyy - HH:mm' of an ISO date-time. */
export const spanishDateTime = (iso: string): string => `${spanishDay(iso)} - ${iso.slice(11, 16)}`;

/** Whole cents of an amount in euros, half a cent away from zero. */
export const toCents = (euros: number): number => Math.sign(euros) * Math.round(Math.abs(euros) * 100 + 1e-7);
export const fromCents = (cents: number): number => cents / 100;
export const sumEuros = (amounts: Iterable<number>): number => {
  let cents = 0;
  for (const amount of amounts) cents += toCents(amount);
  return fromCents(cents);
};
export const addEuros = (a: number, b: number): number => fromCents(toCents(a) + toCents(b));

/** '+1234,50 €' or '-12,00 €': an amount with its sign, as the documents write it. */
export const signedEuros = (euros: number): string => `${euros > 0 ? '+' : ''}${euros.toFixed(2).replace('.', ',')} €`;
