// The demo API's students (spec 02 §7): the search the accounting screens use (from 3 characters,
// spec 02 §5) and the records opened in a month that the clients screens list.
import { format, subMonths } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/dataProvider/ApiError';
import type { Alumno } from '../../src/demo/model/alumnos';
import { setUpDemoApi } from '../support/demoApi';

/** A student as the demo answers it: its record without the day it was opened. */
type Student = Omit<Alumno, 'fechaAlta'>;

const { api } = setUpDemoApi();
const SEARCH = '/api/core/alumnos/alumno/list/search';
const NEW = '/api/core/alumnos/alumno/list/new';
const FIELDS = [
  'id', 'nombre', 'apellidos', 'fechaNacimiento', 'dni', 'codigoPostal', 'email', 'telefonoFijo', 'telefonoMovil', 'centro',
  'tutor1', 'tutor2', 'facturacion', 'condicionesUrl', 'rgpdUrl',
].sort();


describe('student search', () => {
  it('finds students by name or surname, ignoring case and accents, with the fields of spec 02 §3', async () => {
    const found = await api<Student[]>('GET', SEARCH, { filtro: 'garcia' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(50);
    for (const student of found) {
      expect(Object.keys(student).sort()).toEqual(FIELDS);
      expect(`${student.nombre} ${student.apellidos} ${student.email ?? ''}`.toLowerCase()).toMatch(/garc[ií]a/);
    }
  });

  it('refuses a filter under 3 characters', async () => {
    await expect(api('GET', SEARCH, { filtro: 'ga' })).rejects.toBeInstanceOf(ApiError);
  });
});

describe('new student records', () => {
  it('lists the records an academy opened in a month, complete and incomplete, with valid DNIs', async () => {
    const lastMonth = subMonths(new Date(), 1);
    const students = await api<Student[]>('GET', NEW, { mes: format(lastMonth, 'MM/yyyy'), centro: 'QUEVEDO' });
    expect(students.length).toBeGreaterThan(0);
    expect(students.every((student) => student.centro === 'QUEVEDO')).toBe(true);
    expect(students.some((student) => student.rgpdUrl === null || student.facturacion === null)).toBe(true);
    const letters = 'TRWAGMYFPDXBNJZSQVHLCKE';
    for (const { dni } of students) {
      if (dni) expect(dni[8]).toBe(letters[Number(dni.slice(0, 8)) % 23]);
    }
  });

  it('has none in a month before the records start', async () => {
    expect(await api<Student[]>('GET', NEW, { mes: format(subMonths(new Date(), 30), 'MM/yyyy'), centro: 'QUEVEDO' })).toEqual([]);
  });
});
