import { useEffect, useState } from 'react';

/**
 * `value`, once it has stayed the same for `delayMs`: what a lookup or a check asks the server
 * about while the user is still typing. The first render answers `value` itself.
 */
export function useDebouncedValue<Value>(value: Value, delayMs: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
