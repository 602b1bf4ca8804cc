import { formatDayRange } from '../../common/format';
import { academyCalls } from '../../contract/centros';
import type { ResourceSchema } from '../../declaration/types';
import { academyAddress, academyOrderKey, isOpen, type Academy } from './academyOrder';
import { CACHED_READS } from '../../dataProvider/readPolicy';

export const academias: ResourceSchema<Academy> = {
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
