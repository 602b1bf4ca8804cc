// What a seeded lead is drawn from, and how often: academies, channels, goals, levels,
// courses, places. Pools repeat a value as many times as its weight, so that one pick draws it.
import {
  ACTIVE_ACADEMIES,
  CONTACT_METHOD_CODES,
  EDUCATION_LEVEL_CODES,
  HOW_THEY_HEARD_CODES,
  OBJECTIVE_CODES,
  type Objective,
} from '../../contract/vocabulary';
import type { Asignatura } from '../model/administracion';

/** Bigger academies get more leads; CLASSFY, online, few. */
const ACADEMY_WEIGHTS: Partial<Record<string, number>> = { GOYA: 6, QUEVEDO: 6, HERNANI: 6, CLASSFY: 1 };
export const ACADEMIES = ACTIVE_ACADEMIES.flatMap((academy) => Array<string>(ACADEMY_WEIGHTS[academy] ?? 2).fill(academy));

const weighted = <T>(entries: [T, number][]): T[] => entries.flatMap(([value, weight]) => Array<T>(weight).fill(value));

const HOW_THEY_HEARD_WEIGHTS: Partial<Record<string, number>> = { GOOGLE: 4, FORMULARIO_WEB: 3, RECOMENDACION: 3, INSTAGRAM: 2, CALLE: 2 };
export const HOW_THEY_HEARD_POOL = weighted<string>(HOW_THEY_HEARD_CODES.map((code) => [code, HOW_THEY_HEARD_WEIGHTS[code] ?? 1]));
const OBJECTIVE_WEIGHTS: Record<Objective, number> = {
  APROBAR_CURSO: 6,
  APROBAR_ASIGNATURA: 5,
  MEJORAR_ASIGNATURA: 4,
  APROBAR_SELECTIVIDAD: 3,
  MEJORAR_IDIOMA: 2,
  APROBAR_EXAMEN_ESPECIFICO: 2,
  OTRO: 1,
  NO_APLICA: 1,
};
export const OBJECTIVES_POOL = weighted<string>(OBJECTIVE_CODES.map((code) => [code, OBJECTIVE_WEIGHTS[code]]));
const LEVEL_WEIGHTS: Record<(typeof EDUCATION_LEVEL_CODES)[number], number> = { PRIMARIA: 3, ESO: 7, BACHILLERATO: 5, UNIVERSIDAD: 2, FP: 1, OTROS: 1 };
export const LEVELS_POOL = weighted<string>(EDUCATION_LEVEL_CODES.map((level) => [level, LEVEL_WEIGHTS[level]]));
export const OTHER_METHODS = CONTACT_METHOD_CODES.filter((method) => method !== 'WEB' && method !== 'TELEFONO');
/** Why a lost lead was lost: free texts the academies write. */
export const LOSS_CAUSES = ['Precio', 'Horario', 'Distancia', 'Eligió otra academia', 'No contesta', 'Ya no lo necesita'];
export const PARENTS = weighted<string>([['Madre', 12], ['Padre', 7], ['Tutor legal', 1]]);
export const NETWORK_PHONES = ['910 000 101', '910 000 102', '910 000 103', '910 000 104', '910 000 105', '910 000 106'];
export const CITY_POSTCODES = Array.from({ length: 55 }, (_, i) => String(28001 + i));
export const TOWN_POSTCODES = ['28100', '28108', '28224', '28223', '28220', '28922', '28923', '28801', '28805', '28200'];

/** The subjects' level for each education level, and the courses a student of it can be in. */
export const SUBJECT_LEVEL: Record<string, string> = {
  PRIMARIA: 'PRIMARIA', ESO: 'SECUNDARIA', BACHILLERATO: 'BACHILLERATO', UNIVERSIDAD: 'UNIVERSIDAD', FP: 'FP', OTROS: 'OTRAS',
};
export const COURSES: Record<string, string[]> = {
  PRIMARIA: ['1º Primaria', '2º Primaria', '3º Primaria', '4º Primaria', '5º Primaria', '6º Primaria'],
  ESO: ['1º ESO', '2º ESO', '3º ESO', '4º ESO'],
  BACHILLERATO: ['1º Bachillerato', '2º Bachillerato'],
  UNIVERSIDAD: ['1º Grado', '2º Grado', '3º Grado', '4º Grado'],
  FP: ['1º Grado Medio', '2º Grado Medio', '1º Grado Superior', '2º Grado Superior'],
};
/** The subjects most students ask for, drawn more often. */
export const isPopular = ({ nombre }: Asignatura) =>
  nombre.startsWith('Matemáticas') || nombre.startsWith('Lengua') || nombre === 'Inglés' || nombre === 'Física y Química';
