/**
 * Kysely queries about protocol forms: what a call about one patient's form needs to know (in
 * one query: a save is a handful of round trips, DESIGN section 7), definitions by version, saved
 * versions, the summary of a patient's forms, and the dictionary entries a form's lookups name.
 * Each takes the database or a transaction first.
 */
import { type Kysely, type Selectable, type Transaction, sql } from 'kysely';
import { type FormId, type FormType } from '../../../domain/forms';
import { type ProtocolCode } from '../../../domain/protocols';
import {
  type Database,
  type FormDataTable,
  type FormDefinitionTable,
  type NewAuditRow,
} from '../../db/schema';
import { type Auth } from '../../http/context';
import { type Role } from '../../../domain/roles';
import { compiledOnce } from '../../db/compiledOnce';
import { patientInScope, scopeHospitals } from '../patient/scope';

type Db = Kysely<Database> | Transaction<Database>;
export type FormDefinitionRow = Selectable<FormDefinitionTable>;

/** A saved version of a patient's form, with the name of who saved it. */
export interface SavedForm extends Selectable<FormDataTable> {
  saved_by_name: string | null;
}

/** What a call about one form of one patient starts from. */
export interface FormContext {
  /** Whether the patient has the form's protocol active; null when the patient lacks it. */
  protocolActive: boolean | null;
  /** The form's current definition version; null for a form the database does not hold. */
  currentVersion: number | null;
  /** The saved version asked for, or the latest; null when there is none. */
  saved: SavedForm | null;
  /** The caller's name, as a save records its author. */
  callerName: string;
  /** The patient's birth date, YYYY-MM-DD: no date of a form may precede it. */
  birthDate: string;
  /**
   * Which of the dictionary values the call named are entries, as dictionaryKey() keys: a save
   * asks along with its context to spare a round trip. Null when it named none.
   */
  knownValues: Set<string> | null;
}

const name = (alias: string) =>
  sql<string>`${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)}`;

/**
 * The patient's state for one form, or undefined when the patient is not in the caller's scope:
 * the patient's protocol of that form, the form's current definition version, a saved version
 * (`version`, or the latest), and the caller's name. A save reads it with no lock held: its
 * write checks the patient and the protocol again (insertOpenFormData).
 */
export async function findFormContext(
  db: Db,
  auth: Auth,
  target: {
    patientId: number;
    formId: string;
    protocol: string;
    version?: number;
    dictionaryValues?: readonly DictionaryValue[];
  },
): Promise<FormContext | undefined> {
  const { patientId, formId, protocol, version, dictionaryValues = [] } = target;
  const [row] = await formContextRows(
    db,
    {
      patientId,
      formId,
      protocol,
      version,
      callerId: auth.accountId,
      hospitals: scopeHospitals(auth),
      dictionaries: byDictionary(dictionaryValues),
    },
    auth.role,
  );
  if (!row) return undefined;
  const { birth_date, protocol_active, current_version, caller_name, known_values, ...saved } = row;
  return {
    knownValues: known_values ? new Set(known_values) : null,
    protocolActive: protocol_active,
    currentVersion: current_version,
    saved: saved.version === null ? null : (saved as SavedForm),
    callerName: caller_name ?? '',
    birthDate: birth_date,
  };
}

/** Every read and save of a form starts with it: built and compiled once (compiledOnce.ts). */
const formContextRows = compiledOnce(
  (
    db,
    target: {
      patientId: number;
      formId: string;
      protocol: string;
      version: number | undefined;
      callerId: number;
      hospitals: number[];
      dictionaries: DictionaryGroup[];
    },
    role: Role,
  ) => {
    const { patientId, formId, protocol, version, callerId, hospitals, dictionaries } = target;
    return db
      .selectFrom('patients')
      .leftJoin('patient_protocols as pp', (join) =>
        join.onRef('pp.patient_id', '=', 'patients.id').on('pp.protocol', '=', protocol),
      )
      .leftJoin('forms', (join) => join.on('forms.id', '=', formId))
      .leftJoinLateral(
        (eb) => {
          const saved = eb
            .selectFrom('form_data')
            .leftJoin('accounts as saver', 'saver.id', 'form_data.saved_by')
            .selectAll('form_data')
            .select(name('saver').as('saved_by_name'))
            .whereRef('form_data.patient_id', '=', 'patients.id')
            .where('form_data.form_id', '=', formId);
          return (
            version === undefined
              ? saved.orderBy('form_data.version', 'desc').limit(1)
              : saved.where('form_data.version', '=', version)
          ).as('saved');
        },
        (join) => join.onTrue(),
      )
      .select([
        'patients.birth_date',
        'pp.active as protocol_active',
        'forms.current_version',
        'saved.patient_id',
        'saved.form_id',
        'saved.version',
        'saved.definition_version',
        'saved.data',
        'saved.completeness',
        'saved.saved_by',
        'saved.saved_at',
        'saved.saved_by_name',
        db
          .selectFrom('accounts as caller')
          .select(name('caller').as('name'))
          .where('caller.id', '=', callerId)
          .as('caller_name'),
        dictionaries.length
          ? db
              .selectFrom(knownEntries(db, dictionaries).as('known'))
              .select(
                sql<string[]>`coalesce(array_agg(known.type || ':' || known.value), '{}')`.as(
                  'keys',
                ),
              )
              .as('known_values')
          : sql<string[] | null>`null`.as('known_values'),
      ])
      .where('patients.id', '=', patientId)
      .where(patientInScope({ role, hospitals }, sql.ref('patients.id')));
  },
);

