import { useEffect } from 'react';
import { useNotificationContext, useTranslate } from 'react-admin';
import { notify, type NotificationType } from '../common/notifications';

const TITLES: Record<NotificationType, string> = {
  success: 'Hecho',
  info: 'Información',
  warning: 'Aviso',
  error: 'Error',
};

/**
 * react-admin's own notifications (a session that ended, for instance) go to the console's
 * notification store, so that there is one look and one notification at a time.
 */
export function RaNotificationBridge() {
  const { notifications, takeNotification } = useNotificationContext();
  const translate = useTranslate();
  useEffect(() => {
    const next = notifications.length ? takeNotification() : undefined;
    if (next && typeof next.message === 'string') {
      const messageArgs = next.notificationOptions?.messageArgs as Record<string, unknown> | undefined;
      notify(next.type, TITLES[next.type], translate(next.message, { _: next.message, ...messageArgs }));
    }
  }, [notifications, takeNotification, translate]);
  return null;
}
