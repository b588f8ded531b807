/**
 * The resource registry: one line per entity folder (hospitals, users, patients...). Adding a
 * plain entity means adding its folder and one entry here.
 */
import type { ResourceConfig } from '../src/framework/types';
import { categories } from './categories';
import { changes } from './changes';
import { dictionaries } from './dictionaries';
import { hospitals } from './hospitals';
import { patients } from './patients';
import { users } from './users';

export const resources: readonly ResourceConfig[] = [
  patients,
  hospitals,
  users,
  categories,
  dictionaries,
  changes,
];
