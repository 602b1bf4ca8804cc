// Trainings of the academies' staff, by the year they were registered in: a new one goes into
// the current year, and one e-mail address has at most one training a year.
import { getDb, newRowId, saveDb } from '../db';
import type { Formacion } from '../model/administracion';
import { EMAIL, readId, readOptionalBoolean, readYear } from '../params';
import { fail, ok, type Query } from '../respond';
import type { DemoRoute } from '../route';
import { checkOpenAcademy } from './academias';

const TRAININGS = '/api/core/formacion/formacion';

const answered = ({ id, nombre, email, centro, formacionCompletada }: Formacion) => ({ id, nombre, email, centro, formacionCompletada });

/** nombre, email and centro, as the server checks them; the e-mail is kept in lower case. */
function readTraining(query: Query): Pick<Formacion, 'nombre' | 'email' | 'centro'> {
  const nombre = query.required('nombre', 'El nombre es obligatorio');
  const email = query.required('email', 'El e-mail es obligatorio').toLowerCase();
  const centro = query.required('centro', 'El centro es obligatorio');
  if (!EMAIL.test(email)) throw fail('El e-mail no es válido');
  return { nombre, email, centro };
}

function checkUniqueEmail(email: string, year: number, exceptId?: number): void {
  const taken = getDb().formaciones.some((training) => training.year === year && training.email === email && training.id !== exceptId);
  if (taken) throw fail('Ya hay una formación con ese e-mail este año');
}

export const formacionesRoutes: DemoRoute[] = [
  {
    method: 'GET',
    path: `${TRAININGS}/list/year`,
    answer(query) {
      const year = readYear(query, 'year', 'El año es obligatorio', 'El año no es válido');
      return ok(getDb().formaciones.filter((training) => training.year === year).map(answered));
    },
  },
  {
    method: 'POST',
    path: TRAININGS,
    answer(query) {
      const fields = readTraining(query);
      checkOpenAcademy(fields.centro);
      const year = new Date().getFullYear();
      checkUniqueEmail(fields.email, year);
      const training: Formacion = { id: newRowId('formaciones'), ...fields, formacionCompletada: false, year };
      getDb().formaciones.push(training);
      saveDb('formaciones');
      return ok(answered(training));
    },
  },
  {
    method: 'PUT',
    path: TRAININGS,
    answer(query) {
      const id = readId(query, 'id', 'El identificador de la formación es obligatorio', 'El identificador de la formación no es válido');
      const training = getDb().formaciones.find((candidate) => candidate.id === id);
      if (!training) throw fail('La formación no existe');
      const fields = readTraining(query);
      if (fields.centro !== training.centro) checkOpenAcademy(fields.centro);
      checkUniqueEmail(fields.email, training.year, training.id);
      const completada = readOptionalBoolean(query, 'completada', 'El valor de completada no es válido');
      Object.assign(training, fields, { formacionCompletada: completada ?? training.formacionCompletada });
      saveDb('formaciones');
      return ok(answered(training));
    },
  },
];
