// The API's vocabulary: the codes its queries and answers use (spec 01 §3, spec 02 §3). The
// console shows them with its own labels; the demo API answers with them. Plain values only: the
// demo imports them without evaluating a schema.

// ---------------------------------------------------------------------------------------------
// Academies, provinces and subjects.

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

// ---------------------------------------------------------------------------------------------
// Staff.

/** The staff roles (spec 02 §3); CONSULTOR is read-only (spec 02 §6). */
export const STAFF_ROLE_CODES = ['USER', 'ADMIN', 'COORDINADOR', 'MARKETING', 'DEVELOPER', 'CONSULTOR'] as const;
export type StaffRole = (typeof STAFF_ROLE_CODES)[number];

/** Spec 02 §3: the teaching roles. */
export const TEACHER_ROLE_CODES = ['PROFESOR', 'PROFESOR_BRAIN'] as const;

// ---------------------------------------------------------------------------------------------
// Marketing: the codes the marketing calls speak.

/** A lead's estado, the feedback state of its last contact (spec 01 §4). */
export const LEAD_STATE_CODES = ['LEAD', 'LEAD_NO_VALIDO', 'PRUEBA', 'LEAD_CUALIFICADO', 'CLIENTE_CAPTADO', 'CLIENTE_PERDIDO'] as const;
export type LeadState = (typeof LEAD_STATE_CODES)[number];

/** The attendance of a booked trial class: VIENE makes it a trial done (spec 01 §4); NO_VIENE is ours. */
export const ATTENDANCE_CODES = ['VIENE', 'NO_VIENE'] as const;
export const ATTENDANCE_CAME = 'VIENE';

/** How a lead heard of the academies (comoConoce, como_conoce), spec 02 §9, in its order. */
export const HOW_THEY_HEARD_CODES = [
  'FORMULARIO_WEB',
  'PRUEBA_AUTOMATICA',
  'GOOGLE',
  'CALLE',
  'RECOMENDACION',
  'FAMILIAR',
  'ANTIGUO_ALUMNO',
  'GOOGLE_MAPS',
  'FOLLETO',
  'FACEBOOK',
  'INSTAGRAM',
  'TIKTOK',
  'ACUERDOS_CORPORATIVOS',
  'OTRA',
] as const;

/**
 * The eight student goals of spec 02 §9 (objetivos, objetivo), in its order. The spec describes
 * them without codes: these are the console's, upper case with underscores as the API writes its
 * other codes.
 */
export const OBJECTIVE_CODES = [
  'NO_APLICA',
  'APROBAR_ASIGNATURA',
  'APROBAR_CURSO',
  'APROBAR_SELECTIVIDAD',
  'MEJORAR_IDIOMA',
  'MEJORAR_ASIGNATURA',
  'APROBAR_EXAMEN_ESPECIFICO',
  'OTRO',
] as const;
export type Objective = (typeof OBJECTIVE_CODES)[number];

/** What the server writes for an objective nobody stated (spec 01 §3). */
export const UNSTATED = '--';

/** Education levels (tipologiaAcademica). */
export const EDUCATION_LEVEL_CODES = ['PRIMARIA', 'ESO', 'BACHILLERATO', 'UNIVERSIDAD', 'FP', 'OTROS'] as const;

/** How a lead got in touch (formaContacto). */
export const CONTACT_METHOD_CODES = ['TELEFONO', 'WEB', 'EMAIL', 'PRESENCIAL', 'WHATSAPP'] as const;

// ---------------------------------------------------------------------------------------------
// Accounting: payments, incomes and cash registers.

