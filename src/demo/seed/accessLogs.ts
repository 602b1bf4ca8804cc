// The access logs of one user on one day, built when asked for: at the benchmark scale a day of
// one user has over 20,000 requests, and building every day of every user up front would cost
// far more than the one the screen shows. The same user and day always give the same rows.
import { pad2 } from '../text';
import type { RegistroAcceso, Usuario } from '../model/personal';
import { createRandom, seedFrom } from '../random';

/** Requests of a user in a day at scale 1. */
const BASE_PER_DAY = 820;

const REQUESTS: readonly (readonly [metodo: string, url: string])[] = [
  ['GET', '/api/core/planificacion/asignatura/list'],
  ['GET', '/api/core/datos/centro/list/details'],
  ['GET', '/api/core/marketing/lead/list'],
  ['PUT', '/api/core/marketing/lead'],
  ['GET', '/api/core/contabilidad/factura/list'],
  ['PUT', '/api/core/contabilidad/factura'],
  ['GET', '/api/core/contabilidad/caja/list'],
  ['GET', '/api/core/alumnos/alumno/list'],
  ['POST', '/api/core/interno/helpdesk'],
  ['GET', '/api/core/interno/helpdesk/list'],
  ['GET', '/api/core/personal/profesor/list'],
  ['POST', '/api/core/planificacion/clase-profesor'],
  ['DELETE', '/api/core/planificacion/clase-profesor/multiple'],
  ['GET', '/api/core/log/registro-acceso/list'],
];

/** Seconds of the working day, 8:00 to 21:00, in which requests are made. */
const DAY_START = 8 * 3600;
const DAY_LENGTH = 13 * 3600;

/**
 * The requests of `user` on `day` ('yyyy-MM-dd'), in time order: none for a user who has not
 * signed in since 2024 or for a day after `today` ('yyyy-MM-dd').
 */
export function accessLogsOf(user: Pick<Usuario, 'id' | 'nombre' | 'email' | 'ultimaConexion'>, day: string, today: string, scale: number): RegistroAcceso[] {
  if (!user.ultimaConexion || day > today) return [];
  const random = createRandom(seedFrom(`logs/${user.id}/${day}`));
  const count = Math.round(BASE_PER_DAY * scale * (random.int(100, 110) / 100));
  // A typed array sorts numbers as numbers, without a comparison function's call per pair.
  const seconds = new Int32Array(count);
  for (let i = 0; i < count; i++) seconds[i] = DAY_START + random.int(0, DAY_LENGTH - 1);
  seconds.sort();
  return Array.from(seconds, (second) => {
    const [metodo, url] = random.pick(REQUESTS);
    const time = `${pad2(Math.floor(second / 3600))}:${pad2(Math.floor(second / 60) % 60)}:${pad2(second % 60)}`;
    return { usuario: user.nombre, email: user.email, fecha: `${day}T${time}`, metodo, url };
  });
}
