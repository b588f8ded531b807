/**
 * A throttle that never loses the last value: the first value goes at once, later ones at most
 * once per interval, and the latest value of an interval is always delivered at its end (or at
 * once on `flush`, when the editor loses focus or goes away).
 */
export interface Throttle<Value> {
  push(value: Value): void;
  /** Delivers the value still waiting, if any, now. */
  flush(): void;
  /** Forgets the value still waiting. */
  cancel(): void;
}

export function createThrottle<Value>(
  deliver: (value: Value) => void,
  intervalMs: number,
  now: () => number = () => Date.now(),
): Throttle<Value> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastDeliveredAt = Number.NEGATIVE_INFINITY;
  let waiting: { value: Value } | undefined;

  const stopTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const flush = () => {
    stopTimer();
    if (!waiting) return;
    const { value } = waiting;
    waiting = undefined;
    lastDeliveredAt = now();
    deliver(value);
  };

  return {
    push(value) {
      waiting = { value };
      if (timer !== undefined) return;
      const wait = lastDeliveredAt + intervalMs - now();
      if (wait <= 0) flush();
      else timer = setTimeout(flush, wait);
    },
    flush,
    cancel() {
      stopTimer();
      waiting = undefined;
    },
  };
}
