// The academies of the network (spec 01 §3), one row each: the fourteen open ones and RETIRO,
// closed. Fixed data: an academy's address or company does not vary with the demo's scale.
import type { Centro } from '../model/administracion';

type Row = [nombre: string, apertura: string, cierre: string | null, telefono: string, sociedad: string, capacidad: number, calle: string, codigoPostal: string, municipio: string];

const ROWS: Row[] = [
  ['HERNANI', '2009-09-01', null, '915 330 412', 'Academias Hernani S.L.', 120, 'Calle de Hernani, 58', '28020', 'Madrid'],
  ['QUEVEDO', '2011-09-05', null, '914 452 190', 'Centro de Estudios Quevedo S.L.', 110, 'Calle de Fuencarral, 128', '28010', 'Madrid'],
  ['GOYA', '2012-01-09', null, '914 018 377', 'Estudios Goya Salamanca S.L.', 140, 'Calle de Goya, 87', '28009', 'Madrid'],
  ['RETIRO', '2013-09-02', '2023-06-30', '914 093 518', 'Academias Hernani S.L.', 70, 'Calle de Menéndez Pelayo, 67', '28009', 'Madrid'],
  ['ESQUERDO', '2014-09-01', null, '915 739 204', 'Formación Esquerdo S.L.', 90, 'Calle del Doctor Esquerdo, 146', '28007', 'Madrid'],
  ['LOPEZ DE HOYOS', '2015-09-07', null, '914 156 823', 'Academia Prosperidad S.L.', 85, 'Calle de López de Hoyos, 135', '28002', 'Madrid'],
  ['ALCOBENDAS', '2016-09-05', null, '916 612 045', 'Estudios Norte Alcobendas S.L.', 80, 'Calle de la Marquesa Viuda de Aldama, 12', '28100', 'Alcobendas'],
  ['POZUELO', '2017-09-04', null, '913 512 760', 'Formación Oeste Pozuelo S.L.', 75, 'Avenida de Europa, 19', '28224', 'Pozuelo de Alarcón'],
  ['CORDOBA', '2018-09-03', null, '957 471 238', 'Academias del Sur Córdoba S.L.', 70, 'Avenida del Gran Capitán, 23', '14008', 'Córdoba'],
  ['VALLADOLID', '2019-09-02', null, '983 305 617', 'Estudios Castilla Valladolid S.L.', 70, 'Calle de Santiago, 34', '47001', 'Valladolid'],
  ['CLASSFY', '2020-04-14', null, '910 000 100', 'Classfy Online S.L.', 300, 'Calle de Orense, 34', '28020', 'Madrid'],
  ['ALCALA', '2020-09-07', null, '918 832 594', 'Academia Complutum S.L.', 65, 'Calle Mayor, 42', '28801', 'Alcalá de Henares'],
  ['MAJADAHONDA', '2021-09-06', null, '916 384 912', 'Formación Majadahonda S.L.', 60, 'Gran Vía, 21', '28220', 'Majadahonda'],
  ['ALCORCON', '2022-09-05', null, '916 437 281', 'Estudios Sur Alcorcón S.L.', 60, 'Calle Mayor, 55', '28921', 'Alcorcón'],
  ['DELICIAS', '2023-01-09', null, '915 278 046', 'Academia Arganzuela S.L.', 80, 'Paseo de las Delicias, 92', '28045', 'Madrid'],
];

export function seedCentros(): Centro[] {
  return ROWS.map(([nombre, fechaApertura, fechaCierre, telefono, sociedad, capacidad, direccion, codigoPostal, municipio]) => ({
    nombre,
    fechaApertura,
    fechaCierre,
    telefono,
    sociedad,
    capacidad,
    direccion: { direccion, codigoPostal, municipio: { municipio } },
  }));
}
