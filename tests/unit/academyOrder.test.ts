import { describe, expect, it } from 'vitest';
import { sortRows } from '../../src/common/table/clientRows';
import { academyAddress, academyOrderKey, type Academy } from '../../src/resources/administracion/academyOrder';

const academy = (nombre: string, fechaApertura: string | null, fechaCierre?: string): Academy => ({ id: nombre, nombre, fechaApertura, fechaCierre });

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
      academyAddress({ ...academy('GOYA', '2015-01-10'), direccion: { direccion: 'Calle de Goya 12', codigoPostal: '28001', municipio: { municipio: 'Madrid' } } }),
    ).toBe('Calle de Goya 12, 28001 Madrid');
  });

  it('leaves out what is missing', () => {
    expect(academyAddress({ ...academy('GOYA', null), direccion: { direccion: 'Calle de Goya 12', codigoPostal: null, municipio: { municipio: 'Madrid' } } })).toBe(
      'Calle de Goya 12, Madrid',
    );
    expect(academyAddress(academy('GOYA', null))).toBe('');
  });
});
