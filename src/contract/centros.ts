// The academies of the network (spec 02 §3, §7): GET /api/core/datos/centro/list/details.
import * as z from 'zod/mini';
import { apiCall } from './call';
import { computed, day, entity, listOf, number, shown, text } from './fields';

const address = entity('Direccion', z.object({
  direccion: shown(text),
  codigoPostal: shown(text),
  municipio: shown(z.object({ municipio: shown(text) })),
}));

export const academy = entity('Academia', z.object({
  /** Academies come without an id: the name is theirs. */
  nombre: computed(text),
  fechaApertura: shown(day),
  /**
   * Absent (or null) while the academy is open. A closing date that cannot be read would show a
   * closed academy as open: the answer is then unreadable.
   */
  fechaCierre: computed(z.optional(z.nullable(day))),
  telefono: shown(text),
  sociedad: shown(text),
  capacidad: shown(number),
  direccion: shown(address),
}));

/** An academy as the console keeps it: named by its name. */
export const academyRecord = z.pipe(
  academy,
  z.transform((item: z.output<typeof academy>) => ({ ...item, id: item.nombre, fechaCierre: item.fechaCierre ?? null })),
);

export type AcademyItem = z.output<typeof academy>;
export type Academy = z.output<typeof academyRecord>;

export const academyCalls = {
  list: apiCall({ method: 'GET', path: '/api/core/datos/centro/list/details', summary: 'Every academy, open and closed, with its details.', answer: listOf(academyRecord) }),
};
