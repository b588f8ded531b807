/**
 * Disease categories: declared in domain/entities/categories.ts; shown by abbreviation. Here
 * only the browser's own parts.
 */
import CategoryIcon from '@mui/icons-material/Category';
import { categories as declaration } from '../../domain/entities/categories';
import { entityResource } from '../../src/framework/entityResource';

export const categories = entityResource(declaration, {
  icon: CategoryIcon,
});
