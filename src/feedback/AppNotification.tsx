/**
 * The `notification` component of <Admin>: shows the toast stack and the server-error modal, and
 * moves every react-admin notification (useNotify) into the same stack. Undo is not offered:
 * an undoable mutation is committed as soon as its notification arrives.
 */
import { useEffect } from 'react';
import { useNotificationContext, useTakeUndoableMutation } from 'react-admin';
import type { NotificationPayload } from 'react-admin';
import { useToasts } from './FeedbackContext';
import { ServerErrorDialog } from './ServerErrorDialog';
import { ToastStack } from './ToastStack';
import { DEFAULT_TOAST_TIMEOUT_MS } from './toastStore';
import type { ToastInput } from './toastStore';

export function toToast({
  message,
  type,
  notificationOptions = {},
}: NotificationPayload): ToastInput {
  const { autoHideDuration, messageArgs, correlationId } = notificationOptions;
  return {
    text: typeof message === 'string' ? message : String(message ?? ''),
    type: type === 'error' || type === 'warning' ? 'error' : 'success',
    timeout: typeof autoHideDuration === 'number' ? autoHideDuration : DEFAULT_TOAST_TIMEOUT_MS,
    ...(messageArgs ? { args: messageArgs } : {}),
    ...(typeof correlationId === 'string' ? { correlationId } : {}),
  };
}

export function AppNotification() {
  const { notifications, setNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const { push } = useToasts();

  useEffect(() => {
    if (!notifications.length) return;
    const taken = notifications;
    setNotifications((current) => current.slice(taken.length));
    for (const notification of taken) {
      if (notification.notificationOptions?.undoable) takeMutation()?.({ isUndo: false });
      push(toToast(notification));
    }
  }, [notifications, setNotifications, takeMutation, push]);

  return (
    <>
      <ToastStack />
      <ServerErrorDialog />
    </>
  );
}
