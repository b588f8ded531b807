/**
 * A language's catalogue comes in parts (the sign-in part, then the signed-in app's texts); this
 * puts them back together with every key where it was. Objects present in both parts (`registry`)
 * are merged; any other value is taken as it is, not copied.
 */
type Tree = { [key: string]: unknown };

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function mergeCatalogues<A extends object, B extends object>(first: A, second: B): A & B {
  const merged: Tree = { ...(first as Tree) };
  for (const [key, value] of Object.entries(second)) {
    const existing = merged[key];
    merged[key] = isTree(existing) && isTree(value) ? mergeCatalogues(existing, value) : value;
  }
  return merged as A & B;
}
