// The students' payments and incomes (spec 02 §7, accounting): the pending and modified lists of
// a month, each kind's hirings of a student and their details, the modifications of an amount,
// the deletion of a plain payment, and the student incomes' edit, unassignment and deletion,
// refused as the real API refuses them (spec 02 §4-§5).
import { addEuros, pad2, signedEuros, spanishDateTime, sumEuros, toCents } from '../text';
import {
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  PAYMENT_TYPE_OF_KIND,
  TRANSFER,
  type PaymentKind,
  type PaymentMethod,
} from '../../contract/vocabulary';
import { getDb, saveDb } from '../db';
import { isoDateTime } from '../isoDate';
import type { Alumno } from '../model/alumnos';
import type { DemoIngreso, DemoPago } from '../model/contabilidad';
import { readAcademyMonth, readId } from '../params';
import { createRandom, seedFrom } from '../random';
import { fail, ok, type Query } from '../respond';
import type { DemoRoute } from '../route';

const ACCOUNTING = '/api/core/contabilidad';
const INCOMES = '/api/core/alumnos/contabilidad/ingreso-alumno';
const AMOUNT = /^-?\d+(\.\d{1,2})?$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/;

const nameOf = (alumno: Alumno | undefined) => (alumno ? `${alumno.nombre} ${alumno.apellidos}` : '');

function studentsById(): Map<number, Alumno> {
  return new Map(getDb().alumnos.map((alumno) => [alumno.id, alumno]));
}

const incomesOf = (pago: DemoPago) => getDb().ingresosAlumno.filter((ingreso) => ingreso.pagoId === pago.id);
const modificationOf = (pago: DemoPago) => sumEuros(pago.modificaciones.map((change) => change.importe));
const currentAmount = (pago: DemoPago) => addEuros(pago.importeInicial, modificationOf(pago));
const debtOf = (pago: DemoPago, ingresos = incomesOf(pago)) => addEuros(currentAmount(pago), -sumEuros(ingresos.map((ingreso) => ingreso.importe)));

/** The payments of a month ('yyyy-MM') of one academy. */
function paymentsOfMonth(query: Query): DemoPago[] {
  const { month, centro } = readAcademyMonth(query);
  return getDb().pagos.filter((pago) => pago.centro === centro && pago.fecha.startsWith(month));
}

function findPayment(query: Query, kind?: PaymentKind): DemoPago {
  const id = readId(query, 'id', 'El identificador del pago es obligatorio', 'El identificador del pago no es válido');
  const pago = getDb().pagos.find((candidate) => candidate.id === id && (!kind || candidate.kind === kind));
  if (!pago) throw fail('El pago no existe');
  return pago;
}

const SUBJECTS = [
  ['Matemáticas', 'BACHILLERATO'],
  ['Física', 'BACHILLERATO'],
  ['Lengua', 'SECUNDARIA'],
  ['Inglés', 'IDIOMA'],
  ['Química', 'UNIVERSIDAD'],
] as const;

/** The classes a payment's student attended, as the attendance records price them: the same on every call. */
function attendanceResults(pago: DemoPago, today: Date) {
  const random = createRandom(seedFrom(`asistencias-${pago.id}`));
  const [year, month] = pago.fecha.split('-').map(Number);
  const lastDay = year === today.getFullYear() && month === today.getMonth() + 1 ? today.getDate() : new Date(year, month, 0).getDate();
  const count = Math.min(random.int(2, 6), lastDay);
  const base = toCents(pago.importeInicial) / random.int(4, 6);
  return Array.from({ length: count }, (_, index) => {
    const [asignatura, nivel] = random.pick(SUBJECTS);
    const individual = random.chance(0.4);
    const day = Math.max(1, Math.round(((index + 1) * lastDay) / count));
    return {
      precio: Math.round(base * (individual ? 1.2 : 0.9)) / 100,
      explicacion: individual ? 'Clase individual' : 'Clase en grupo',
      asistencia: {
        id: pago.id * 10 + index,
        fecha: `${year}-${pad2(month)}-${pad2(day)}`,
        hora: `${pad2(random.int(16, 20))}:00`,
        asignatura,
        nivel,
        clase: individual ? 'Individual' : `Grupo ${random.int(1, 4)}`,
      },
    };
  });
}

