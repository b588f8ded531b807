/**
 * The hospital and category routes are built from their declarations (domain/entities/) by the
 * entity engine; their OpenAPI entries are the ones the hand-written modules documented before,
 * kept in a snapshot taken from those modules: same paths, methods, parameters, bodies and
 * answers, schema by schema.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';

const t = useTestApp();

async function documentedPaths(prefixes: readonly string[]) {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  const paths = response.json().paths as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(paths)
      .filter(([path]) => prefixes.some((prefix) => path.startsWith(prefix)))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

describe('OpenAPI entries of the declared entities', () => {
  it('documents the hospital and category routes with the schemas the hand-written modules had', async () => {
    const paths = await documentedPaths(['/api/v1/hospital/', '/api/v1/category/']);
    expect(Object.keys(paths).length).toBe(9);
    await expect(`${JSON.stringify(paths, null, 2)}\n`).toMatchFileSnapshot(
      './snapshots/hospitalCategoryOpenApi.json',
    );
  });
});
