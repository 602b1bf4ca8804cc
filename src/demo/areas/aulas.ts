// Each academy's classrooms (/api/core/interno/aula): a table of the backend that no compiled
// screen reads, served for the screens an administrator configures (issue 41). An academy's
// list refuses TODOS and closed academies, as the other lists of one academy's records do.
import { getDb } from '../db';
import { isoDay } from '../isoDate';
import { CLASSROOM_FLOORS, type Aula } from '../model/interno';
import { readOptionalBoolean, readOptionalDay } from '../params';
import { fail, ok, type Query } from '../respond';
import type { DemoRoute } from '../route';
import { tableWrites } from '../tableWrites';
import { checkOpenAcademy } from './academias';

const PATH = '/api/core/interno/aula';
const FLOORS: readonly string[] = CLASSROOM_FLOORS;
const MOST_SEATS = 200;

function readSeats(query: Query): number {
  const text = query.required('capacidad', 'La capacidad es obligatoria');
  const seats = Number(text);
  if (!/^\d+$/.test(text) || seats < 1 || seats > MOST_SEATS) throw fail(`La capacidad debe ser un número entero entre 1 y ${MOST_SEATS}`);
  return seats;
}

/** A classroom's fields as the server checks them; on an update, what the query leaves out stays. */
function readClassroom(query: Query, current?: Aula): Omit<Aula, 'id'> {
  const nombre = query.required('nombre', 'El nombre es obligatorio');
  const centro = query.required('centro', 'El centro es obligatorio');
  const planta = query.required('planta', 'La planta es obligatoria') as Aula['planta'];
  if (!FLOORS.includes(planta)) throw fail('La planta no es válida');
  const capacidad = readSeats(query);
  const accesible = readOptionalBoolean(query, 'accesible', 'El valor de accesible no es válido') ?? current?.accesible ?? false;
  const alta = readOptionalDay(query, 'alta', 'La fecha de alta no es válida') ?? current?.alta ?? isoDay(new Date());
  checkOpenAcademy(centro);
  const sameName = (room: Aula) => room.id !== current?.id && room.centro === centro && room.nombre.toLocaleLowerCase('es') === nombre.toLocaleLowerCase('es');
  if (getDb().aulas.some(sameName)) throw fail('Ya existe un aula con ese nombre en el centro');
  return { nombre, centro, planta, capacidad, accesible, alta };
}

export const aulasRoutes: DemoRoute[] = [
  {
    method: 'GET',
    path: `${PATH}/list`,
    answer(query) {
      const centro = query.required('centro', 'El centro es obligatorio');
      checkOpenAcademy(centro);
      return ok(getDb().aulas.filter((room) => room.centro === centro));
    },
  },
  ...tableWrites(
    'aulas',
    () => getDb().aulas,
    PATH,
    { missing: 'El identificador del aula es obligatorio', invalid: 'El identificador del aula no es válido', unknown: 'El aula no existe' },
    readClassroom,
  ),
];
