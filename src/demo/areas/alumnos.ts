// The students (spec 02 §7): found by name for the accounting screens, and the records opened in
// a month for the clients screens.
import { searchable } from '../text';
import { getDb } from '../db';
import type { Alumno } from '../model/alumnos';
import { readAcademyMonth } from '../params';
import { fail, ok } from '../respond';
import type { DemoRoute } from '../route';

const STUDENTS = '/api/core/alumnos/alumno';
/** The server answers a search from this many characters (spec 02 §9) with at most this many students. */
export const SEARCH_MIN_CHARACTERS = 3;
const SEARCH_LIMIT = 50;

/** A student as the API answers it: the demo's own opening day stays out. */
export function answeredAlumno({ fechaAlta: _opened, ...alumno }: Alumno): Omit<Alumno, 'fechaAlta'> {
  return alumno;
}

const searchTextOf = (alumno: Alumno) => searchable(`${alumno.nombre} ${alumno.apellidos} ${alumno.dni ?? ''} ${alumno.email ?? ''}`);

export const alumnosRoutes: DemoRoute[] = [
  {
    method: 'GET',
    path: `${STUDENTS}/list/search`,
    answer(query) {
      const filtro = searchable(query.required('filtro', 'El filtro es obligatorio'));
      if (filtro.length < SEARCH_MIN_CHARACTERS) throw fail(`El filtro debe tener al menos ${SEARCH_MIN_CHARACTERS} caracteres`);
      const found: Alumno[] = [];
      for (const alumno of getDb().alumnos) {
        if (searchTextOf(alumno).includes(filtro)) found.push(alumno);
        if (found.length === SEARCH_LIMIT) break;
      }
      return ok(found.map(answeredAlumno));
    },
  },
  {
    method: 'GET',
    path: `${STUDENTS}/list/new`,
    answer(query) {
      const { month, centro } = readAcademyMonth(query);
      const opened = getDb().alumnos.filter((alumno) => alumno.centro === centro && alumno.fechaAlta.startsWith(month));
      return ok(opened.map(answeredAlumno));
    },
  },
];