/** The form's current definition version; undefined for a form the database does not hold. */
export async function currentDefinitionVersion(
  db: Db,
  formId: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('forms')
    .select('current_version')
    .where('id', '=', formId)
    .executeTakeFirst();
  return row?.current_version;
}

export async function findDefinition(
  db: Db,
  formId: string,
  version: number,
): Promise<FormDefinitionRow | undefined> {
  return db
    .selectFrom('form_definitions')
    .selectAll()
    .where('form_id', '=', formId)
    .where('version', '=', version)
    .executeTakeFirst();
}

/** The latest saved version of a patient's form: its number, when and by whom; undefined if none. */
export async function latestSave(
  db: Db,
  patientId: number,
  formId: string,
): Promise<Pick<SavedForm, 'version' | 'saved_at' | 'saved_by_name'> | undefined> {
  return db
    .selectFrom('form_data')
    .leftJoin('accounts as saver', 'saver.id', 'form_data.saved_by')
    .select(['form_data.version', 'form_data.saved_at', name('saver').as('saved_by_name')])
    .where('form_data.patient_id', '=', patientId)
    .where('form_data.form_id', '=', formId)
    .orderBy('form_data.version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** What a saved version stores. */
interface NewFormVersion {
  patientId: number;
  formId: string;
  version: number;
  definitionVersion: number;
  data: Record<string, unknown>;
  completeness: number;
  savedBy: number;
  at: Date;
}

const formDataRow = (values: NewFormVersion) => ({
  patient_id: values.patientId,
  form_id: values.formId,
  version: values.version,
  definition_version: values.definitionVersion,
  data: JSON.stringify(values.data),
  completeness: values.completeness,
  saved_by: values.savedBy,
  saved_at: values.at,
});

/**
 * Stores a saved version as it is, with an audit row in the same statement when given one: the
 * demo data and the tests, which write no matter the patient's state.
 */
export async function insertFormData(
  db: Db,
  values: NewFormVersion,
  auditRow?: NewAuditRow,
): Promise<void> {
  const row = formDataRow(values);
  if (!auditRow) {
    await db.insertInto('form_data').values(row).execute();
    return;
  }
  // A data-modifying WITH runs to completion whether or not the statement reads it.
  await db
    .with('saved', (db) => db.insertInto('form_data').values(row))
    .insertInto('audit_log')
    .values(auditRow)
    .execute();
}

/**
 * A save's one write: the version and its audit row, stored only while the patient is in the
 * caller's scope with the form's protocol active. Both rows are share-locked for the statement,
 * which is its own transaction, so a change to the patient's protocols or hospitals (which locks
 * them for update) either waits for the save or is seen by it. False when nothing was stored:
 * the patient or the protocol changed since the save read them. A version saved meanwhile by
 * someone else fails on the primary key (isVersionTaken).
 */
export async function insertOpenFormData(
  db: Db,
  auth: Auth,
  protocol: string,
  values: NewFormVersion,
  auditRow: NewAuditRow,
): Promise<boolean> {
  const rows = await openFormDataInsert(
    db,
    {
      protocol,
      hospitals: scopeHospitals(auth),
      row: formDataRow(values),
      auditRow,
    },
    auth.role,
  );
  return rows.length > 0;
}

/** A form save's write: built and compiled once (compiledOnce.ts). */
const openFormDataInsert = compiledOnce(
  (
    db,
    target: {
      protocol: string;
      hospitals: number[];
      row: ReturnType<typeof formDataRow>;
      auditRow: NewAuditRow;
    },
    role: Role,
  ) => {
    const { protocol, hospitals, row, auditRow } = target;
    return (
      db
        .with('open', (db) =>
          db
            .selectFrom('patients')
            .innerJoin('patient_protocols as pp', (join) =>
              join
                .onRef('pp.patient_id', '=', 'patients.id')
                .on('pp.protocol', '=', protocol)
                .on('pp.active', '=', true),
            )
            .select('patients.id')
            .where('patients.id', '=', row.patient_id)
            .where(patientInScope({ role, hospitals }, sql.ref('patients.id')))
            .forShare(['patients', 'pp']),
        )
        .with('saved', (db) =>
          db
            .insertInto('form_data')
            .columns(keysOf(row))
            .expression((eb) => eb.selectFrom('open').select(literals(row)))
            .returning('form_data.patient_id'),
        )
        .insertInto('audit_log')
        .columns(keysOf(auditRow))
        .expression((eb) => eb.selectFrom('saved').select(literals(auditRow)))
        // Read back rather than counted: the embedded database's dialect counts the rows of a
        // statement that starts with INSERT, not WITH.
        .returning('audit_log.id')
    );
  },
);

const keysOf = <Row extends object>(row: Row) => Object.keys(row) as (keyof Row & string)[];

/**
 * A row's values as a select list of parameters: PostgreSQL gives each the type of the column it
 * is inserted into.
 */
const literals = (row: object) =>
  Object.entries(row).map(([column, value]) => sql`${value}`.as(column));

/** The primary key caught a save of a version another request saved first. */
export const isVersionTaken = (error: unknown) => {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'form_data_pkey';
};

export interface PatientFormRow {
  form_id: FormId;
  protocol: ProtocolCode;
  type: FormType;
  version: number | null;
  saved_at: Date | null;
  saved_by_name: string | null;
  completeness: number | null;
}

/**
 * The forms of the patient's active protocols among these codes, each with its latest saved
 * version (nulls when never saved).
 */
export async function patientFormRows(
  db: Db,
  patientId: number,
  protocols: readonly string[],
): Promise<PatientFormRow[]> {
  if (!protocols.length) return [];
  const rows = await db
    .selectFrom('patient_protocols as pp')
    .innerJoin('forms', 'forms.protocol', 'pp.protocol')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('form_data')
          .select([
            'form_data.version',
            'form_data.saved_at',
            'form_data.saved_by',
            'form_data.completeness',
          ])
          .whereRef('form_data.patient_id', '=', 'pp.patient_id')
          .whereRef('form_data.form_id', '=', 'forms.id')
          .orderBy('form_data.version', 'desc')
          .limit(1)
          .as('latest'),
      (join) => join.onTrue(),
    )
    .leftJoin('accounts as saver', 'saver.id', 'latest.saved_by')
    .select([
      'forms.id as form_id',
      'forms.protocol',
      'forms.type',
      'latest.version',
      'latest.saved_at',
      'latest.completeness',
      name('saver').as('saved_by_name'),
    ])
    .where('pp.patient_id', '=', patientId)
    .where('pp.active', '=', true)
    .where('pp.protocol', 'in', protocols)
    .execute();
  return rows as PatientFormRow[];
}

/** A dictionary entry named by a form: the dictionary type and the entry's value. */
export interface DictionaryValue {
  dictionary: string;
  value: string;
}

export const dictionaryKey = ({ dictionary, value }: DictionaryValue) => `${dictionary}:${value}`;

/** A dictionary's values among those a form names, each once. */
interface DictionaryGroup {
  type: string;
  values: string[];
}

function byDictionary(wanted: readonly DictionaryValue[]): DictionaryGroup[] {
  const groups = new Map<string, Set<string>>();
  for (const { dictionary, value } of wanted) {
    const values = groups.get(dictionary) ?? new Set<string>();
    groups.set(dictionary, values.add(value));
  }
  return [...groups].map(([type, values]) => ({ type, values: [...values] }));
}

/**
 * The entries among these values, in a query of their type and value. Each value is looked up
 * through the (type, lower(value)) index, then compared exactly.
 */
function knownEntries(db: Db, groups: DictionaryGroup[]) {
  return db
    .selectFrom('dictionary_entries')
    .select(['dictionary_entries.type', 'dictionary_entries.value'])
    .where((eb) =>
      eb.or(
        groups.map(({ type, values }) =>
          eb.and([
            eb('dictionary_entries.type', '=', type),
            eb(
              eb.fn('lower', ['dictionary_entries.value']),
              'in',
              values.map((value) => eb.fn('lower', [eb.val(value)])),
            ),
            eb('dictionary_entries.value', 'in', values),
          ]),
        ),
      ),
    );
}

/** Which of these values are entries of their dictionaries, as dictionaryKey() keys. */
export async function existingDictionaryValues(
  db: Db,
  wanted: readonly DictionaryValue[],
): Promise<Set<string>> {
  if (!wanted.length) return new Set();
  const rows = await knownEntries(db, byDictionary(wanted)).execute();
  return new Set(rows.map((row) => dictionaryKey({ dictionary: row.type, value: row.value })));
}
