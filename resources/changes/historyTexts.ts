/**
 * The words the change log and the patient's history read audit rows with, beyond the field
 * labels of the resource catalogues: fields only the audit trail holds (a file's name and hash,
 * a form's version), the technical details' labels and a form save's headings. Kept with the
 * views that use them and loaded with them, not with the catalogues, so that the login bundle
 * does not carry them (as the information pages' texts).
 */
import type { Locale } from '../../domain';

export interface HistoryTexts {
  /** The disclosure that holds ids, hashes and the like. */
  technical: { show: string; label: string };
  /** Labels of fields no resource catalogue names, by object type, then field (nested: `a.b`). */
  fields: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Labels of technical values, whatever the object type. */
  technicalFields: Readonly<Record<string, string>>;
  /** Object types and actions the catalogues do not name yet. */
  objectTypes: Readonly<Record<string, string>>;
  actions: Readonly<Record<string, string>>;
  /** Coded values by field: an export's CSV dialect. */
  codes: Readonly<Record<string, Readonly<Record<string, string>>>>;
  form: {
    basic: string;
    extended: string;
    /** "Soft tissue sarcomas (STS): basic form". */
    name(protocolName: string, protocol: string, type: string): string;
    /** The heading of a save: the form and the version the save made. */
    saved(formName: string, version: number): string;
    /** A table row where the definition names no row: "Surgery, row 2". */
    row(table: string, number: number): string;
    /** The technical value of the definition versions a save was read with. */
    definitionVersions: string;
    loading: string;
    failed: string;
    retry: string;
    noFieldChanges: string;
  };
}

export const HISTORY_TEXTS: Readonly<Record<Locale, HistoryTexts>> = {
  pl: {
    technical: { show: 'Szczegóły techniczne', label: 'Szczegóły techniczne zmiany' },
    fields: {
      patient: {
        hospitalId: 'Szpital',
        protocol: 'Protokół',
        name: 'Nazwa pliku',
        type: 'Rodzaj załącznika',
        date: 'Data zgody',
        size: 'Rozmiar pliku',
        comment: 'Komentarz',
        resolved: 'Rozwiązana',
        version: 'Wersja formularza',
      },
      account: {
        login: 'Podany login',
        mustChangePassword: 'Wymagana zmiana hasła',
      },
      pesel: { pesel: 'PESEL' },
      // As the patient's form names them: a check looks for a patient with both.
      passport: { passportNumber: 'Numer paszportu', nationality: 'Obywatelstwo' },
      dictionary: { version: 'Wersja słowników', inserted: 'Dodane wpisy' },
      export: {
        filters: 'Filtry',
        request: 'Eksport',
        forms: 'Formularze',
        hospitals: 'Szpitale',
        from: 'Zarejestrowani od',
        to: 'Zarejestrowani do',
        pseudonymised: 'Dane zapseudonimizowane',
        dialect: 'Format CSV',
        file: 'Plik',
        files: 'Pliki (liczba wierszy)',
        expiresAt: 'Link ważny do',
      },
    },
    technicalFields: {
      id: 'Identyfikator',
      hospitalId: 'Identyfikator szpitala',
      hospitals: 'Identyfikatory szpitali',
      categoryId: 'Identyfikator kategorii',
      patientId: 'Identyfikator pacjenta',
      protocolId: 'Identyfikator protokołu pacjenta',
      fileId: 'Identyfikator pliku',
      flagId: 'Identyfikator flagi korekty',
      formId: 'Identyfikator formularza',
      version: 'Wersja formularza',
      sha256: 'Skrót SHA-256',
      contentType: 'Typ zawartości',
      objectId: 'Identyfikator obiektu',
      correlationId: 'Identyfikator żądania',
    },
    objectTypes: { export: 'Eksport danych' },
    actions: { export: 'Eksport danych', export_link: 'Link do pobrania eksportu' },
    codes: { dialect: { csv: 'CSV', 'excel-pl': 'Excel (polski)' } },
    form: {
      basic: 'formularz podstawowy',
      extended: 'formularz rozszerzony',
      name: (protocolName, protocol, type) => `${protocolName} (${protocol}): ${type}`,
      saved: (formName, version) => `${formName}, wersja ${version}`,
      row: (table, number) => `${table}, wiersz ${number}`,
      definitionVersions: 'Wersje definicji formularza (przed → po)',
      loading: 'Wczytywanie pól formularza…',
      failed: 'Nie udało się wczytać pól formularza.',
      retry: 'Spróbuj ponownie',
      noFieldChanges: 'Zapisano bez zmian w polach.',
    },
  },
  en: {
    technical: { show: 'Technical details', label: 'Technical details of the change' },
    fields: {
      patient: {
        hospitalId: 'Hospital',
        protocol: 'Protocol',
        name: 'File name',
        type: 'Attachment type',
        date: 'Consent date',
        size: 'File size',
        comment: 'Comment',
        resolved: 'Resolved',
        version: 'Form version',
      },
      account: {
        login: 'Login given',
        mustChangePassword: 'Password change required',
      },
      pesel: { pesel: 'PESEL' },
      passport: { passportNumber: 'Passport number', nationality: 'Nationality' },
      dictionary: { version: 'Dictionaries version', inserted: 'Entries added' },
      export: {
        filters: 'Filters',
        request: 'Export',
        forms: 'Forms',
        hospitals: 'Hospitals',
        from: 'Registered from',
        to: 'Registered until',
        pseudonymised: 'Pseudonymised',
        dialect: 'CSV format',
        file: 'File',
        files: 'Files (rows)',
        expiresAt: 'Link valid until',
      },
    },
    technicalFields: {
      id: 'Id',
      hospitalId: 'Hospital id',
      hospitals: 'Hospital ids',
      categoryId: 'Category id',
      patientId: 'Patient id',
      protocolId: 'Patient protocol id',
      fileId: 'File id',
      flagId: 'Correction flag id',
      formId: 'Form id',
      version: 'Form version',
      sha256: 'SHA-256 hash',
      contentType: 'Content type',
      objectId: 'Object id',
      correlationId: 'Request id',
    },
    objectTypes: { export: 'Data export' },
    actions: { export: 'Data export', export_link: 'Export download link' },
    codes: { dialect: { csv: 'CSV', 'excel-pl': 'Excel (Polish)' } },
    form: {
      basic: 'basic form',
      extended: 'extended form',
      name: (protocolName, protocol, type) => `${protocolName} (${protocol}): ${type}`,
      saved: (formName, version) => `${formName}, version ${version}`,
      row: (table, number) => `${table}, row ${number}`,
      definitionVersions: 'Form definition versions (before → after)',
      loading: 'Loading the form’s fields…',
      failed: 'The form’s fields could not be loaded.',
      retry: 'Try again',
      noFieldChanges: 'Saved with no field changed.',
    },
  },
};
