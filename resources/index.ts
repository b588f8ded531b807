/**
 * The resource registry: one line per entity folder (hospitals, users, patients...), then every
 * entity declared in domain/entities/ without a folder, built from its declaration alone. A
 * plain entity needs no line here: its declaration's line in the entity registry is enough. A
 * folder is for what only the browser knows (an icon, a component, a view of its own).
 */
import { ENTITIES } from '../domain/entities';
import { withDeclaredEntities } from '../src/framework/entityResource';
import type { ResourceConfig } from '../src/framework/types';
import { categories } from './categories';
import { changes } from './changes';
import { dictionaries } from './dictionaries';
import { hospitals } from './hospitals';
import { patients } from './patients';
import { users } from './users';

export const resources: readonly ResourceConfig[] = withDeclaredEntities(
  [patients, hospitals, users, categories, dictionaries, changes],
  ENTITIES,
);
