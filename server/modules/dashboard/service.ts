/**
 * The dashboard (spec section 2): the figures of a year, the caller's favourite patients and the
 * open correction flags, all over what the caller sees, exactly as the patient list scopes it.
 * Reads only. The figures are independent statements sent together, so that on a pool they run
 * side by side and a request takes about as long as its slowest figure; a central
 * administrator's come from the counters the writes keep, in one statement.
 */
import { type Kysely } from 'kysely';
import {
  DASHBOARD_LIST_LIMIT,
  type DashboardList,
  type DashboardStats,
  FIRST_REGISTRY_YEAR,
  type FavoritePatient,
  type OpenCorrectionFlag,
  RECENT_FORMS_LIMIT,
  RECENT_PATIENTS_DAYS,
} from '../../../domain/dashboard';
import { FORM_TYPES } from '../../../domain/forms';
import { GENDERS } from '../../../domain/patient';
import { type Database } from '../../db/schema';
import { badRequest } from '../../errors';
import { assertAllowed } from '../../http/permission';
import { type Auth, type Clock } from '../../http/context';
import { seesEveryPatient, visibleProtocolCodes } from '../patient/scope';
import {
  type YearFigures,
  type RegisteredCount,
  favoritePatients,
  heldFigures,
  keptFigures,
  openCorrectionFlags,
  recentForms,
  yearPeriod,
} from './repository';

const DAY_MS = 86_400_000;

const instant = (value: Date | string) => new Date(value).toISOString();

/** Every key of `keys` in its order, with the count the rows give it or 0. */
function everyKey<Key extends string>(
  keys: readonly Key[],
  rows: readonly { key: string; count: number }[],
) {
  return keys.map((key) => ({ key, count: rows.find((row) => row.key === key)?.count ?? 0 }));
}

const total = (counts: readonly { count: number }[]) =>
  counts.reduce((sum, { count }) => sum + count, 0);

export class DashboardService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async stats(auth: Auth, requestedYear?: number): Promise<DashboardStats> {
    assertAllowed(auth, 'dashboard', 'show');
    const now = this.clock.now();
    const currentYear = now.getUTCFullYear();
    const year = requestedYear ?? currentYear;
    // The schema bounds the year from below; the upper bound moves with the clock.
    if (year < FIRST_REGISTRY_YEAR || year > currentYear + 1) {
      throw badRequest({ year: [{ message: 'validation.invalidValue' }] });
    }
    const period = yearPeriod(year);
    const codes = visibleProtocolCodes(auth);
    const since = new Date(now.getTime() - RECENT_PATIENTS_DAYS * DAY_MS);
    const [{ years, recentPatients, registered, forms: savedForms }, recent] = await Promise.all([
      this.figures(auth, year, currentYear, codes, since),
      recentForms(this.db, auth, codes, period, RECENT_FORMS_LIMIT),
    ]);
    const figure = (name: RegisteredCount['figure']) =>
      registered.filter((row) => row.figure === name);
    const byGender = everyKey(GENDERS, figure('gender'));
    const byType = everyKey(FORM_TYPES, savedForms);
    return {
      year,
      years: [...new Set([...years, currentYear])].sort((a, b) => b - a),
      recentPatients,
      patientsInYear: total(byGender),
      patientsByGender: byGender,
      patientsByProtocol: figure('protocol').map(({ key, count }) => ({ key, count })),
      patientsByHospital: figure('hospital').map(({ key, hospital_id, count }) => ({
        key,
        hospitalId: hospital_id!,
        count,
      })),
      formsSaved: total(byType),
      formsByType: byType,
      recentForms: recent.map((row) => ({
        patientId: row.patient_id,
        firstName: row.first_name,
        lastName: row.last_name,
        protocolId: row.protocol_id,
        protocol: row.protocol,
        formId: row.form_id,
        formType: row.form_type,
        version: row.version,
        savedAt: instant(row.saved_at),
        savedBy: row.saved_by,
      })),
    };
  }

  /**
   * The active years, the recent patients and the year's counts: for a central administrator,
   * who sees every patient and form, the counters the writes keep; for anyone else, their
   * hospitals' entries and their forms' saves.
   */
  private async figures(
    auth: Auth,
    year: number,
    currentYear: number,
    codes: readonly string[],
    since: Date,
  ): Promise<YearFigures> {
    const years = { first: FIRST_REGISTRY_YEAR, last: currentYear + 1 };
    if (seesEveryPatient(auth)) return keptFigures(this.db, year, years, codes, since);
    return heldFigures(this.db, auth, year, years, codes, since);
  }

  async favoritePatients(auth: Auth): Promise<DashboardList<FavoritePatient>> {
    assertAllowed(auth, 'dashboard', 'show');
    const rows = await favoritePatients(
      this.db,
      auth,
      visibleProtocolCodes(auth),
      DASHBOARD_LIST_LIMIT,
    );
    return {
      data: rows.map((row) => ({
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        birthDate: row.birth_date,
        active: row.active,
        protocols: row.protocols,
        addedAt: instant(row.added_at),
      })),
      total: rows[0]?.total ?? 0,
    };
  }

  async correctionFlags(auth: Auth): Promise<DashboardList<OpenCorrectionFlag>> {
    assertAllowed(auth, 'dashboard', 'show');
    const rows = await openCorrectionFlags(this.db, auth, DASHBOARD_LIST_LIMIT);
    return {
      data: rows.map((row) => ({
        flagId: row.id,
        patientId: row.patient_id,
        firstName: row.first_name,
        lastName: row.last_name,
        comment: row.comment,
        hospitalId: row.hospital_id,
        hospitalShortName: row.hospital_short_name,
        author: row.author,
        createdAt: instant(row.created_at),
      })),
      total: rows[0]?.total ?? 0,
    };
  }
}
