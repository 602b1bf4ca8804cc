// The personnel tables of the demo (spec 02 §3): staff users, teachers, and their access logs.

/** A member of the administration staff. */
export interface Usuario {
  id: number;
  nombre: string;
  email: string;
  rol: string;
  /** The work centre: always among `centros`. */
  centro: string;
  /** The centres with access. */
  centros: string[];
  cuentaBloqueada: boolean;
  /** 'yyyy-MM-ddTHH:mm:ss'; null for those who last signed in before 2024, when it started being recorded. */
  ultimaConexion: string | null;
}

/** A teacher; the subjects are ids of the subjects table. */
export interface Profesor {
  id: number;
  nombre: string;
  email: string;
  rol: string;
  asignaturas: number[];
  cuentaBloqueada: boolean;
  ultimaConexion: string | null;
}

/** One request a user made, as the logs list them. */
export interface RegistroAcceso {
  usuario: string;
  email: string;
  fecha: string;
  metodo: string;
  url: string;
}
