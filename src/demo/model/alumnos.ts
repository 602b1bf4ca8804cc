// The students of the academies, shaped as the API returns them (spec 02 §3). The accounting
// screens find them by name; the clients screens list the records opened each month.

export interface Persona {
  nombre: string;
}

export interface Facturacion {
  /** The billed person's NIF/NIE. */
  identificacion: string;
  nombre: string;
}

export interface Alumno {
  id: number;
  nombre: string;
  apellidos: string;
  /** 'yyyy-MM-dd', or null when not given yet. */
  fechaNacimiento: string | null;
  dni: string | null;
  codigoPostal: string | null;
  email: string | null;
  telefonoFijo: string | null;
  telefonoMovil: string | null;
  /** The student's academy. */
  centro: string;
  tutor1: Persona | null;
  tutor2: Persona | null;
  facturacion: Facturacion | null;
  /** The signed conditions and data-protection (RGPD) documents, once signed. */
  condicionesUrl: string | null;
  rgpdUrl: string | null;
  /** 'yyyy-MM-dd': the day the record was opened (the demo's own field: the API's name is not shown). */
  fechaAlta: string;
}
