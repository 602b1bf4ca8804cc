// The access logs (spec 02 §3): what a row is, and the screen's heading with their count.

/** One request of a user, as the server lists them; the id is the row's position in the answer. */
export interface AccessLog {
  id: number;
  /** The user's name. */
  usuario: string;
  email: string;
  /** ISO date-time. */
  fecha: string;
  metodo: string;
  url: string;
}

/** A row of the server's answer, which carries no id of its own. */
export const toAccessLog = (item: unknown, position: number): AccessLog => ({ ...(item as Omit<AccessLog, 'id'>), id: position });

const countFormat = new Intl.NumberFormat('es-ES', { useGrouping: true });

/** 'Logs (20.345)': the heading counts the logs found. */
export function logsTitle(count: number): string {
  return `Logs (${countFormat.format(count)})`;
}
