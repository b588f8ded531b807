/** Gives every component the toast stack and the global server-error modal. */
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { ServerErrorStore } from './serverErrorStore';
import { errorToast, shownByModal } from './errors';
import type { ToastInput, ToastStore } from './toastStore';

interface Feedback {
  toasts: ToastStore;
  serverErrors: ServerErrorStore;
}

const FeedbackContext = createContext<Feedback | null>(null);

export function FeedbackProvider({
  toasts,
  serverErrors,
  children,
}: Feedback & { children: ReactNode }) {
  const value = useMemo(() => ({ toasts, serverErrors }), [toasts, serverErrors]);
  return <FeedbackContext.Provider value={value}>{children}</FeedbackContext.Provider>;
}

function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useToasts needs a <FeedbackProvider>');
  return feedback;
}

export interface ToastApi {
  push(input: ToastInput): number;
  /**
   * An error toast for a failed call: the server's message, else `fallbackKey`. None for a 5xx,
   * which the global modal tells alone (one message per event).
   */
  pushError(error: unknown, fallbackKey: string): number | null;
  dismiss(id: number): void;
}

export function useToasts(): ToastApi {
  const { toasts } = useFeedback();
  return useMemo(
    () => ({
      push: (input) => toasts.push(input),
      pushError: (error, fallbackKey) =>
        shownByModal(error) ? null : toasts.push(errorToast(error, fallbackKey)),
      dismiss: (id) => toasts.dismiss(id),
    }),
    [toasts],
  );
}

export function useVisibleToasts() {
  const { toasts } = useFeedback();
  return useSyncExternalStore(toasts.subscribe, toasts.toasts);
}

export function useServerError() {
  const { serverErrors } = useFeedback();
  const error = useSyncExternalStore(serverErrors.subscribe, serverErrors.current);
  const close = useCallback(() => serverErrors.close(), [serverErrors]);
  return { error, close };
}
