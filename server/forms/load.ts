/**
 * Stores the shipped form definitions (./index.ts FORM_DEFINITIONS) in the database at start.
 * A definition is identified by the SHA-256 of its schemas and UI schemas: a form the database
 * lacks gets version 1, a form whose current version differs from the shipped one gets the next
 * version, and everything else is left alone, so a restart with unchanged definitions writes
 * nothing. Old versions stay: the data saved with them is read with them.
 *
 * Several API processes may start together on one PostgreSQL: an advisory lock makes one of them
 * load and the others find the versions already stored (and the inserts would skip a row another
 * process wrote anyway).
 */
import { createHash } from 'node:crypto';
import { type Kysely, type Transaction, sql } from 'kysely';
import { type Database } from '../db/schema';
import { audit } from '../db/audit';
import { type FormDefinition } from './builder';
import { FORM_DEFINITIONS } from './index';

/** Any fixed number, another than the dictionaries': the key of the lock that serializes loaders. */
const LOAD_LOCK = 74_310_022;
const STARTUP = { accountId: null, path: 'startup', correlationId: 'startup', ip: '' };

type Db = Kysely<Database> | Transaction<Database>;

/** What identifies a version of a definition: its schemas and UI schemas, in both languages. */
export function definitionChecksum(definition: Pick<FormDefinition, 'schema' | 'uiSchema'>) {
  return createHash('sha256')
    .update(JSON.stringify({ schema: definition.schema, uiSchema: definition.uiSchema }))
    .digest('hex');
}

export interface FormDefinitionLoad {
  /** The forms that got a new definition version: the version before (null: a new form) and now. */
  versions: Record<string, { old: number | null; new: number }>;
}

/** Each stored form's current version and that version's checksum. */
async function storedVersions(db: Db) {
  const rows = await db
    .selectFrom('forms')
    .innerJoin('form_definitions', (join) =>
      join
        .onRef('form_definitions.form_id', '=', 'forms.id')
        .onRef('form_definitions.version', '=', 'forms.current_version'),
    )
    .select(['forms.id', 'forms.current_version', 'form_definitions.checksum'])
    .execute();
  return new Map(
    rows.map((row) => [row.id, { version: row.current_version, checksum: row.checksum }]),
  );
}

/** The versions loaded, or undefined when the database already holds every definition as shipped. */
export async function loadFormDefinitions(
  db: Kysely<Database>,
  definitions: readonly FormDefinition[] = FORM_DEFINITIONS,
): Promise<FormDefinitionLoad | undefined> {
  const shipped = definitions.map((definition) => ({
    definition,
    checksum: definitionChecksum(definition),
  }));
  const changed = (stored: Awaited<ReturnType<typeof storedVersions>>) =>
    shipped.filter(
      ({ definition, checksum }) => stored.get(definition.formId)?.checksum !== checksum,
    );
  if (!changed(await storedVersions(db)).length) return undefined;

  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${LOAD_LOCK})`.execute(trx);
    const stored = await storedVersions(trx);
    const versions: FormDefinitionLoad['versions'] = {};
    for (const { definition, checksum } of changed(stored)) {
      const previous = stored.get(definition.formId)?.version ?? null;
      const version = (previous ?? 0) + 1;
      if (previous === null) {
        await trx
          .insertInto('forms')
          .values({
            id: definition.formId,
            protocol: definition.protocol,
            type: definition.type,
            current_version: version,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
      }
      await trx
        .insertInto('form_definitions')
        .values({
          form_id: definition.formId,
          version,
          schema_pl: JSON.stringify(definition.schema.pl),
          schema_en: JSON.stringify(definition.schema.en),
          ui_schema_pl: JSON.stringify(definition.uiSchema.pl),
          ui_schema_en: JSON.stringify(definition.uiSchema.en),
          checksum,
        })
        .onConflict((oc) => oc.columns(['form_id', 'version']).doNothing())
        .execute();
      if (previous !== null) {
        await trx
          .updateTable('forms')
          .set({ current_version: version })
          .where('id', '=', definition.formId)
          .execute();
      }
      versions[definition.formId] = { old: previous, new: version };
    }
    if (!Object.keys(versions).length) return undefined;
    await audit(trx, STARTUP, {
      action: 'form_definitions_load',
      objectType: 'form',
      changes: versions,
    });
    return { versions };
  });
}
