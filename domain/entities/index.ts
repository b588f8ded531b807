/**
 * The entity registry: one line per declared entity. The server builds a module for each
 * (server/entities/), the browser a resource with its screens and menu entry (resources/index.ts;
 * a folder resources/<name>/ only adds what the browser alone knows, such as an icon), and the
 * catalogues take their texts from here (i18n/entities.ts).
 */
import { type EntityDeclaration } from '../entity';
import { categories } from './categories';
import { hospitals } from './hospitals';
import { users } from './users';

export { categories, hospitals, users };

export const ENTITIES: readonly EntityDeclaration[] = [hospitals, categories, users];
