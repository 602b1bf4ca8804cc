// The academies' students: a few new ones each month in every active academy, over the last two
// years up to the seed's day. Older records are nearly complete; the newest often still miss the
// items staff fill in later (billing, signed documents…), so the record screens show every case.
import { ACTIVE_ACADEMIES } from '../../contract/vocabulary';
import { addMonths, getDaysInMonth, startOfMonth, subYears } from 'date-fns';
import { isoDay } from '../isoDate';
import type { Alumno } from '../model/alumnos';
import { createRandom, seedFrom, type Random } from '../random';
import type { SeedContext } from './context';
import { emailOf, MEN_NAMES, mobileOf, SURNAME_PARTS, WOMEN_NAMES } from './leadNames';

/** New students a month in each academy at scale 1. */
const BASE_PER_MONTH = 6;
/** Months of records up to the seed's month. */
const MONTHS = 24;
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
/** Postcode prefixes of the academies' provinces (Madrid, Córdoba, Valladolid). */
const POSTCODE_PREFIXES = ['28', '28', '28', '28', '14', '47'];
const DOCUMENTS_URL = 'https://documentos.academias.example/alumnos';

/** A valid DNI: eight digits and the letter of their remainder by 23. */
export function dniOf(random: Random): string {
  const number = random.int(10_000_000, 99_999_999);
  return `${number}${DNI_LETTERS[number % 23]}`;
}

export function seedAlumnos({ scale, newId, today }: SeedContext): Alumno[] {
  const random = createRandom(seedFrom('alumnos'));
  const rows: Alumno[] = [];
  const firstMonth = startOfMonth(addMonths(today, 1 - MONTHS));
  for (let index = 0; index < MONTHS; index++) {
    const month = addMonths(firstMonth, index);
    // The current month only up to today; the last month's records are the least complete.
    const days = index === MONTHS - 1 ? today.getDate() : getDaysInMonth(month);
    const missing = index >= MONTHS - 2 ? 0.35 : 0.06;
    for (const centro of ACTIVE_ACADEMIES) {
      const count = Math.round(BASE_PER_MONTH * scale * (random.int(60, 140) / 100));
      for (let n = 0; n < count; n++) {
        const day = new Date(month.getFullYear(), month.getMonth(), random.int(1, days));
        rows.push(alumnoOf(random, newId(), centro, day, missing));
      }
    }
  }
  return rows;
}

function alumnoOf(random: Random, id: number, centro: string, alta: Date, missing: number): Alumno {
  const first = random.pick(random.chance(0.5) ? WOMEN_NAMES : MEN_NAMES);
  const surname = random.pick(SURNAME_PARTS);
  const second = random.pick(SURNAME_PARTS);
  const age = random.int(8, 24);
  const adult = age >= 18;
  const given = () => !random.chance(missing);
  const birth = subYears(alta, age);
  birth.setDate(random.int(1, 28));
  const tutor = { nombre: `${random.pick(random.chance(0.5) ? WOMEN_NAMES : MEN_NAMES).text} ${surname.text}` };
  const billedName = adult ? `${first.text} ${surname.text} ${second.text}` : tutor.nombre;
  return {
    id,
    nombre: first.text,
    apellidos: `${surname.text} ${second.text}`,
    fechaNacimiento: given() ? isoDay(birth) : null,
    dni: given() ? dniOf(random) : null,
    codigoPostal: given() ? `${random.pick(POSTCODE_PREFIXES)}${String(random.int(1, 999)).padStart(3, '0')}` : null,
    email: given() ? emailOf(random, first, surname) : null,
    telefonoFijo: random.chance(0.3) ? `91${random.int(1_000_000, 9_999_999)}` : null,
    telefonoMovil: given() ? mobileOf(random) : null,
    centro,
    tutor1: adult ? null : tutor,
    tutor2: !adult && random.chance(0.4) ? { nombre: `${random.pick(WOMEN_NAMES).text} ${second.text}` } : null,
    facturacion: given() ? { identificacion: dniOf(random), nombre: billedName } : null,
    condicionesUrl: given() ? `${DOCUMENTS_URL}/${id}/condiciones.pdf` : null,
    rgpdUrl: given() ? `${DOCUMENTS_URL}/${id}/rgpd.pdf` : null,
    fechaAlta: isoDay(alta),
  };
}
