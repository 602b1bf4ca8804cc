// The clients screens' calls (spec 02 §7): the hour packs and tariffs hired in a month, income
// per subject, the promo codes of a month and what one brought in, and the students' ratings.
// Answers that map one thing to another are objects keyed by it (DESIGN.md, API contract).
import { getDb } from '../db';
import type { PackHorasAlumno, TarifaAlumno, UsoCodigoPromocional } from '../model/clientes';
import { readAcademyMonth, readId, readListMonth } from '../params';
import { ok } from '../respond';
import type { DemoRoute } from '../route';

const HIRINGS = '/api/core/alumnos/contabilidad';
const PROMO_CODES = '/api/core/datos/codigo-promocional';

const cents = (amount: number) => Math.round(amount * 100) / 100;

export const answeredPack = ({ alumnoId: _student, centro: _academy, fecha: _day, ...pack }: PackHorasAlumno) => pack;
export const answeredTarifa = ({ alumnoId: _student, centro: _academy, fecha: _day, asignatura: _subject, importe: _price, ...tarifa }: TarifaAlumno) => tarifa;

/** The promo codes valid on some day of the month 'yyyy-MM'. */
function codesOfMonth(month: string) {
  const first = `${month}-01`;
  const last = `${month}-31`;
  return getDb().codigosPromocionales.filter((code) => code.fechaInicio <= last && code.fechaFin >= first);
}

/** What a code brought in per academy in a month: plain payments, tariffs and hour packs. */
function usageByAcademy(uses: readonly UsoCodigoPromocional[]) {
  const byAcademy: Record<string, { centro: string; pagos: number; pagos_tarifa: number; pagos_pack_horas: number }> = {};
  for (const use of uses) {
    const usage = (byAcademy[use.centro] ??= { centro: use.centro, pagos: 0, pagos_tarifa: 0, pagos_pack_horas: 0 });
    if (use.tipo === 'pago') usage.pagos = cents(usage.pagos + use.importe);
    if (use.tipo === 'pago-tarifa') usage.pagos_tarifa = cents(usage.pagos_tarifa + use.importe);
    if (use.tipo === 'pago-pack-horas') usage.pagos_pack_horas = cents(usage.pagos_pack_horas + use.importe);
  }
  return byAcademy;
}

export const clientesRoutes: DemoRoute[] = [
  {
    method: 'GET',
    path: `${HIRINGS}/pack-horas-alumno/list/mes`,
    answer(query) {
      const { month, centro } = readAcademyMonth(query);
      return ok(getDb().packsHoras.filter((pack) => pack.centro === centro && pack.fecha.startsWith(month)).map(answeredPack));
    },
  },
  {
    method: 'GET',
    path: `${HIRINGS}/tarifa-alumno/list/mes`,
    answer(query) {
      const { month, centro } = readAcademyMonth(query);
      return ok(getDb().tarifasAlumno.filter((tarifa) => tarifa.centro === centro && tarifa.fecha.startsWith(month)).map(answeredTarifa));
    },
  },
  {
    method: 'GET',
    path: '/api/core/contabilidad/pago-tarifa/list/asignatura',
    answer(query) {
      const { month, centro } = readAcademyMonth(query);
      const bySubject: Record<string, number> = {};
      for (const tarifa of getDb().tarifasAlumno) {
        if (tarifa.centro !== centro || !tarifa.fecha.startsWith(month)) continue;
        bySubject[tarifa.asignatura] = cents((bySubject[tarifa.asignatura] ?? 0) + tarifa.importe);
      }
      return ok(bySubject);
    },
  },
  {
    method: 'GET',
    path: `${PROMO_CODES}/list`,
    answer(query) {
      const month = readListMonth(query);
      return ok(codesOfMonth(month).map(({ id, nombre }) => ({ id, nombre })));
    },
  },
  {
    method: 'GET',
    path: `${PROMO_CODES}/list/usage`,
    answer(query) {
      const month = readListMonth(query);
      const codigo = readId(query, 'codigo', 'El código es obligatorio', 'El código no es válido');
      return ok(usageByAcademy(getDb().usosCodigos.filter((use) => use.codigoId === codigo && use.fecha.startsWith(month))));
    },
  },
  {
    method: 'GET',
    path: '/api/core/alumnos/valoracion-alumnos/list',
    answer(query) {
      const month = readListMonth(query);
      return ok(getDb().valoraciones.filter((rating) => rating.fechaAsistencia.startsWith(month)));
    },
  },
];
