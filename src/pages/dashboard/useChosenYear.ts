/**
 * The year the dashboard shows, kept in the address (`/?year=2025`) so that a reload or the
 * back button brings the same year back. A year the API would refuse is ignored: the page then
 * shows the server's current year.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseYear } from './dashboardEarly';

export function useChosenYear(): [number | undefined, (year: number) => void] {
  const [params, setParams] = useSearchParams();
  const year = parseYear(params.get('year'));
  const choose = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('year', String(next));
        return updated;
      }),
    [setParams],
  );
  return [year, choose];
}
