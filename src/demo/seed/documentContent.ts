// What a generated document holds when it is fetched: its column headers and rows, built from
// the document's id, kind and month, so they are the same at every fetch and need no storage.
// Each document's last column is a free-text note, and its first rows carry the notes that
// test a CSV writer: one with the separator ';', one with a line break, one starting with '='
// (which a spreadsheet would take for a formula).
import { pad2 } from '../text';
import { ACTIVE_ACADEMIES } from '../../contract/vocabulary';
import { getDaysInMonth } from 'date-fns';
import type { DocumentKind, DocumentoCsv } from '../model/administracion';
import { createRandom, seedFrom, type Random } from '../random';
import { personOf } from './people';

export type Cell = string | number | null;

export interface DocumentContent {
  titulo: string;
  cabeceras: string[];
  datos: Cell[][];
}

const TRICKY_NOTES = [
  'Pagará en dos plazos; el segundo a final de mes',
  'Llamar a la madre\nNo contesta por las mañanas',
  '=Revisar con dirección',
];
const NOTES = ['Avisado por teléfono', 'Pendiente de confirmar', 'Revisado', 'Enviado por correo', 'Sin incidencias'];

const SUBJECTS = ['Matemáticas', 'Lengua', 'Inglés', 'Física y Química', 'Biología', 'Historia', 'Química', 'Economía'];
const UNIVERSITY = ['Cálculo I', 'Álgebra Lineal', 'Estadística', 'Física I', 'Contabilidad Financiera', 'Microeconomía'];
const ENGLISH_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];
const CONCEPTS = ['Tarifa mensual', 'Pack 10 horas', 'Intensivo de verano', 'Clase suelta', 'Matrícula'];
const PAYMENT_KINDS = ['pago', 'pago-tarifa', 'pago-intensivo', 'pago-pack-horas'];
const LEAD_STATES = ['PENDIENTE', 'EN_CURSO', 'PRUEBA', 'GANADO', 'PERDIDO'];
const CHURN_REASONS = ['Aprobó la asignatura', 'Precio', 'Cambio de domicilio', 'Horarios', 'Sin motivo indicado'];
const COURSES = ['Inglés B1 - Preparación PET', 'Inglés B2 - Preparación First (FCE)', 'Preparación EvAU - Matemáticas II', 'Técnicas de estudio'];

/** Helpers for the rows of one document. */
interface Rows {
  random: Random;
  /** 'yyyy-MM-dd' of a day of the document's month (or, for the others, of the month it was made in). */
  day(): string;
  person(): string;
  academy(): string;
  /** Euros with 2 decimals. */
  money(min: number, max: number): number;
}

interface Layout {
  cabeceras: string[];
  /** How many rows: the academies for the per-academy analyses, else a random count. */
  rows: number | 'academies';
  row(rows: Rows, index: number): Cell[];
}

const nif = (random: Random) => `${random.int(10_000_000, 99_999_999)}${random.pick([...'TRWAGMYFPDXBNJZSQVHLCKE'])}`;

