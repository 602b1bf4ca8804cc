// Rows of the personnel area (spec 02 §3).

export interface Profesor {
  id: number;
  email: string;
  nombre: string;
  /** PROFESOR or PROFESOR_BRAIN. */
  rol: string;
  cuentaBloqueada: boolean;
  /** 'yyyy-MM-ddTHH:mm:ss', or null when the teacher never signed in since 2024. */
  ultimaConexion: string | null;
  asignaturas: { id: number }[];
}
