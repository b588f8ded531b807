/**
 * Loads the dictionaries the registry ships with (./index.ts) when their version differs from
 * the one the database last loaded. Types are upserted; entries are only ever added, never
 * overwritten, so that an administrator's edit of a shipped entry survives every upgrade.
 * Several API processes may start together on one PostgreSQL: an advisory lock makes one of
 * them load and the others find the version already stored.
 */
import { type Kysely, sql } from 'kysely';
import { audit } from '../audit';
import { type Database } from '../schema';
import { DICTIONARIES_VERSION, SHIPPED_DICTIONARIES } from './index';
import { searchKeyOf } from './searchKey';
import { type ShippedDictionary } from './types';

const VERSION_KEY = 'dictionaries_version';
/** Any fixed number: the key of the advisory lock that serializes loaders. */
const LOAD_LOCK = 74_310_021;
// Seven parameters a row: well under PostgreSQL's 65,535 per statement.
const ROWS_PER_INSERT = 1000;

export interface DictionaryImport {
  version: string;
  previousVersion: string | null;
  /** New entries per dictionary type. */
  inserted: Record<string, number>;
}

/** The loaded import, or undefined when the database already holds this version. */
export async function loadShippedDictionaries(
  db: Kysely<Database>,
  shipped: { dictionaries: readonly ShippedDictionary[]; version: string } = {
    dictionaries: SHIPPED_DICTIONARIES,
    version: DICTIONARIES_VERSION,
  },
): Promise<DictionaryImport | undefined> {
  const storedVersion = () =>
    db
      .selectFrom('app_settings')
      .select('value')
      .where('key', '=', VERSION_KEY)
      .executeTakeFirst()
      .then((row) => row?.value ?? null);
  if ((await storedVersion()) === shipped.version) return undefined;

  const result = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${LOAD_LOCK})`.execute(trx);
    const previousVersion =
      (
        await trx
          .selectFrom('app_settings')
          .select('value')
          .where('key', '=', VERSION_KEY)
          .executeTakeFirst()
      )?.value ?? null;
    if (previousVersion === shipped.version) return undefined;

    const inserted: Record<string, number> = {};
    for (const [position, dictionary] of shipped.dictionaries.entries()) {
      await trx
        .insertInto('dictionary_types')
        .values({
          code: dictionary.type,
          name_pl: dictionary.namePl,
          name_en: dictionary.nameEn,
          position,
        })
        .onConflict((oc) =>
          oc.column('code').doUpdateSet((eb) => ({
            name_pl: eb.ref('excluded.name_pl'),
            name_en: eb.ref('excluded.name_en'),
            position: eb.ref('excluded.position'),
          })),
        )
        .execute();
      let added = 0;
      for (let start = 0; start < dictionary.entries.length; start += ROWS_PER_INSERT) {
        const rows = dictionary.entries.slice(start, start + ROWS_PER_INSERT).map((entry) => {
          const content = {
            value: entry.value,
            description: entry.pl,
            descriptionEn: entry.en,
            searchableDescription: entry.search ?? entry.pl,
          };
          return {
            type: dictionary.type,
            value: content.value,
            description: content.description,
            description_en: content.descriptionEn,
            searchable_description: content.searchableDescription,
            search_key: searchKeyOf(content),
          };
        });
        const fresh = await trx
          .insertInto('dictionary_entries')
          .values(rows)
          .onConflict((oc) => oc.columns(['type', 'value']).doNothing())
          .returning('id')
          .execute();
        added += fresh.length;
      }
      inserted[dictionary.type] = added;
    }

    await audit(
      trx,
      { accountId: null, path: 'startup', correlationId: 'startup', ip: '' },
      {
        action: 'dictionary_import',
        objectType: 'dictionary',
        changes: { version: { old: previousVersion, new: shipped.version }, inserted },
      },
    );
    await trx
      .insertInto('app_settings')
      .values({ key: VERSION_KEY, value: shipped.version })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: shipped.version }))
      .execute();
    return { version: shipped.version, previousVersion, inserted };
  });

  // New rows change the planner's picture of the table; PGlite never analyses by itself.
  if (result) await sql`analyze dictionary_entries`.execute(db);
  return result;
}
