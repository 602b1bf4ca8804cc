// One notification at a time (a new one replaces the old), shown for 4000 ms, and only when it
// has both a title and a content (spec 01 §4-5). A plain store rather than react-admin's
// notification context, because the sign-in page runs before the admin framework is loaded.
import { ApiError } from '../dataProvider/ApiError';

export type NotificationType = 'success' | 'info' | 'warning' | 'error';

export interface Notification {
  type: NotificationType;
  title: string;
  content: string;
  /** Milliseconds on screen. */
  timeout: number;
  /** Distinguishes two notifications with the same texts. */
  key: number;
}

export const NOTIFICATION_TIMEOUT = 4000;

type Listener = (notification: Notification | undefined) => void;

let current: Notification | undefined;
let nextKey = 1;
const listeners = new Set<Listener>();

function publish(notification: Notification | undefined) {
  current = notification;
  listeners.forEach((listener) => listener(current));
}

export function notify(type: NotificationType, title: string, content: string, timeout = NOTIFICATION_TIMEOUT): void {
  if (!title || !content) return;
  publish({ type, title, content, timeout, key: nextKey++ });
}

/**
 * The error notification of a failed call: its title and the reason (the server's motivo).
 * None for a call the session ended with or during: 'Sesión caducada' says why, and stays.
 */
export function notifyFailure(title: string, error: Error): void {
  if (error instanceof ApiError && error.endsSession) return;
  notify('error', title, error.message);
}

export function dismissNotification(key: number): void {
  if (current?.key === key) publish(undefined);
}

export const notifications = {
  current: () => current,
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
