// Rows of the accounting area's balances, invoices and cash registers as the demo stores them (spec 02 §3).

/** An invoice; a cancelled one stays, with `anulada`, so that the numbering has no gaps. */
export interface Factura {
  id: number;
  /** Consecutive per academy and year: 'GOYA/2026/0012'. */
  codigo: string;
  /** 'yyyy-MM-dd'. */
  fecha: string;
  importe: number;
  nombreAlumno: string;
  centro: string;
  titularFactura: string;
  identificacionCliente: string;
  concepto: string;
  anulada: boolean;
}

export type EstadoCaja = 'SIN_ABRIR' | 'ABIERTA' | 'CERRADA';

/** One academy's cash register of one day. */
export interface Caja {
  id: number;
  centro: string;
  /** 'yyyy-MM-dd'. */
  fecha: string;
  /** 'HH:mm'. */
  horaApertura: string | null;
  horaCierre: string | null;
  balanceInicial: number | null;
  balanceFinalReal: number | null;
  /** Worked out at closing: the initial balance plus the day's cash income. */
  balanceFinalTeorico: number | null;
  estado: EstadoCaja;
  /** The day's cash income (not answered): what the theoretical final adds to the initial balance. */
  ingresosEfectivo: number;
}

/** An academy's balance of one month (not stored: worked out from the academy and the month). */
export interface BalanceMensual {
  /** 'yyyy-MM-01'. */
  fecha: string;
  centro: string;
  ventas: number;
  ventaTeorica: number;
  deuda: number;
  deudaMes: number;
  ingresos: number;
  ingresosDesasignados: number;
}