function detailsOf(pago: DemoPago) {
  const ingresos = incomesOf(pago);
  const importePago = currentAmount(pago);
  const resultados = attendanceResults(pago, new Date());
  return {
    id: pago.id,
    tipo: PAYMENT_TYPE_OF_KIND[pago.kind],
    concepto: pago.concepto,
    centro: pago.centro,
    fecha: pago.fecha,
    codigosPromocionales: pago.codigosPromocionales,
    importePago,
    modificacion: modificationOf(pago),
    matricula: pago.matricula,
    ingresos: ingresos.map((ingreso) => ({
      concepto: ingreso.concepto,
      centro: ingreso.centro,
      fecha: ingreso.fechaIngreso,
      importePago,
      codigoFactura: ingreso.factura?.codigo ?? null,
      nombreFactura: ingreso.factura?.nombre ?? null,
      identificacionFactura: ingreso.factura?.identificacion ?? null,
      fechaFactura: ingreso.factura?.fecha ?? null,
      conceptoFactura: ingreso.factura?.concepto ?? null,
      importe: ingreso.importe,
    })),
    modificaciones: pago.modificaciones,
    resultado: {
      importeAlternativo: pago.importeAlternativo,
      justificacionImporte: pago.justificacionImporte,
      resultados,
      ventaTeorica: sumEuros(resultados.map((result) => result.precio)),
      deudaMes: debtOf(pago, ingresos),
    },
  };
}

function paymentRoutesOf(kind: PaymentKind): DemoRoute[] {
  return [
    {
      method: 'GET',
      path: `${ACCOUNTING}/${kind}/list/alumno`,
      answer(query) {
        const alumno = readId(query, 'alumno', 'El alumno es obligatorio', 'El alumno no es válido');
        const hirings = getDb().pagos.filter((pago) => pago.alumnoId === alumno && pago.kind === kind);
        return ok(hirings.map((pago) => ({ id: pago.id, concepto: pago.concepto, centro: pago.centro, fecha: pago.fecha, importe: currentAmount(pago) })));
      },
    },
    {
      method: 'GET',
      path: `${ACCOUNTING}/${kind}/details`,
      answer: (query) => ok(detailsOf(findPayment(query, kind))),
    },
    {
      method: 'PUT',
      path: `${ACCOUNTING}/${kind}`,
      answer(query) {
        const pago = findPayment(query, kind);
        const justificacion = query.required('justificacion', 'La justificación es obligatoria');
        const text = query.required('importe', 'El importe es obligatorio');
        if (!AMOUNT.test(text)) throw fail('El importe no es válido');
        if (toCents(Number(text)) === 0) throw fail('El importe de la modificación no puede ser 0');
        pago.modificaciones.push({ fecha: isoDateTime(new Date()), importe: Number(text), justificacion });
        saveDb('pagos');
        return ok(detailsOf(pago));
      },
    },
  ];
}

/** An income as the API answers it. */
function answeredIncome(ingreso: DemoIngreso) {
  return {
    id: ingreso.id,
    importe: ingreso.importe,
    concepto: ingreso.concepto,
    formaPago: ingreso.formaPago,
    fechaIngreso: ingreso.fechaIngreso,
    fecha: ingreso.fechaIngreso.slice(0, 10),
    hora: ingreso.fechaIngreso.slice(11, 16),
    observaciones: ingreso.observaciones,
    centro: ingreso.centro,
    codigoFactura: ingreso.factura?.codigo ?? null,
    asignado: ingreso.pagoId !== null,
  };
}

function findIncome(query: Query): DemoIngreso {
  const id = readId(query, 'id', 'El identificador del ingreso es obligatorio', 'El identificador del ingreso no es válido');
  const ingreso = getDb().ingresosAlumno.find((candidate) => candidate.id === id);
  if (!ingreso) throw fail('El ingreso no existe');
  return ingreso;
}

/** A transfer's new moment, 'yyyy-MM-ddTHH:mm:ss' of a real date and time. */
function readTransferMoment(text: string): string {
  const match = DATE_TIME.exec(text);
  const [year, month, day, hours, minutes] = match ? match.slice(1, 6).map(Number) : [0, 0, 0, 0, 0];
  const date = new Date(year, month - 1, day, hours, minutes);
  if (!match || date.getDate() !== day || date.getMonth() !== month - 1 || hours > 23 || minutes > 59) throw fail('La fecha no es válida');
  return text;
}

