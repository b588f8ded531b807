/**
 * The report's filters, kept in the address (`/quality?year=2025&hospital=3&protocol=ALL`) so
 * that a reload, the back button or a shared link brings the same report back. Values the API
 * would refuse as malformed are dropped here; one outside the user's scope is left for the
 * server to refuse, and the page shows that failure.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DataQualityQuery } from '../../../domain/dataQuality';
import { isKnownProtocol } from '../../../domain/protocols';
import { parseYear } from '../dashboard/dashboardEarly';

export function useQualityFilters(): [DataQualityQuery, (next: DataQualityQuery) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const query = useMemo(() => {
    const read = new URLSearchParams(key);
    const year = parseYear(read.get('year'));
    const hospitals = read
      .getAll('hospital')
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0);
    const protocols = read.getAll('protocol').filter(isKnownProtocol);
    const chosen: DataQualityQuery = {};
    if (year !== undefined) chosen.year = year;
    if (hospitals.length) chosen.hospitals = hospitals;
    if (protocols.length) chosen.protocols = protocols;
    return chosen;
  }, [key]);
  const choose = useCallback(
    (next: DataQualityQuery) => {
      const updated = new URLSearchParams();
      if (next.year !== undefined) updated.set('year', String(next.year));
      for (const hospital of next.hospitals ?? []) updated.append('hospital', String(hospital));
      for (const protocol of next.protocols ?? []) updated.append('protocol', protocol);
      setParams(updated);
    },
    [setParams],
  );
  return [query, choose];
}
