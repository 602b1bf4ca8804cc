import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { sortRows } from '../../src/common/table/clientRows';
import { academyRecord } from '../../src/contract/centros';
import type { Academy } from '../../src/contract/centros';
import { academyAddress, academyOrderKey } from '../../src/screens/administracion/academias';
import { readAs } from '../support/contract';

const academy = (nombre: string, fechaApertura: string | null, fechaCierre?: string): Academy =>
  readAs(academyRecord, [{ nombre, fechaApertura, fechaCierre }])[0];

describe('academy order: open academies first, then by opening date', () => {
  it('orders open academies by opening date before the closed ones', () => {
    const academies = [
      academy('RETIRO', '2012-09-01', '2020-06-30'),
      academy('GOYA', '2015-01-10'),
      academy('HERNANI', '2010-03-01'),
      academy('VIEJA', '2005-09-01', '2011-07-31'),
      academy('CLASSFY', null),
      academy('QUEVEDO', '2012-09-01'),
    ];
    const keyed = academies.map((item) => ({ id: item.id, key: academyOrderKey(item) }));
    expect(sortRows(keyed, 'key', 'ASC').map((item) => item.id)).toEqual(['HERNANI', 'QUEVEDO', 'GOYA', 'CLASSFY', 'VIEJA', 'RETIRO']);
  });
});

describe('academyAddress', () => {
  it('joins street, postcode and municipality', () => {
    expect(
      academyAddress(z.parse(academyRecord, { nombre: 'GOYA', direccion: { direccion: 'Calle de Goya 12', codigoPostal: 28001, municipio: { municipio: 'Madrid' } } })),
    ).toBe('Calle de Goya 12, 28001 Madrid');
  });

  it('leaves out what is missing', () => {
    expect(academyAddress(z.parse(academyRecord, { nombre: 'GOYA', direccion: { direccion: 'Calle de Goya 12', municipio: { municipio: 'Madrid' } } }))).toBe(
      'Calle de Goya 12, Madrid',
    );
    // A street sent as an object is no text: left out, never '[object Object]'.
    expect(academyAddress(z.parse(academyRecord, { nombre: 'GOYA', direccion: { direccion: { calle: 'Goya' }, codigoPostal: '28001' } }))).toBe('28001');
    expect(academyAddress(academy('GOYA', null))).toBe('');
  });
});
