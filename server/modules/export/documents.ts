/**
 * The export's documents: `codebook.csv` (every column of every data file, with its labels in
 * both languages, type, unit, whether required, codes with their labels or the dictionary, and
 * the definition version), `load.R` (base R only: reads every file with its types from the
 * codebook and turns coded fields into labelled factors) and `README.txt`.
 */
import { type ExportDialect } from '../../../domain/export';
import {
  type ExportColumn,
  type FormLayout,
  dictionaryColumns,
  exportedFields,
  formRecordColumns,
  patientColumns,
  tableKeyColumns,
} from './codebook';
import { type Dialect, cell, line } from './csv';

export const formFileName = (formId: string) => `${formId}.csv`;
export const DICTIONARIES_FILE = 'dictionaries.csv';
export const tableFileName = (formId: string, table: string) => `${formId}.${table}.csv`;

/** Every data file of an export and its columns, in the order the ZIP holds them. */
export function dataFiles(layouts: readonly FormLayout[], pseudonymised: boolean) {
  return [
    { file: 'patients.csv', columns: patientColumns(pseudonymised), definitionVersion: null },
    ...layouts.flatMap((layout) => [
      {
        file: formFileName(layout.formId),
        columns: [
          ...formRecordColumns(layout, pseudonymised),
          ...exportedFields(layout.columns, pseudonymised),
        ],
        formId: layout.formId,
      },
      ...layout.tables.map((table) => ({
        file: tableFileName(layout.formId, table.name),
        columns: [
          ...tableKeyColumns(table, pseudonymised),
          ...exportedFields(table.columns, pseudonymised),
        ],
        formId: layout.formId,
      })),
    ]),
    { file: DICTIONARIES_FILE, columns: dictionaryColumns(), definitionVersion: null },
  ];
}

/** The dictionaries the columns of these files name, each once, in the order first named. */
export function namedDictionaries(files: ReturnType<typeof dataFiles>): string[] {
  const names = files.flatMap((entry) =>
    (entry.columns as ExportColumn[]).flatMap((column) =>
      column.dictionary ? [column.dictionary] : [],
    ),
  );
  return [...new Set(names)];
}

const CODEBOOK_COLUMNS = [
  'file',
  'column',
  'label_pl',
  'label_en',
  'type',
  'unit',
  'required',
  'codes',
  'code_labels_pl',
  'code_labels_en',
  'dictionary',
  'definition_version',
];

export function codebook(
  files: ReturnType<typeof dataFiles>,
  versions: ReadonlyMap<string, number>,
  dialect: Dialect,
): { text: string; rows: number } {
  let text = dialect.bom + line(CODEBOOK_COLUMNS, dialect);
  let rows = 0;
  for (const entry of files) {
    const version = 'formId' in entry ? (versions.get(entry.formId) ?? null) : null;
    for (const column of entry.columns as ExportColumn[]) {
      const codes = column.codes ?? [];
      text += line(
        [
          entry.file,
          column.name,
          column.label.pl,
          column.label.en,
          column.type,
          column.unit,
          column.required,
          codes.length ? codes.map((code) => code.code).join('|') : null,
          codes.length ? codes.map((code) => code.label.pl).join('|') : null,
          codes.length ? codes.map((code) => code.label.en).join('|') : null,
          column.dictionary ?? null,
          version,
        ].map((value) => cell(value, dialect)),
        dialect,
      );
      rows += 1;
    }
  }
  return { text, rows };
}

export function loadR(dialect: ExportDialect): string {
  const [sep, dec, encoding] =
    dialect === 'excel-pl' ? [';', ',', 'UTF-8-BOM'] : [',', '.', 'UTF-8'];
  return `# oncoreg research export: reads every file of the export with its types from
# codebook.csv, turns coded fields into labelled factors, and leaves a list of data frames,
# \`registry\`, one per file (registry$patients, registry[["STS-basic"]], ...).
# Base R only. Run it in the folder of the unzipped export, or set export_dir first.
# Labels are Polish; set export_language <- "en" before sourcing for English ones.

if (!exists("export_dir")) export_dir <- "."
if (!exists("export_language")) export_language <- "pl"

export_read <- function(file, classes = NA) {
  read.csv(file.path(export_dir, file), sep = "${sep}", dec = "${dec}",
           fileEncoding = "${encoding}", colClasses = classes, na.strings = "",
           check.names = FALSE, stringsAsFactors = FALSE)
}

# A text cell the export escaped against spreadsheet formulas starts with a single quote.
export_unescape <- function(x) {
  hit <- !is.na(x) & grepl("^'[-=+@\\t\\r]", x)
  x[hit] <- substring(x[hit], 2)
  x
}

codebook <- export_read("codebook.csv", "character")
codebook[] <- lapply(codebook, export_unescape)

export_split <- function(text) strsplit(text, "|", fixed = TRUE)[[1]]

export_file <- function(file) {
  columns <- codebook[codebook$file == file, ]
  classes <- ifelse(columns$type == "integer", "integer",
             ifelse(columns$type == "number", "numeric",
             ifelse(columns$type == "boolean", "logical", "character")))
  names(classes) <- columns$column
  frame <- export_read(file, classes)
  for (i in seq_len(nrow(columns))) {
    name <- columns$column[i]
    value <- frame[[name]]
    if (is.character(value)) value <- export_unescape(value)
    type <- columns$type[i]
    if (type == "date") {
      value <- as.Date(value)
    } else if (type == "datetime") {
      value <- as.POSIXct(value, format = "%Y-%m-%dT%H:%M:%OS", tz = "UTC")
    } else if (type == "code") {
      labels <- columns[[paste0("code_labels_", export_language)]][i]
      value <- factor(value, levels = export_split(columns$codes[i]),
                      labels = export_split(labels))
    }
    frame[[name]] <- value
  }
  frame
}

export_files <- unique(codebook$file)
registry <- lapply(export_files, export_file)
names(registry) <- sub("\\\\.csv$", "", export_files)
invisible(registry)
`;
}

