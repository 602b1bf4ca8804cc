// The personnel calls (spec 02 §7): staff users, teachers and the access logs. Refuses what the
// real API refuses: an e-mail another account has (409), a work centre outside the centres with
// access, a role or subject that does not exist (400).
import { isoDay } from '../isoDate';
import { dbScale, getDb, newRowId, saveDb } from '../db';
import type { Profesor, Usuario } from '../model/personal';
import { EMAIL, readDay, readId, readOptionalBoolean } from '../params';
import { fail, ok, type Query } from '../respond';
import type { DemoRoute } from '../route';
import { accessLogsOf } from '../seed/accessLogs';
import { STAFF_ROLES, TEACHER_ROLES } from '../seed/personal';
import { checkOpenAcademy } from './academias';

const USERS = '/api/core/personal/usuario';
const TEACHERS = '/api/core/personal/profesor';
const LOGS = '/api/core/log/registro-acceso/list';
const BAD_REQUEST = 400;
const CONFLICT = 409;

function readEmail(query: Query): string {
  const email = query.required('email', 'El e-mail es obligatorio').toLowerCase();
  if (!EMAIL.test(email)) throw fail('El e-mail no es válido', BAD_REQUEST);
  return email;
}

function readRole(query: Query, roles: readonly string[]): string {
  const rol = query.required('rol', 'El rol es obligatorio');
  if (!roles.includes(rol)) throw fail(`El rol ${rol} no existe`, BAD_REQUEST);
  return rol;
}

/** One e-mail, one account, among staff and teachers alike. */
function checkFreeEmail(email: string, except?: Usuario | Profesor): void {
  const { usuarios, profesores } = getDb();
  const taken = [...usuarios, ...profesores].some((account) => account.email === email && account !== except);
  if (taken) throw fail('Ya existe un usuario con ese e-mail', CONFLICT);
}

function readCentres(query: Query, centro: string): string[] {
  const centros = query.list('centros');
  for (const academy of centros) checkOpenAcademy(academy);
  if (!centros.includes(centro)) throw fail('El centro de trabajo debe estar entre los centros con acceso', BAD_REQUEST);
  return centros;
}

function readSubjects(query: Query): number[] {
  const ids = query.list('asignaturas').map(Number);
  const known = new Set(getDb().asignaturas.map((subject) => subject.id));
  if (ids.some((id) => !known.has(id))) throw fail('Alguna de las asignaturas no existe', BAD_REQUEST);
  return ids;
}

/** The user a parameter names by id: `id` of an update, `usuario` of the logs. */
function userNamedBy(query: Query, name: string): Usuario {
  const id = readId(query, name, 'El identificador del usuario es obligatorio', 'El identificador del usuario no es válido');
  const user = getDb().usuarios.find((candidate) => candidate.id === id);
  if (!user) throw fail('El usuario no existe');
  return user;
}

/** The access checkbox, the inverse of the blocked flag: absent leaves the account as it is. */
function readBlocked(query: Query, current: boolean): boolean {
  const acceso = readOptionalBoolean(query, 'acceso', 'El valor de acceso no es válido');
  return acceso === undefined ? current : !acceso;
}

const subjectNames = () => new Map(getDb().asignaturas.map((subject) => [subject.id, subject.nombre]));

/** A teacher as the list gives it: subjects as objects with their id and name. */
function answeredTeacher(teacher: Profesor, names = subjectNames()) {
  return { ...teacher, acceso: !teacher.cuentaBloqueada, asignaturas: teacher.asignaturas.map((id) => ({ id, nombre: names.get(id) ?? '' })) };
}

const answeredUser = (user: Usuario) => ({ ...user, acceso: !user.cuentaBloqueada });

export const personalRoutes: DemoRoute[] = [
  { method: 'GET', path: `${USERS}/list`, answer: () => ok(getDb().usuarios.map(answeredUser)) },
  {
    method: 'POST',
    path: USERS,
    answer(query) {
      const email = readEmail(query);
      const nombre = query.required('nombre', 'El nombre es obligatorio');
      const rol = readRole(query, STAFF_ROLES);
      const centro = query.required('centro', 'El centro de trabajo es obligatorio');
      checkOpenAcademy(centro);
      const centros = readCentres(query, centro);
      checkFreeEmail(email);
      const user: Usuario = { id: newRowId('usuarios'), nombre, email, rol, centro, centros, cuentaBloqueada: false, ultimaConexion: null };
      getDb().usuarios.push(user);
      saveDb('usuarios');
      return ok(answeredUser(user));
    },
  },
  {
    method: 'PUT',
    path: USERS,
    answer(query) {
      const user = userNamedBy(query, 'id');
      const nombre = query.required('nombre', 'El nombre es obligatorio');
      const rol = readRole(query, STAFF_ROLES);
      const centros = readCentres(query, user.centro);
      Object.assign(user, { nombre, rol, centros, cuentaBloqueada: readBlocked(query, user.cuentaBloqueada) });
      saveDb('usuarios');
      return ok(answeredUser(user));
    },
  },
  {
    method: 'GET',
    path: `${TEACHERS}/list`,
    answer() {
      const names = subjectNames();
      return ok(getDb().profesores.map((teacher) => answeredTeacher(teacher, names)));
    },
  },
  {
    method: 'POST',
    path: TEACHERS,
    answer(query) {
      const email = readEmail(query);
      const nombre = query.required('nombre', 'El nombre es obligatorio');
      // The dialog does not ask for a role before creating: a plain teacher then.
      const rol = query.optional('rol') === undefined ? TEACHER_ROLES[0] : readRole(query, TEACHER_ROLES);
      const asignaturas = readSubjects(query);
      if (!asignaturas.length) throw fail('Las asignaturas son obligatorias', BAD_REQUEST);
      checkFreeEmail(email);
      const teacher: Profesor = { id: newRowId('profesores'), nombre, email, rol, asignaturas, cuentaBloqueada: false, ultimaConexion: null };
      getDb().profesores.push(teacher);
      saveDb('profesores');
      return ok(answeredTeacher(teacher));
    },
  },
  {
    method: 'PUT',
    path: TEACHERS,
    answer(query) {
      const id = readId(query, 'id', 'El identificador del profesor es obligatorio', 'El identificador del profesor no es válido');
      const teacher = getDb().profesores.find((candidate) => candidate.id === id);
      if (!teacher) throw fail('El profesor no existe');
      const email = readEmail(query);
      checkFreeEmail(email, teacher);
      const nombre = query.required('nombre', 'El nombre es obligatorio');
      const rol = readRole(query, TEACHER_ROLES);
      Object.assign(teacher, { email, nombre, rol, asignaturas: readSubjects(query), cuentaBloqueada: readBlocked(query, teacher.cuentaBloqueada) });
      saveDb('profesores');
      return ok(answeredTeacher(teacher));
    },
  },
  {
    method: 'GET',
    path: LOGS,
    answer(query) {
      const day = readDay(query, 'fecha', 'La fecha es obligatoria', 'La fecha no es válida');
      const user = userNamedBy(query, 'usuario');
      return ok(accessLogsOf(user, day, isoDay(new Date()), dbScale()));
    },
  },
];
