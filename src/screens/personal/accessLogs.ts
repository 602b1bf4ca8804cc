// The access logs (spec 02 §3): what a row is, and the screen's heading with their count.
import type { AccessLogItem } from '../../contract/registroAcceso';

/** One request of a user, numbered by its position in the answer (the spec gives it no id). */
export type AccessLog = AccessLogItem & { id: number };

const countFormat = new Intl.NumberFormat('es-ES', { useGrouping: true });

/** 'Logs (20.345)': the heading counts the logs found. */
export function logsTitle(count: number): string {
  return `Logs (${countFormat.format(count)})`;
}
