/**
 * Every route of the OpenAPI document is in exactly one access matrix (patients, protocol forms,
 * dashboard, and the administration, account and sign-in routes), and every route a matrix names
 * is in the document: a route added anywhere without an entry in a matrix fails here.
 */
import { describe, expect, it } from 'vitest';
import { ACCESS_MATRICES } from './accessRoutes';
import { documentedOperations } from './administration';
import { useTestApp } from './helpers';

describe('access matrix coverage', () => {
  const t = useTestApp();

  it('finds every route of the OpenAPI document in exactly one access matrix', async () => {
    const documented = Object.keys(await documentedOperations(t, '/'));
    expect(documented.length).toBeGreaterThan(0);
    const matricesOf = (route: string) =>
      Object.entries(ACCESS_MATRICES)
        .filter(([, routes]) => (routes as readonly string[]).includes(route))
        .map(([matrix]) => matrix);
    const misplaced = documented
      .map((route) => ({ route, matrices: matricesOf(route) }))
      .filter(({ matrices }) => matrices.length !== 1);
    expect(misplaced).toEqual([]);
  });

  it('names no route the OpenAPI document lacks', async () => {
    const documented = new Set(Object.keys(await documentedOperations(t, '/')));
    const named = Object.values(ACCESS_MATRICES).flat();
    expect(named.filter((route) => !documented.has(route))).toEqual([]);
    expect(named.length).toBe(new Set(named).size);
  });
});
