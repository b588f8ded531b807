/**
 * Queries about disease categories beyond their declared entity's (server/entities/): the one
 * the patient service reads to check that a patient's category exists and is active.
 */
import { type Kysely, type Transaction } from 'kysely';
import { type Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export async function findCategory(db: Db, id: number) {
  return db
    .selectFrom('categories')
    .select(['id', 'active'])
    .where('id', '=', id)
    .executeTakeFirst();
}
