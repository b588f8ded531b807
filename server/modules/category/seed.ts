/**
 * The 17 disease categories of the specification, put in on a database that has none. They are
 * reference data shipped with the registry, like the migrations, so no audit row is written;
 * changes made afterwards through the API are audited.
 */
import { type Kysely } from 'kysely';
import { DISEASE_CATEGORIES } from '../../../domain/categories';
import { type Database } from '../../db/schema';

/** Inserts the shipped categories when the table is empty; answers how many it inserted. */
export async function ensureCategories(db: Kysely<Database>): Promise<number> {
  const existing = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;
  try {
    await db
      .insertInto('categories')
      .values(
        DISEASE_CATEGORIES.map((category) => ({
          abbreviation: category.abbreviation,
          name_pl: category.pl,
          name_en: category.en,
        })),
      )
      .execute();
  } catch (error) {
    // Another API process starting on the same database seeded them first.
    if ((error as { code?: string }).code === '23505') return 0;
    throw error;
  }
  return DISEASE_CATEGORIES.length;
}
