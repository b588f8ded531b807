/** One row of the change log (the audit trail) as the API answers it and the screen shows it. */
export interface LogEntry {
  id: number;
  /** When, in UTC (ISO 8601). */
  at: string;
  accountId: number | null;
  /** "First Last" of the account that acted; null for the system (start-up, demo data). */
  accountName: string | null;
  accountEmail: string | null;
  action: string;
  path: string | null;
  objectType: string | null;
  objectId: string | null;
  /** Changed fields with their old and new values, secrets redacted. */
  changes: Record<string, unknown> | null;
  correlationId: string | null;
  /** What the values of `changes` point to, named; absent when they point to nothing. */
  references?: LogReferences;
}

export interface HospitalName {
  name: string;
  shortName: string;
}

export interface CategoryName {
  abbreviation: string;
  namePl: string;
  nameEn: string;
}

export interface EntryName {
  description: string;
  descriptionEn: string | null;
}

export interface DictionaryName {
  namePl: string;
  nameEn: string;
}

/**
 * The records an audit row's values name by id or code, looked up by the server when it answers
 * (a record renamed since reads by its name of today). Only what the row names is here.
 */
export interface LogReferences {
  /**
   * The name of the record the row is about, as it is now: a hospital's name, an account's or a
   * patient's full name. An id alone told an administrator nothing.
   */
  object?: string;
  /** By hospital id. */
  hospitals?: Record<string, HospitalName>;
  /** By category id. */
  categories?: Record<string, CategoryName>;
  /** By dictionary type, then by the entry's value (code). */
  dictionaryEntries?: Record<string, Record<string, EntryName>>;
  /** By dictionary type. */
  dictionaries?: Record<string, DictionaryName>;
  /**
   * A form save: the definition versions its data was saved with, before (null for the first
   * save) and after; the field labels of a save come from these versions' schemas.
   */
  formDefinitions?: { old: number | null; new: number };
}

/** The fields of a form save's audit row that describe the save; every other one is a section. */
export const FORM_SAVE_FIELDS = ['formId', 'protocol', 'version'] as const;

/** Fields whose values are hospital ids (one, or a list), wherever an audit row holds them. */
export const HOSPITAL_FIELDS: readonly string[] = ['hospitalId', 'hospitals'];

/** Fields whose values are disease category ids. */
export const CATEGORY_FIELDS: readonly string[] = ['categoryId'];

/** Fields of these object types whose values are entries of a dictionary, by dictionary type. */
export const DICTIONARY_FIELDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  patient: { type: 'attachmentTypes' },
};

/** Fields of these object types whose values name a dictionary itself. */
export const DICTIONARY_TYPE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  dictionaryEntry: ['type'],
};

/** Fields of these object types that hold a figure per dictionary, keyed by dictionary type. */
export const PER_DICTIONARY_FIELDS: Readonly<Record<string, readonly string[]>> = {
  dictionary: ['inserted'],
};
