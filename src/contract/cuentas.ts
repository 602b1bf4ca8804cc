// What the personnel accounts share, staff users and teachers alike (spec 02 §3).
import { boolean, computed, dateTime, id, shown, text } from './fields';

export const accountFields = {
  id: computed(id),
  nombre: shown(text),
  email: shown(text),
  /** Without it the access column is empty and the account is sorted among those with access. */
  cuentaBloqueada: shown(boolean),
  /** Its last sign-in; none before 2024, when it started being recorded. */
  ultimaConexion: shown(dateTime),
  acceso: shown(boolean),
};
