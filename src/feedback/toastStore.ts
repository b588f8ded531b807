/**
 * The toast stack of spec section 4: at most four toasts are visible, a fifth removes the oldest,
 * and each one disappears after its own timeout (6000 ms unless told). Two rules of our own keep
 * the stack telling the present: a toast saying what one already on screen says takes its place
 * (a second click on Save does not stack a second "Formularz zawiera błędy"), and a success
 * removes the errors still shown (a form saved after a refused attempt does not show the refusal
 * beside "Zapisano"). Plain TypeScript with an injectable clock, so that the rules are tested
 * without React.
 */
import type { MessageArgs } from '../../domain';

export type ToastType = 'success' | 'error' | 'info';

export const MAX_VISIBLE_TOASTS = 4;
export const DEFAULT_TOAST_TIMEOUT_MS = 6000;

export interface ToastInput {
  /** A message key or a text (a server message, say): translated when shown. */
  text: string;
  args?: MessageArgs;
  type?: ToastType;
  /** Milliseconds before the toast goes; 0 keeps it until closed. */
  timeout?: number;
  /** The failed response's correlation id, shown after "Error code:". */
  correlationId?: string | undefined;
}

export interface Toast {
  id: number;
  text: string;
  args?: MessageArgs;
  type: ToastType;
  timeout: number;
  correlationId?: string | undefined;
}

export interface ToastClock {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface ToastStore {
  push(input: ToastInput): number;
  dismiss(id: number): void;
  clear(): void;
  toasts(): readonly Toast[];
  subscribe(listener: () => void): () => void;
}

const defaultClock: ToastClock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createToastStore(clock: ToastClock = defaultClock): ToastStore {
  let visible: readonly Toast[] = [];
  let nextId = 1;
  const timers = new Map<number, unknown>();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  const forget = (id: number) => {
    const timer = timers.get(id);
    if (timer !== undefined) clock.clearTimeout(timer);
    timers.delete(id);
  };

  const store: ToastStore = {
    push(input) {
      const toast: Toast = {
        id: nextId++,
        text: input.text,
        type: input.type ?? 'success',
        timeout: input.timeout ?? DEFAULT_TOAST_TIMEOUT_MS,
        ...(input.args ? { args: input.args } : {}),
        ...(input.correlationId ? { correlationId: input.correlationId } : {}),
      };
      const stale = visible.filter(
        (old) =>
          (toast.type === 'success' && old.type === 'error') ||
          (old.type === toast.type &&
            old.text === toast.text &&
            JSON.stringify(old.args) === JSON.stringify(toast.args)),
      );
      stale.forEach((old) => forget(old.id));
      const next = [...visible.filter((old) => !stale.includes(old)), toast];
      const dropped = next.slice(0, Math.max(0, next.length - MAX_VISIBLE_TOASTS));
      dropped.forEach((old) => forget(old.id));
      visible = next.slice(dropped.length);
      if (toast.timeout > 0) {
        timers.set(
          toast.id,
          clock.setTimeout(() => store.dismiss(toast.id), toast.timeout),
        );
      }
      emit();
      return toast.id;
    },
    dismiss(id) {
      forget(id);
      if (!visible.some((toast) => toast.id === id)) return;
      visible = visible.filter((toast) => toast.id !== id);
      emit();
    },
    clear() {
      visible.forEach((toast) => forget(toast.id));
      visible = [];
      emit();
    },
    toasts: () => visible,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}
