// The personnel tables of the demo (spec 02 §3): staff users, teachers, and their access logs.
import type { TeacherItem } from '../../contract/profesor';
import type { AccessLogItem } from '../../contract/registroAcceso';
import type { StaffUserItem } from '../../contract/usuario';
import type { Filled } from './filled';

/**
 * A member of the administration staff: the work centre is always among `centros`;
 * `ultimaConexion` is null for those who last signed in before 2024, when it started being
 * recorded. The list answers `acceso` from the blocked flag.
 */
export type Usuario = Filled<Omit<StaffUserItem, 'centrosPermitidos' | 'acceso'>, 'ultimaConexion'>;

/** A teacher; the subjects are ids of the subjects table. */
export type Profesor = Filled<Omit<TeacherItem, 'acceso'>, 'ultimaConexion'>;

/** One request a user made, as the logs list them. */
export type RegistroAcceso = Filled<AccessLogItem>;
