/** The global modal's state: the last 5xx answer of the API, until the user confirms it. */
import type { HttpError } from '../providers/httpClient';

export interface ServerErrorStore {
  current(): HttpError | null;
  show(error: HttpError): void;
  close(): void;
  subscribe(listener: () => void): () => void;
}

export function createServerErrorStore(): ServerErrorStore {
  let error: HttpError | null = null;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    current: () => error,
    show(next) {
      error = next;
      emit();
    },
    close() {
      error = null;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