/** Who made an export: the account, and its name and email while the account is there. */
export interface ExportAuthor {
  accountId: number;
  name?: string | undefined;
  email?: string | undefined;
}

export interface ReadmeFacts {
  madeAt: Date;
  madeBy: ExportAuthor;
  pseudonymised: boolean;
  dialect: ExportDialect;
  forms: readonly string[];
  /** Whether patients.csv holds only the patients holding a protocol of the chosen forms. */
  patientsOfForms: boolean;
  hospitals: readonly string[];
  from: string | null;
  to: string | null;
  files: Record<string, number>;
}

/** "1 wiersz", "2 wiersze", "5 wierszy", "22 wiersze", "12 wierszy". */
function polishRows(rows: number): string {
  const tens = rows % 100;
  const units = rows % 10;
  if (rows === 1) return 'wiersz';
  return units >= 2 && units <= 4 && (tens < 12 || tens > 14) ? 'wiersze' : 'wierszy';
}

const README_TEXTS = {
  pl: {
    title: 'oncoreg: eksport danych do badań',
    made: (at: string, by: string) => `Utworzono: ${at} (UTC). Osoba eksportująca: ${by}.`,
    account: (id: number) => `konto ${id}`,
    pseudonymised:
      'Dane spseudonimizowane: pacjenta oznacza pseudonim (skrót z kluczem z jego identyfikatora, ten sam w każdym pliku i w każdym późniejszym eksporcie); pominięto imiona, nazwiska, numery PESEL i paszportów, numery przedstawiciela ustawowego, adresy, wszystkie pola tekstu swobodnego i nazwiska osób, które zapisały formularze; datę urodzenia skrócono do roku i miesiąca, a formularze z datą rozpoznania podają wiek w chwili rozpoznania, liczony od 15. dnia miesiąca urodzenia (tak, by nie zdradzał dnia urodzenia).',
    identifiable:
      'Dane identyfikujące: pacjenta oznacza jego identyfikator w rejestrze, a pliki zawierają imiona, nazwiska, numery PESEL i paszportów, adresy i notatki tekstowe (jako zwykły tekst), a formularze także osobę, która je zapisała. Należy je chronić jak dane o zdrowiu zidentyfikowanych dzieci.',
    filters: 'Filtry:',
    forms: 'formularze',
    allForms: 'wszystkie formularze dostępne dla konta',
    hospitals: 'szpitale',
    allHospitals: 'wszystkie szpitale dostępne dla konta',
    from: 'zarejestrowani od',
    to: 'zarejestrowani do',
    anyDate: 'dowolnej daty',
    patientsOfForms:
      'patients.csv zawiera tylko pacjentów, którzy mają protokół jednego z wybranych formularzy.',
    excelPl:
      'Format: pola rozdzielone średnikiem, przecinek dziesiętny, UTF-8 ze znacznikiem kolejności bajtów (polski Excel).',
    rfc4180: 'Format: pola rozdzielone przecinkiem (RFC 4180), kropka dziesiętna, UTF-8.',
    formulas:
      'Komórki tekstowe zaczynające się od =, +, -, @, tabulatora lub powrotu karetki mają na początku apostrof, aby arkusz kalkulacyjny nigdy nie wykonał ich jako formuł; load.R go usuwa.',
    files: 'Pliki (wiersze policzone w chwili rozpoczęcia eksportu):',
    rows: polishRows,
    codebook:
      'codebook.csv: każda kolumna każdego pliku (etykiety po polsku i angielsku, typ, jednostka, czy jest wymagana, kody i ich etykiety lub słownik, wersja definicji)',
    dictionaries:
      'dictionaries.csv: każdy wpis słowników, z których pochodzą kody kolumn (słownik, kod, opis po polsku i po angielsku, czy wpis jest aktywny), aby kod dał się odczytać bez rejestru',
    loadR:
      'load.R: Rscript load.R (lub source("load.R")) wczytuje każdy plik z jego typami do listy ramek danych `registry`, pola kodowane jako faktory z etykietami',
    tables:
      'Pola wielokrotnego wyboru zawierają kody rozdzielone znakiem |. Każda tabela formularza ma własny plik, po jednym wierszu na wiersz tabeli, z kluczem: pacjent i numer wiersza (od 1).',
  },
  en: {
    title: 'oncoreg research export',
    made: (at: string, by: string) => `Made at ${at} (UTC) by ${by}.`,
    account: (id: number) => `account ${id}`,
    pseudonymised:
      'Pseudonymised: patients are named by a pseudonym (a keyed hash of their id, the same in every file and every later export); names, PESEL and passport numbers, the legal representative’s numbers, addresses, every free-text field and the names of the staff who saved the forms are left out; the birth date is reduced to year and month, and forms with a date of diagnosis carry the age at diagnosis, counted from the 15th of the birth month (so that it does not give away the day of birth).',
    identifiable:
      'Identifiable: patients are named by their registry id and carry their names, PESEL, passport numbers, addresses and free-text notes (as plain text), and the forms who saved them. Handle as health data of identified children.',
    filters: 'Filters:',
    forms: 'forms',
    allForms: 'every form the account may see',
    hospitals: 'hospitals',
    allHospitals: 'every hospital the account may see',
    from: 'registered from',
    to: 'registered to',
    anyDate: 'any date',
    patientsOfForms: 'patients.csv holds only the patients who hold the protocol of a chosen form.',
    excelPl:
      'Format: semicolon-separated, decimal comma, UTF-8 with a byte-order mark (Polish Excel).',
    rfc4180: 'Format: comma-separated (RFC 4180), decimal point, UTF-8.',
    formulas:
      'Text cells starting with =, +, -, @, a tab or a carriage return have a single quote in front, so that a spreadsheet never runs them as formulas; load.R takes it off.',
    files: 'Files (rows counted when the export started):',
    rows: (rows: number) => (rows === 1 ? 'row' : 'rows'),
    codebook:
      'codebook.csv: every column of every file (labels in Polish and English, type, unit, required, codes and their labels or the dictionary, definition version)',
    dictionaries:
      'dictionaries.csv: every entry of the dictionaries the columns take their codes from (dictionary, code, descriptions in Polish and English, whether the entry is active), so that a code can be read without the registry',
    loadR:
      'load.R: Rscript load.R (or source("load.R")) reads every file with its types into a list of data frames, `registry`, coded fields as labelled factors',
    tables:
      'Multiple-choice fields hold their codes separated by |. Tables of a form have a file each, one row per table row, keyed by the patient and the row number (from 1).',
  },
} as const;

