/**
 * The data-quality report (issue 15): per hospital and protocol, over what the caller sees (the
 * dashboard's scope), the patients, their forms' completeness, open correction flags and missing
 * consents, as JSON or as CSV. A hospital or protocol filter outside the caller's scope is a 400
 * naming the field: asking for it is a mistake of the caller, and answering with nothing would
 * read as "all is well there".
 */
import { type Kysely } from 'kysely';
import { FIRST_REGISTRY_YEAR } from '../../../domain/dashboard';
import {
  DATA_QUALITY_CSV_COLUMNS,
  dataQualityHeader,
  type DataQualityQuery,
  type DataQualityReport,
  type DataQualityRow,
} from '../../../domain/dataQuality';
import { PROTOCOL_CODES } from '../../../domain/protocols';
import { type ExportDialect } from '../../../domain/export';
import { type Database } from '../../db/schema';
import { type FieldProblems, badRequest } from '../../errors';
import { assertAllowed } from '../../http/permission';
import { type Auth, type Clock } from '../../http/context';
import { yearPeriod } from '../dashboard/repository';
import { DIALECTS, cell, line, textCell } from '../export/csv';
import { holdsHospital, seesEveryPatient, visibleProtocolCodes } from '../patient/scope';
import { type DataQualityDbRow, dataQualityRows } from './repository';

const number = (value: string | number | null) => (value === null ? null : Number(value));

const protocolOrder = (code: string) => (PROTOCOL_CODES as readonly string[]).indexOf(code);

function toRow(row: DataQualityDbRow): DataQualityRow {
  return {
    hospitalId: row.hospital_id,
    hospitalShortName: row.hospital_short_name,
    hospitalName: row.hospital_name,
    protocol: row.protocol,
    patients: row.patients,
    basicStarted: row.basic_started,
    basicMeanCompleteness: number(row.basic_mean),
    extendedStarted: row.extended_started,
    extendedMeanCompleteness: number(row.extended_mean),
    basicMissing: row.basic_missing,
    basicIncomplete: row.basic_incomplete,
    openFlags: row.open_flags ?? 0,
    patientsWithOpenFlags: row.patients_with_open_flags ?? 0,
    oldestOpenFlagDays: row.oldest_open_flag_days,
    medianOpenFlagDays: number(row.median_open_flag_days),
    withoutConsent: row.without_consent,
  };
}

export class ReportService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async dataQuality(auth: Auth, query: DataQualityQuery): Promise<DataQualityReport> {
    assertAllowed(auth, 'dataQuality', 'show');
    const now = this.clock.now();
    const visible = visibleProtocolCodes(auth);
    const problems: FieldProblems = {};
    const year = query.year ?? null;
    if (year !== null && (year < FIRST_REGISTRY_YEAR || year > now.getUTCFullYear() + 1)) {
      problems.year = [{ message: 'validation.invalidValue' }];
    }
    const hospitals = query.hospitals?.length ? [...new Set(query.hospitals)] : undefined;
    if (hospitals?.some((hospital) => !holdsHospital(auth, hospital))) {
      problems.hospitals = [{ message: 'validation.invalidValue' }];
    }
    const protocols = query.protocols?.length ? [...new Set(query.protocols)] : undefined;
    if (protocols?.some((code) => !visible.includes(code))) {
      problems.protocols = [{ message: 'validation.invalidValue' }];
    }
    if (Object.keys(problems).length) throw badRequest(problems);

    const rows = await dataQualityRows(this.db, {
      hospitals: hospitals ?? (seesEveryPatient(auth) ? null : auth.hospitals),
      protocols: protocols ?? visible,
      period: year === null ? null : yearPeriod(year),
      now,
    });
    return {
      year,
      generatedAt: now.toISOString(),
      rows: rows
        .map(toRow)
        .sort(
          (a, b) =>
            a.hospitalShortName.localeCompare(b.hospitalShortName, 'pl') ||
            a.hospitalId - b.hospitalId ||
            protocolOrder(a.protocol) - protocolOrder(b.protocol),
        ),
    };
  }

  async dataQualityCsv(
    auth: Auth,
    query: DataQualityQuery,
    dialect: ExportDialect = 'csv',
  ): Promise<string> {
    const report = await this.dataQuality(auth, query);
    return dataQualityCsv(report.rows, dialect);
  }
}

/**
 * One header line and one line per hospital and protocol, CRLF-ended, in the export's dialects
 * (../export/csv.ts): RFC 4180 in UTF-8 without a BOM, its header the fields' names, or what
 * Polish Excel opens as it is, its header the columns' Polish names with their units. A
 * hospital's name a spreadsheet would take for a formula (`=…`) is written as text.
 */
export function dataQualityCsv(
  rows: readonly DataQualityRow[],
  dialect: ExportDialect = 'csv',
): string {
  const format = DIALECTS[dialect];
  // Polish Excel's file is opened by a person: its header says what each column is, in Polish.
  const header = DATA_QUALITY_CSV_COLUMNS.map((column) =>
    dialect === 'excel-pl' ? textCell(dataQualityHeader(column, 'pl'), format) : column,
  );
  return (
    format.bom +
    line(header, format) +
    rows
      .map((row) =>
        line(
          DATA_QUALITY_CSV_COLUMNS.map((column) => cell(row[column], format)),
          format,
        ),
      )
      .join('')
  );
}
