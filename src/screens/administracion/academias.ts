// The academies' table (spec 02 §2): open academies first, then by opening date; the address
// as street, postcode and municipality.
import { formatDayRange } from '../../common/format';
import { academyCalls, type Academy } from '../../contract/centros';
import type { ResourceSchema } from '../../declaration/types';
import { CACHED_READS } from '../../dataProvider/readPolicy';
import type { ScreenMenu } from '../../screenFile/format';

export const isOpen = (academy: Academy): boolean => !academy.fechaCierre;

/**
 * The academies' order as one text: '0' for open and '1' for closed, then the ISO opening
 * date (which sorts as text); one without an opening date goes last among its kind.
 */
export function academyOrderKey(academy: Academy): string {
  return `${isOpen(academy) ? '0' : '1'}|${academy.fechaApertura || '9999'}`;
}

/** 'Calle Goya 12, 28001 Madrid': the parts there are, in that order. */
export function academyAddress(academy: Academy): string {
  const address = academy.direccion;
  if (!address) return '';
  const place = [address.codigoPostal, address.municipio?.municipio].filter(Boolean).join(' ');
  return [address.direccion, place].filter(Boolean).join(', ');
}

/** Its menu entry, read at build time: written out as data. */
export const menu: ScreenMenu = { title: 'Academias', icon: 'apartment', before: '/administracion/asignaturas' };

export const declaration: ResourceSchema<Academy> = {
  name: 'administracion/academias',
  readPolicy: CACHED_READS,
  // Academies come without an id: the contract names each by its name.
  endpoints: { list: { call: academyCalls.list } },
  list: {
    title: 'Academias',
    columns: [
      { source: 'nombre', label: 'Nombre' },
      {
        source: 'fechaApertura',
        key: 'apertura',
        label: 'Apertura/Cierre',
        type: 'badge',
        badge: (academy) => (isOpen(academy) ? { label: 'Activo', color: 'success' } : undefined),
        value: (academy) => formatDayRange(academy.fechaApertura, academy.fechaCierre),
        sortValue: academyOrderKey,
      },
      { source: 'telefono', label: 'Teléfono' },
      { source: 'direccion', label: 'Dirección', value: academyAddress },
      { source: 'sociedad', label: 'Sociedad' },
      { source: 'capacidad', label: 'Capacidad' },
    ],
    search: (academy) => [academy.nombre, academy.telefono, academyAddress(academy), academy.sociedad],
    // Open academies first, then by opening date.
    sort: { field: 'apertura', order: 'ASC' },
    exportName: 'academias',
    loadErrorTitle: 'Error al recuperar los datos de academias',
  },
};
