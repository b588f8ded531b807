/** What the browser and the server agree on about disease categories: the shape and the rules. */
import { max, required, type Rule } from './validation';

export interface Category {
  id: number;
  /** The same as `id`, named like the other resources' ids. */
  categoryId: number;
  abbreviation: string;
  namePl: string;
  nameEn: string;
  active: boolean;
  deactivationReason: string | null;
}

export interface CategoryInput {
  abbreviation: string;
  namePl: string;
  nameEn: string;
}

export const CATEGORY_RULES: Record<keyof CategoryInput, Rule[]> = {
  abbreviation: [required, max(20)],
  namePl: [required, max(200)],
  nameEn: [required, max(200)],
};
