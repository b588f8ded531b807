/**
 * The declared entities' texts (domain/entities/) merged into a catalogue: their resource names,
 * field labels, notifications and change-log names are written once, in the declaration.
 */
import { type Locale } from '../domain';
import { entityCatalogue } from '../domain/entity';
import { ENTITIES } from '../domain/entities';

type Tree = { [key: string]: unknown };

function merged(into: Tree, from: Tree): Tree {
  const result: Tree = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const existing = result[key];
    result[key] =
      value && typeof value === 'object' && existing && typeof existing === 'object'
        ? merged(existing as Tree, value as Tree)
        : value;
  }
  return result;
}

export function withEntityTexts<T extends object>(catalogue: T, locale: Locale): T {
  return merged(catalogue as Tree, entityCatalogue(ENTITIES, locale)) as T;
}