export const pagosRoutes: DemoRoute[] = [
  {
    method: 'GET',
    path: `${ACCOUNTING}/pago/list/pending`,
    answer(query) {
      const students = studentsById();
      const pending = paymentsOfMonth(query).flatMap((pago) => {
        const deuda = debtOf(pago);
        if (toCents(deuda) <= 0) return [];
        const { id, concepto, centro } = pago;
        return [{ id, alumno: nameOf(students.get(pago.alumnoId)), concepto, centro, tipo: PAYMENT_TYPE_OF_KIND[pago.kind], importe: currentAmount(pago), deuda }];
      });
      return ok(pending);
    },
  },
  {
    method: 'GET',
    path: `${ACCOUNTING}/pago/list/modified`,
    answer(query) {
      const students = studentsById();
      const modified = paymentsOfMonth(query)
        .filter((pago) => pago.modificaciones.length > 0)
        .map((pago) => ({
          id: pago.id,
          alumno: nameOf(students.get(pago.alumnoId)),
          concepto: pago.concepto,
          fecha: pago.fecha,
          importe: currentAmount(pago),
          modificacion: modificationOf(pago),
          modificaciones: pago.modificaciones.map(
            (change) => `${spanishDateTime(change.fecha)}: ${signedEuros(change.importe)} (${change.justificacion})`,
          ),
        }));
      return ok(modified);
    },
  },
  {
    method: 'DELETE',
    path: `${ACCOUNTING}/pago`,
    answer(query) {
      const pago = findPayment(query);
      const today = new Date();
      if (pago.kind !== 'pago') throw fail('Solo se pueden borrar los pagos');
      if (pago.fecha.slice(0, 7) !== `${today.getFullYear()}-${pad2(today.getMonth() + 1)}`) throw fail('Solo se puede borrar un pago en su mismo mes');
      if (pago.matricula) throw fail('El pago forma parte de una matrícula y no puede borrarse');
      if (incomesOf(pago).length > 0) throw fail('El pago tiene ingresos asignados y no puede borrarse');
      const db = getDb();
      db.pagos.splice(db.pagos.indexOf(pago), 1);
      saveDb('pagos');
      return ok(null);
    },
  },
  ...PAYMENT_KINDS.flatMap(paymentRoutesOf),
  {
    method: 'GET',
    path: `${INCOMES}/list/alumno`,
    answer(query) {
      const alumno = readId(query, 'alumno', 'El alumno es obligatorio', 'El alumno no es válido');
      return ok(getDb().ingresosAlumno.filter((ingreso) => ingreso.alumnoId === alumno).map(answeredIncome));
    },
  },
  {
    method: 'PUT',
    path: INCOMES,
    answer(query) {
      const ingreso = findIncome(query);
      const importeText = query.required('importe', 'El importe es obligatorio');
      if (!AMOUNT.test(importeText) || toCents(Number(importeText)) <= 0) throw fail('El importe no es válido');
      const concepto = query.required('concepto', 'El concepto es obligatorio');
      const formaPago = query.required('forma_pago', 'La forma de pago es obligatoria') as PaymentMethod;
      if (!PAYMENT_METHODS.includes(formaPago)) throw fail('La forma de pago no es válida');
      const centro = query.required('centro', 'El centro es obligatorio');
      if (!getDb().centros.some((academy) => academy.nombre === centro)) throw fail('El centro no existe');
      const fecha = query.optional('fecha');
      if (fecha !== undefined && formaPago !== TRANSFER) throw fail('La fecha solo puede cambiarse en las transferencias');
      Object.assign(ingreso, {
        importe: Number(importeText),
        concepto,
        formaPago,
        centro,
        observaciones: query.optional('observaciones') ?? null,
        fechaIngreso: fecha === undefined ? ingreso.fechaIngreso : readTransferMoment(fecha),
      });
      saveDb('ingresosAlumno');
      return ok(answeredIncome(ingreso));
    },
  },
  {
    method: 'PUT',
    path: `${INCOMES}/unassign`,
    answer(query) {
      const ingreso = findIncome(query);
      if (ingreso.pagoId === null) throw fail('El ingreso no está asignado a ningún pago');
      ingreso.pagoId = null;
      saveDb('ingresosAlumno');
      return ok(answeredIncome(ingreso));
    },
  },
  {
    method: 'DELETE',
    path: INCOMES,
    answer(query) {
      const ingreso = findIncome(query);
      if (ingreso.factura) throw fail('El ingreso está facturado y no puede borrarse');
      if (ingreso.pagoId !== null) throw fail('El ingreso está asignado a un pago y no puede borrarse');
      const db = getDb();
      db.ingresosAlumno.splice(db.ingresosAlumno.indexOf(ingreso), 1);
      saveDb('ingresosAlumno');
      return ok(null);
    },
  },
];
