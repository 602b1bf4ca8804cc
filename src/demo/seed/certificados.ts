// Certificates issued to students over the last year, for the courses that end with one.
import { ACTIVE_ACADEMIES } from '../../contract/vocabulary';
import { addDays } from 'date-fns';
import { isoDay } from '../isoDate';
import type { CertificadoAlumno } from '../model/administracion';
import { createRandom, seedFrom } from '../random';
import type { SeedContext } from './context';
import { personOf } from './people';

/** Certificates at scale 1. */
const BASE_COUNT = 36;
const DAYS = 365;

const COURSES = [
  'Inglés B1 - Preparación PET',
  'Inglés B2 - Preparación First (FCE)',
  'Inglés C1 - Preparación Advanced (CAE)',
  'Francés A2 - Preparación DELF',
  'Alemán B1 - Goethe-Zertifikat',
  'Preparación EvAU - Matemáticas II',
  'Preparación EvAU - Química',
  'Técnicas de estudio',
  'Programación en Python',
  'Curso intensivo de verano - Matemáticas 4º ESO',
];

export function seedCertificados({ scale, newId, today }: SeedContext): CertificadoAlumno[] {
  const random = createRandom(seedFrom('certificados'));
  const count = Math.round(BASE_COUNT * scale);
  const ages = Array.from({ length: count }, () => random.int(0, DAYS)).sort((a, b) => b - a);
  return ages.map((age) => ({
    id: newId(),
    alumno: personOf(random).nombre,
    centro: random.pick(ACTIVE_ACADEMIES),
    fecha: isoDay(addDays(today, -age)),
    formacion: random.pick(COURSES),
  }));
}
