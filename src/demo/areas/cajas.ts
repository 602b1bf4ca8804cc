// Cash registers: a month of one academy's, and the edit of one (times, balances, state), with
// the checks a real server makes. The theoretical final is worked out when a register closes.
import { CASH_STATE_CODES } from '../../contract/vocabulary';
import { getDb, saveDb } from '../db';
import type { Caja, EstadoCaja } from '../model/facturacion';
import { readAcademyMonth, readId } from '../params';
import { fail, ok, type Query } from '../respond';
import type { DemoRoute } from '../route';
import { checkOpenAcademy } from './academias';

const PATH = '/api/core/contabilidad/caja';
const STATES: readonly string[] = CASH_STATE_CODES;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const answered = ({ ingresosEfectivo: _cash, centro: _academy, ...register }: Caja) => register;

function readTime(query: Query, name: string): string | null {
  const value = query.optional(name);
  if (value !== undefined && !TIME.test(value)) throw fail('La hora debe estar en formato HH:MM');
  return value ?? null;
}

function readAmount(query: Query, name: string, label: string): number | null {
  const value = query.optional(name);
  if (value === undefined) return null;
  const amount = Number(value);
  if (!/^\d+(\.\d{1,2})?$/.test(value) || !Number.isFinite(amount)) throw fail(`El ${label} no es válido`);
  return amount;
}

export const cajasRoutes: DemoRoute[] = [
  {
    method: 'GET',
    path: `${PATH}/list`,
    answer(query) {
      const { month, centro } = readAcademyMonth(query);
      checkOpenAcademy(centro);
      return ok(getDb().cajas.filter((register) => register.centro === centro && register.fecha.startsWith(month)).map(answered));
    },
  },
  {
    method: 'PUT',
    path: `${PATH}/update`,
    answer(query) {
      const id = readId(query, 'id', 'El identificador de la caja es obligatorio', 'El identificador de la caja no es válido');
      const register = getDb().cajas.find((candidate) => candidate.id === id);
      if (!register) throw fail('La caja no existe');
      const estado = query.required('estado', 'El estado de la caja es obligatorio') as EstadoCaja;
      if (!STATES.includes(estado)) throw fail('El estado de la caja no es válido');
      const horaApertura = readTime(query, 'hora_apertura');
      const horaCierre = readTime(query, 'hora_cierre');
      const balanceInicial = readAmount(query, 'balance_inicial', 'balance inicial');
      const balanceFinalReal = readAmount(query, 'balance_final_real', 'balance final real');
      if (estado !== 'SIN_ABRIR' && (horaApertura === null || balanceInicial === null)) {
        throw fail('Una caja abierta o cerrada necesita la hora de apertura y el balance inicial');
      }
      if (estado === 'CERRADA' && (horaCierre === null || balanceFinalReal === null)) {
        throw fail('Para cerrar la caja hacen falta la hora de cierre y el balance final real');
      }
      if (horaApertura && horaCierre && horaCierre < horaApertura) throw fail('La hora de cierre no puede ser anterior a la de apertura');
      const balanceFinalTeorico =
        estado === 'CERRADA' && balanceInicial !== null ? Math.round((balanceInicial + register.ingresosEfectivo) * 100) / 100 : null;
      Object.assign(register, { estado, horaApertura, horaCierre, balanceInicial, balanceFinalReal, balanceFinalTeorico });
      saveDb('cajas');
      return ok(answered(register));
    },
  },
];