/** The kinds of hiring a student pays for: the `{kind}` of the payment calls (`/contabilidad/{kind}/…`). */
export const PAYMENT_KINDS = ['pago', 'pago-tarifa', 'pago-intensivo', 'pago-pack-horas'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** A payment's `tipo` in the lists and details, as the promo codes' compatibilities name them. */
export const PAYMENT_TYPE_CODES = ['PAGO', 'TARIFA', 'INTENSIVO', 'PACK'] as const;
export type PaymentType = (typeof PAYMENT_TYPE_CODES)[number];

/** The type each kind is named by. */
export const PAYMENT_TYPE_OF_KIND: Record<PaymentKind, PaymentType> = {
  pago: 'PAGO',
  'pago-tarifa': 'TARIFA',
  'pago-intensivo': 'INTENSIVO',
  'pago-pack-horas': 'PACK',
};

/** Payment methods of an income (spec 02 §3). */
export const PAYMENT_METHODS = ['EFECTIVO', 'TARJETA', 'TRANSFERENCIA'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The only method whose date may be changed. */
export const TRANSFER: PaymentMethod = 'TRANSFERENCIA';

/** A cash register's states (spec 02 §3). */
export const CASH_STATE_CODES = ['SIN_ABRIR', 'ABIERTA', 'CERRADA'] as const;
export type CashState = (typeof CASH_STATE_CODES)[number];

// ---------------------------------------------------------------------------------------------
// Clients: ratings.

/** The rating scale, MUY_NEGATIVA to MUY_POSITIVA for 1 to 5 (spec 02 §3). */
export const RATING_VALUES = ['MUY_NEGATIVA', 'NEGATIVA', 'NEUTRAL', 'POSITIVA', 'MUY_POSITIVA'] as const;
export type RatingValue = (typeof RATING_VALUES)[number];

// ---------------------------------------------------------------------------------------------
// Administration: promo codes, the internal calendar, opening hours and CSV documents.

/** A dynamic promo code's `tipo`, and the payment types it may apply to (`compatibilidad`). */
export const PROMO_TYPE_CODES = ['SEGUIMIENTO', 'DESCUENTO_PRECIO', 'DESCUENTO_PORCENTAJE', 'HORAS_GRATIS'] as const;
export type PromoType = (typeof PROMO_TYPE_CODES)[number];
export const PROMO_COMPATIBILITY_CODES = PAYMENT_TYPE_CODES;
export type PromoCompatibility = PaymentType;

/** Spec 02 §3: the kinds of internal event. */
export const EVENT_TYPE_CODES = ['COMUNICADO', 'ALERTA', 'AVISO', 'NOTIFICACION', 'RECORDATORIO'] as const;
export type EventType = (typeof EVENT_TYPE_CODES)[number];

/** Two digits, as the slots write their hours. */
const pad = (value: number) => String(value).padStart(2, '0');
/** The hours at which slots start, 06 to 22. */
const START_HOURS = Array.from({ length: 17 }, (_, index) => 6 + index);

/** One-hour slots from 06:00-07:00 to 22:00-23:00 (17), as the API names them. */
export const WHOLE_HOUR_SLOTS: readonly string[] = START_HOURS.map((hour) => `${pad(hour)}:00-${pad(hour + 1)}:00`);
/** The same shifted by half an hour, 06:30-07:30 to 22:30-23:30 (17). */
export const HALF_HOUR_SLOTS: readonly string[] = START_HOURS.map((hour) => `${pad(hour)}:30-${pad(hour + 1)}:30`);
/** Every slot a day can be given, in order of start (34). */
export const OPENING_SLOTS: readonly string[] = START_HOURS.flatMap((_, index) => [WHOLE_HOUR_SLOTS[index], HALF_HOUR_SLOTS[index]]);

/** The CSV documents: the `{document}` of their request, in the spec's order. */
export const DOCUMENT_KIND_CODES = [
  'pending-invoices',
  'pending-payments',
  'pending-feedbacks',
  'student-certificates',
  'feedback-analysis',
  'accounting-analysis',
  'cashflow-analysis',
  'churning-students',
  'product-analisis-english',
  'product-analisis-university',
  'bank-wires-analysis',
  'student-level-checks',
  'incomplete-attendances',
  'issued-invoices',
] as const;
export type DocumentKind = (typeof DOCUMENT_KIND_CODES)[number];

/** Spec 02 §5: these need no month; every other document is asked for one (`mes`). */
export const DOCUMENTS_WITHOUT_MONTH: readonly DocumentKind[] = ['pending-invoices', 'pending-payments', 'pending-feedbacks', 'student-certificates'];

/** Whether a document is asked for with a month. */
export const isMonthlyDocument = (document: unknown): boolean =>
  (DOCUMENT_KIND_CODES as readonly unknown[]).includes(document) && !(DOCUMENTS_WITHOUT_MONTH as readonly unknown[]).includes(document);

// ---------------------------------------------------------------------------------------------
// The code lists as the written contract names them (docs/api-contract.md, docs/openapi.json).

/** A code list: its codes, and the spec's section that gives them or why the console assumes them. */
export interface CodeList {
  codes: readonly string[];
  spec?: string;
  assumed?: string;
}

/** Every code list of the API by the name the contract gives it; the readers and parameters name them. */
export const CODE_LISTS = {
  AcademyName: { codes: [...ACTIVE_ACADEMIES, ...INACTIVE_ACADEMIES], spec: 'spec 01 §3' },
  Province: {
    codes: PROVINCES,
    assumed: 'Spec 02 §3 speaks of a fixed list of 50 Spanish provinces without giving it: these are their official names.',
  },
  SubjectType: { codes: SUBJECT_TYPE_CODES, spec: 'spec 02 §3' },
  SubjectLevel: { codes: SUBJECT_LEVEL_CODES, spec: 'spec 02 §3' },
  SubjectSublevel: { codes: SUBJECT_SUBLEVEL_CODES, spec: 'spec 02 §3' },
  StaffRole: { codes: STAFF_ROLE_CODES, spec: 'spec 02 §3' },
  TeacherRole: { codes: TEACHER_ROLE_CODES, spec: 'spec 02 §3' },
  LeadState: { codes: LEAD_STATE_CODES, spec: 'spec 01 §4' },
  Attendance: { codes: ATTENDANCE_CODES, assumed: 'Spec 01 §4 names VIENE only; NO_VIENE is the console’s.' },
  HowTheyHeard: { codes: HOW_THEY_HEARD_CODES, spec: 'spec 02 §9, the lead source options' },
  Objective: {
    codes: [...OBJECTIVE_CODES, UNSTATED],
    assumed: 'Spec 02 §9 describes the eight goals in words, without codes: these codes are the console’s; "--" is an unknown goal (spec 01 §3).',
  },
  EducationLevel: { codes: EDUCATION_LEVEL_CODES, assumed: 'The spec names the field (tipologiaAcademica), not its codes.' },
  ContactMethod: { codes: CONTACT_METHOD_CODES, assumed: 'The spec names the field (formaContacto), not its codes.' },
  PaymentKind: { codes: PAYMENT_KINDS, spec: 'spec 02 §3' },
  PaymentType: {
    codes: PAYMENT_TYPE_CODES,
    assumed: 'The spec gives no codes for a payment’s tipo: these are the promo codes’ compatibilities (spec 02 §3).',
  },
  PaymentMethod: { codes: PAYMENT_METHODS, spec: 'spec 02 §3' },
  CashState: { codes: CASH_STATE_CODES, spec: 'spec 02 §3' },
  Rating: { codes: RATING_VALUES, spec: 'spec 02 §3' },
  PromoType: { codes: PROMO_TYPE_CODES, spec: 'spec 02 §3' },
  PromoCompatibility: { codes: PROMO_COMPATIBILITY_CODES, spec: 'spec 02 §3' },
  EventType: { codes: EVENT_TYPE_CODES, spec: 'spec 02 §3' },
  OpeningSlot: { codes: OPENING_SLOTS, spec: 'spec 02 §9' },
  DocumentKind: { codes: DOCUMENT_KIND_CODES, spec: 'spec 02 §7' },
} as const satisfies Record<string, CodeList>;

export type CodeListName = keyof typeof CODE_LISTS;
