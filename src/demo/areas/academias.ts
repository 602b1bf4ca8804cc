// The academies (spec 02 §7: centro/list/details), and the check every call that names one makes.
import { getDb } from '../db';
import { fail, ok } from '../respond';
import type { DemoRoute } from '../route';

/** Refuses an academy that does not exist or has closed: new records can only name open ones. */
export function checkOpenAcademy(nombre: string): void {
  const academy = getDb().centros.find((centro) => centro.nombre === nombre);
  if (!academy) throw fail(`El centro ${nombre} no existe`);
  if (academy.fechaCierre !== null) throw fail(`El centro ${nombre} está cerrado`);
}

export const academiasRoutes: DemoRoute[] = [
  { method: 'GET', path: '/api/core/datos/centro/list/details', answer: () => ok(getDb().centros) },
];