/**
 * "Anna Nowak <anna@example.org> (konto 4)": the account's number in the part's own language, as
 * the rest of it is; the account alone when it is gone.
 */
function authorIn(t: (typeof README_TEXTS)[keyof typeof README_TEXTS], author: ExportAuthor) {
  const who = [author.name, author.email ? `<${author.email}>` : ''].filter(Boolean).join(' ');
  return who ? `${who} (${t.account(author.accountId)})` : t.account(author.accountId);
}

function readmeIn(language: keyof typeof README_TEXTS, facts: ReadmeFacts): string[] {
  const t = README_TEXTS[language];
  const list = (values: readonly string[], all: string) =>
    values.length ? values.join(', ') : all;
  return [
    t.title,
    '',
    t.made(facts.madeAt.toISOString(), authorIn(t, facts.madeBy)),
    facts.pseudonymised ? t.pseudonymised : t.identifiable,
    '',
    t.filters,
    `  ${t.forms}: ${list(facts.forms, t.allForms)}`,
    `  ${t.hospitals}: ${list(facts.hospitals, t.allHospitals)}`,
    `  ${t.from}: ${facts.from ?? t.anyDate}`,
    `  ${t.to}: ${facts.to ?? t.anyDate}`,
    ...(facts.patientsOfForms ? [t.patientsOfForms] : []),
    '',
    facts.dialect === 'excel-pl' ? t.excelPl : t.rfc4180,
    t.formulas,
    '',
    t.files,
    ...Object.entries(facts.files).map(([file, rows]) => `  ${file}: ${rows} ${t.rows(rows)}`),
    `  ${t.codebook}`,
    `  ${t.dictionaries}`,
    `  ${t.loadR}`,
    '',
    t.tables,
  ];
}

/** The export's description, in Polish and then in English: the one who opens it may read either. */
export function readme(facts: ReadmeFacts): string {
  return [...readmeIn('pl', facts), '', '---', '', ...readmeIn('en', facts), ''].join('\r\n');
}