const LAYOUTS: Record<DocumentKind, Layout> = {
  'pending-invoices': {
    cabeceras: ['Alumno', 'Centro', 'Concepto', 'Fecha de pago', 'Importe', 'Observaciones'],
    rows: 12,
    row: (r) => [r.person(), r.academy(), r.random.pick(CONCEPTS), r.day(), r.money(40, 400)],
  },
  'pending-payments': {
    cabeceras: ['Alumno', 'Centro', 'Concepto', 'Tipo', 'Importe', 'Deuda', 'Observaciones'],
    rows: 15,
    row: (r) => {
      const amount = r.money(60, 450);
      return [r.person(), r.academy(), r.random.pick(CONCEPTS), r.random.pick(PAYMENT_KINDS), amount, Math.round(amount * r.random.int(20, 100)) / 100];
    },
  },
  'pending-feedbacks': {
    cabeceras: ['Lead', 'Centro', 'Estado', 'Último contacto', 'Próximo contacto', 'Observaciones'],
    rows: 20,
    row: (r) => {
      const state = r.random.pick(LEAD_STATES);
      const closed = state === 'GANADO' || state === 'PERDIDO';
      return [r.person(), r.academy(), state, r.day(), closed ? null : r.day()];
    },
  },
  'student-certificates': {
    cabeceras: ['Alumno', 'Centro', 'Formación', 'Fecha', 'Observaciones'],
    rows: 10,
    row: (r) => [r.person(), r.academy(), r.random.pick(COURSES), r.day()],
  },
  'feedback-analysis': {
    cabeceras: ['Centro', 'Leads', 'Matrículas', 'Conversión (%)', 'Inversión', 'Ingresos', 'ROI', 'Comentario'],
    rows: 'academies',
    row: (r, i) => {
      const leads = r.random.int(20, 90);
      const enrolled = r.random.int(3, Math.floor(leads / 2));
      const spent = r.money(200, 1500);
      const income = r.money(1500, 9000);
      return [ACTIVE_ACADEMIES[i], leads, enrolled, Math.round((enrolled / leads) * 10_000) / 100, spent, income, Math.round((income / spent) * 100) / 100];
    },
  },
  'accounting-analysis': {
    cabeceras: ['Centro', 'Ingresos', 'Gastos de personal', 'Alquiler', 'Suministros', 'Marketing', 'Resultado', 'Comentario'],
    rows: 'academies',
    row: (r, i) => {
      const costs = [r.money(6000, 14_000), r.money(1500, 4000), r.money(300, 900), r.money(200, 1500)];
      const income = r.money(12_000, 30_000);
      return [ACTIVE_ACADEMIES[i], income, ...costs, Math.round((income - costs.reduce((a, b) => a + b)) * 100) / 100];
    },
  },
  'cashflow-analysis': {
    cabeceras: ['Centro', 'Saldo inicial', 'Cobros', 'Pagos', 'Saldo final', 'Comentario'],
    rows: 'academies',
    row: (r, i) => {
      const [start, income, paid] = [r.money(2000, 20_000), r.money(10_000, 30_000), r.money(8000, 28_000)];
      return [ACTIVE_ACADEMIES[i], start, income, paid, Math.round((start + income - paid) * 100) / 100];
    },
  },
  'churning-students': {
    cabeceras: ['Alumno', 'Centro', 'Asignatura', 'Última clase', 'Meses de alta', 'Motivo', 'Observaciones'],
    rows: 14,
    row: (r) => [r.person(), r.academy(), r.random.pick(SUBJECTS), r.day(), r.random.int(1, 30), r.random.pick(CHURN_REASONS)],
  },
  'product-analisis-english': {
    cabeceras: ['Nivel', 'Centro', 'Alumnos', 'Horas', 'Ingresos', 'Aprobados', 'Comentario'],
    rows: 18,
    row: (r) => {
      const students = r.random.int(2, 25);
      return [r.random.pick(ENGLISH_LEVELS), r.academy(), students, students * r.random.int(4, 12), r.money(300, 5000), r.random.int(0, students)];
    },
  },
  'product-analisis-university': {
    cabeceras: ['Asignatura', 'Centro', 'Alumnos', 'Horas', 'Ingresos', 'Comentario'],
    rows: 16,
    row: (r) => {
      const students = r.random.int(1, 15);
      return [r.random.pick(UNIVERSITY), r.academy(), students, students * r.random.int(4, 16), r.money(200, 4000)];
    },
  },
  'bank-wires-analysis': {
    cabeceras: ['Fecha', 'Ordenante', 'Concepto', 'Importe', 'Centro', 'Asignada', 'Observaciones'],
    rows: 25,
    row: (r) => {
      const assigned = r.random.chance(0.7);
      return [r.day(), r.person(), `Clases ${r.random.pick(SUBJECTS)}`, r.money(50, 600), assigned ? r.academy() : null, assigned ? 'Sí' : 'No'];
    },
  },
  'student-level-checks': {
    cabeceras: ['Alumno', 'Centro', 'Asignatura', 'Fecha', 'Nivel', 'Resultado', 'Observaciones'],
    rows: 12,
    row: (r) => [r.person(), r.academy(), 'Inglés', r.day(), r.random.pick(ENGLISH_LEVELS), r.random.int(30, 100)],
  },
  'incomplete-attendances': {
    cabeceras: ['Alumno', 'Profesor', 'Centro', 'Fecha', 'Hora', 'Asignatura', 'Observaciones'],
    rows: 22,
    row: (r) => [r.person(), r.person(), r.academy(), r.day(), `${pad2(r.random.int(9, 20))}:${r.random.pick(['00', '30'])}`, r.random.pick(SUBJECTS)],
  },
  'issued-invoices': {
    cabeceras: ['Número', 'Fecha', 'Cliente', 'NIF', 'Concepto', 'Base imponible', 'IVA', 'Total', 'Observaciones'],
    rows: 30,
    row: (r, i) => {
      const base = r.money(40, 500);
      const tax = Math.round(base * 21) / 100;
      return [`F${r.day().slice(0, 4)}-${String(i + 1).padStart(5, '0')}`, r.day(), r.person(), nif(r.random), r.random.pick(CONCEPTS), base, tax, Math.round((base + tax) * 100) / 100];
    },
  },
};

export function documentContent(document: DocumentoCsv): DocumentContent {
  const random = createRandom(seedFrom(`documento-${document.id}`));
  const month = document.mes ?? document.fecha.slice(0, 7);
  const days = getDaysInMonth(new Date(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1));
  const rows: Rows = {
    random,
    day: () => `${month}-${pad2(random.int(1, days))}`,
    person: () => personOf(random).nombre,
    academy: () => random.pick(ACTIVE_ACADEMIES),
    money: (min, max) => random.int(min * 100, max * 100) / 100,
  };
  const layout = LAYOUTS[document.documento];
  const count = layout.rows === 'academies' ? ACTIVE_ACADEMIES.length : Math.max(TRICKY_NOTES.length, Math.round(layout.rows * (random.int(50, 150) / 100)));
  const datos = Array.from({ length: count }, (_, i) => {
    const note = i < TRICKY_NOTES.length ? TRICKY_NOTES[i] : random.chance(0.4) ? random.pick(NOTES) : null;
    return [...layout.row(rows, i), note];
  });
  return { titulo: document.titulo, cabeceras: [...layout.cabeceras], datos };
}
