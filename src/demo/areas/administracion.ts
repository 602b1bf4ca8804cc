// Administration area: subjects (asignaturas) and study centres (centros de estudio).
import { PROVINCES, SUBJECT_LEVEL_CODES, SUBJECT_SUBLEVEL_CODES, SUBJECT_TYPE_CODES } from '../../contract/vocabulary';
import { getDb, newId, saveDb } from '../db';
import type { Asignatura, CentroEstudios } from '../model/administracion';
import { readOptionalBoolean } from '../params';
import { fail, ok, type Query } from '../respond';
import type { DemoRoute } from '../route';

const SUBJECT_PATH = '/api/core/planificacion/asignatura';
const STUDY_CENTRE_PATH = '/api/core/datos/centro-estudios';

const TYPES: readonly string[] = SUBJECT_TYPE_CODES;
const LEVELS: readonly string[] = SUBJECT_LEVEL_CODES;
const SUBLEVELS: readonly string[] = SUBJECT_SUBLEVEL_CODES;

/** The subject fields of a create or update, validated as the server does. */
function readSubject(query: Query): Omit<Asignatura, 'id' | 'activa'> {
  const nombre = query.required('nombre', 'El nombre es obligatorio');
  const nombreCompleto = query.required('nombre_completo', 'El nombre completo es obligatorio');
  const tipo = query.required('tipo', 'El tipo es obligatorio');
  const nivel = query.required('nivel', 'El nivel es obligatorio');
  const subnivel = query.optional('subnivel') ?? null;
  if (!TYPES.includes(tipo)) throw fail('El tipo de asignatura no es válido');
  if (!LEVELS.includes(nivel)) throw fail('El nivel de asignatura no es válido');
  if (subnivel !== null && !SUBLEVELS.includes(subnivel)) throw fail('El subnivel de asignatura no es válido');
  // The console sends the full name as the description; without one, the full name stands in.
  const descripcion = query.optional('descripcion') ?? nombreCompleto;
  return { nombre, nombreCompleto, descripcion, tipo, nivel, subnivel };
}

/** Refuses a second subject with the same name (any case), level and sublevel. */
function checkUniqueSubject(fields: Pick<Asignatura, 'nombre' | 'nivel' | 'subnivel'>, exceptId?: number): void {
  const nombre = fields.nombre.toLocaleLowerCase('es');
  const duplicate = getDb().asignaturas.some(
    (subject) =>
      subject.id !== exceptId &&
      subject.nombre.toLocaleLowerCase('es') === nombre &&
      subject.nivel === fields.nivel &&
      subject.subnivel === fields.subnivel,
  );
  if (duplicate) throw fail('Ya existe una asignatura con ese nombre y nivel');
}

function findSubject(query: Query): Asignatura {
  const id = Number(query.required('id', 'El identificador de la asignatura es obligatorio'));
  const subject = getDb().asignaturas.find((candidate) => candidate.id === id);
  if (!subject) throw fail('La asignatura no existe');
  return subject;
}

function readStudyCentre(query: Query): Omit<CentroEstudios, 'id'> {
  const nombre = query.required('nombre', 'El nombre es obligatorio');
  const provincia = query.required('provincia', 'La provincia es obligatoria');
  if (!PROVINCES.includes(provincia)) throw fail('La provincia no es válida');
  return { nombre, provincia };
}

function findStudyCentre(query: Query): CentroEstudios {
  const id = Number(query.required('id', 'El identificador del centro de estudios es obligatorio'));
  const centre = getDb().centrosEstudio.find((candidate) => candidate.id === id);
  if (!centre) throw fail('El centro de estudios no existe');
  return centre;
}

export const administracionRoutes: DemoRoute[] = [
  { method: 'GET', path: `${SUBJECT_PATH}/list`, answer: () => ok(getDb().asignaturas) },
  { method: 'GET', path: SUBJECT_PATH, answer: (query) => ok(findSubject(query)) },
  {
    method: 'POST',
    path: SUBJECT_PATH,
    answer(query) {
      const fields = readSubject(query);
      checkUniqueSubject(fields);
      const db = getDb();
      const subject: Asignatura = { id: newId(db), ...fields, activa: true };
      db.asignaturas.push(subject);
      saveDb('asignaturas');
      return ok(subject);
    },
  },
  {
    method: 'PUT',
    path: SUBJECT_PATH,
    answer(query) {
      const subject = findSubject(query);
      const fields = readSubject(query);
      const activa = readOptionalBoolean(query, 'activa', 'El valor de activa no es válido') ?? subject.activa;
      checkUniqueSubject(fields, subject.id);
      Object.assign(subject, fields, { activa });
      saveDb('asignaturas');
      return ok(subject);
    },
  },
  { method: 'GET', path: `${STUDY_CENTRE_PATH}/list`, answer: () => ok(getDb().centrosEstudio) },
  {
    method: 'GET',
    path: `${STUDY_CENTRE_PATH}/list/provincia`,
    answer(query) {
      const provincia = query.required('provincia', 'La provincia es obligatoria');
      return ok(getDb().centrosEstudio.filter((centre) => centre.provincia === provincia));
    },
  },
  {
    method: 'POST',
    path: STUDY_CENTRE_PATH,
    answer(query) {
      const fields = readStudyCentre(query);
      const db = getDb();
      const centre: CentroEstudios = { id: newId(db), ...fields };
      db.centrosEstudio.push(centre);
      saveDb('centrosEstudio');
      return ok(centre);
    },
  },
  {
    method: 'PUT',
    path: STUDY_CENTRE_PATH,
    answer(query) {
      const centre = findStudyCentre(query);
      Object.assign(centre, readStudyCentre(query));
      saveDb('centrosEstudio');
      return ok(centre);
    },
  },
];
