// The API's vocabulary: the codes its queries and answers use (spec 01 §3, spec 02 §3). The
// console shows them with its own labels; the demo API answers with them.

/** Academy codes are the academy names exactly as the spec lists them, in its order. */
export const ACTIVE_ACADEMIES = [
  'HERNANI',
  'QUEVEDO',
  'GOYA',
  'ESQUERDO',
  'LOPEZ DE HOYOS',
  'ALCOBENDAS',
  'POZUELO',
  'CORDOBA',
  'VALLADOLID',
  'ALCALA',
  'MAJADAHONDA',
  'ALCORCON',
  'DELICIAS',
  'CLASSFY',
] as const;

export const INACTIVE_ACADEMIES = ['RETIRO'] as const;

/** The academy value that means all of them. */
export const ALL_ACADEMIES = 'TODOS';

/**
 * The 50 Spanish provinces the API knows (spec 02 §3), spelled as the server stores them and
 * in Spanish alphabetical order.
 */
export const PROVINCES: readonly string[] = [
  'A Coruña',
  'Álava/Araba',
  'Albacete',
  'Alicante',
  'Almería',
  'Asturias',
  'Ávila',
  'Badajoz',
  'Barcelona',
  'Bizkaia',
  'Burgos',
  'Cáceres',
  'Cádiz',
  'Cantabria',
  'Castellón',
  'Ciudad Real',
  'Córdoba',
  'Cuenca',
  'Gipuzkoa',
  'Girona',
  'Granada',
  'Guadalajara',
  'Huelva',
  'Huesca',
  'Illes Balears',
  'Jaén',
  'La Rioja',
  'Las Palmas',
  'León',
  'Lleida',
  'Lugo',
  'Madrid',
  'Málaga',
  'Murcia',
  'Navarra',
  'Ourense',
  'Palencia',
  'Pontevedra',
  'Salamanca',
  'Santa Cruz de Tenerife',
  'Segovia',
  'Sevilla',
  'Soria',
  'Tarragona',
  'Teruel',
  'Toledo',
  'Valencia',
  'Valladolid',
  'Zamora',
  'Zaragoza',
];

/** A subject's `tipo`. The spec writes 'CIENCIAS SALUD' and 'CIENCIAS_SALUD': both are read as the latter. */
export const SUBJECT_TYPE_CODES = ['LETRAS', 'CIENCIAS', 'CIENCIAS_SALUD', 'IDIOMAS', 'ARTES', 'OTRAS'] as const;
export const SUBJECT_LEVEL_CODES = ['PRIMARIA', 'SECUNDARIA', 'BACHILLERATO', 'UNIVERSIDAD', 'FP', 'IDIOMA', 'OTRAS'] as const;
export const SUBJECT_SUBLEVEL_CODES = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'INTERNACIONAL'] as const;

/** The kinds of hiring a student pays for: the `{kind}` of the payment calls. */
export const PAYMENT_KINDS = ['pago', 'pago-tarifa', 'pago-intensivo', 'pago-pack-horas'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** The staff roles (spec 02 §3); CONSULTOR is read-only (spec 02 §6). */
export const STAFF_ROLE_CODES = ['USER', 'ADMIN', 'COORDINADOR', 'MARKETING', 'DEVELOPER', 'CONSULTOR'] as const;
export type StaffRole = (typeof STAFF_ROLE_CODES)[number];
