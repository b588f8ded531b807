/**
 * The entity registry: one line per declared plain entity. The server builds a module for each
 * (server/entities/), the browser a resource (resources/<name>/index.ts adds its icon and menu
 * place), and the catalogues take their texts from here (i18n/pl.ts, i18n/en.ts).
 */
import { type EntityDeclaration } from '../entity';
import { categories } from './categories';
import { hospitals } from './hospitals';

export { categories, hospitals };

export const ENTITIES: readonly EntityDeclaration[] = [hospitals, categories];
