/**
 * Patients: the list, the record (create, details, edit, activate, deactivate), the PESEL check
 * of the patient form, the patient's history and the category picker. Every method checks the
 * permission table first (403), then the caller's scope (404 "Patient does not exist").
 */
import { type Kysely } from 'kysely';
import { type LogEntry } from '../../../domain/changeLog';
import { CONSENT_STATES, FORM_STATES } from '../../../domain/dataQuality';
import { type ListResult, type ParsedListQuery } from '../../../domain/listQuery';
import {
  type Patient,
  type PatientCreateInput,
  type PatientFields,
  type PassportCheck,
  type PatientSummary,
  type PeselCheck,
  FILTER_YEAR,
  checkPatient,
  isPassportNumber,
  normalizePassport,
  normalizePatientFields,
  peselCheck,
} from '../../../domain/patient';
import { PROTOCOL_CODES } from '../../../domain/protocols';
import {
  DEACTIVATION_REASON_RULES,
  type FieldFailures,
  type RuleFailure,
  blankToNull,
  checkFields,
} from '../../../domain/validation';
import { type Database } from '../../db/schema';
import { badRequest, conflict, tooManyAttempts, validationFailed } from '../../errors';
import { assertAllowed } from '../../http/permission';
import { type Actor, type Auth, type Clock } from '../../http/context';
import { booleanFilter, choiceFilter, idFilter, textFilter } from '../../http/filters';
import { paginate } from '../../http/list';
import { type Submitted } from '../../http/schemas';
import { audit, created, diff } from '../../db/audit';
import { hit } from '../auth/rateLimit';
import { findCategory } from '../category/repository';
import { hospitalStates } from '../hospital/repository';
import { LogReferenceResolver } from '../logger/references';
import {
  type PatientCriteria,
  type PatientRow,
  activeCategories,
  assignHospitals,
  assignProtocols,
  countPatientHistory,
  countPatients,
  findPatientRow,
  gatherMatches,
  insertPatient,
  listPatients,
  listPatientsCounted,
  listSearchMatches,
  loadPatient,
  pageAwaitsCount,
  patientColumns,
  patientFieldsOf,
  patientHistory,
  patientWithPassport,
  patientWithPesel,
  takeProtocolIds,
  updatePatient,
} from './repository';
import { holdsHospital, visiblePatientId, visibleProtocolCodes } from './scope';

type Db = Kysely<Database>;

/**
 * PESEL checks one account may make in a minute. Typing a number in the patient form makes a
 * check or two; a run of them is someone probing which numbers the registry holds.
 */
export const PESEL_CHECKS_PER_MINUTE = 60;

const patientExists = () =>
  conflict('errors.patientExists', { pesel: [{ message: 'errors.patientExists' }] });

const passportExists = () =>
  conflict('errors.patientPassportExists', {
    passportNumber: [{ message: 'errors.patientPassportExists' }],
  });

/**
 * A unique index caught a PESEL or passport that another request saved between the check and
 * the insert: the 409 of that number, else undefined.
 */
const takenNumber = (error: unknown) => {
  const { code, constraint } = error as { code?: string; constraint?: string };
  if (code !== '23505') return undefined;
  if (constraint === 'patients_pesel_key') return patientExists();
  if (constraint === 'patients_passport_key') return passportExists();
  return undefined;
};

/** `filters[birthYear]=2015`: one year of the calendar, 0001 to 9999 (`FILTER_YEAR`). */
function yearFilter(query: ParsedListQuery, field: string): number | undefined {
  const values = textFilter(query, field);
  if (!values) return undefined;
  if (values.length !== 1 || !FILTER_YEAR.test(values[0]!)) {
    throw badRequest({ [field]: [{ message: 'validation.invalidValue' }] });
  }
  return Number(values[0]);
}

/** `filters[consent]=missing`: one value of a closed set. */
function singleChoice<T extends string>(
  query: ParsedListQuery,
  field: string,
  choices: readonly T[],
): T | undefined {
  const values = choiceFilter(query, field, choices);
  if (values && values.length !== 1) {
    throw badRequest({ [field]: [{ message: 'validation.invalidValue' }] });
  }
  return values?.[0];
}

/** The form as the API receives it: the gender is checked by the rules, not the schema. */
type PatientInput = Submitted<Omit<PatientFields, 'gender'> & { gender: string }>;

const unique = <T>(values: readonly T[] | null | undefined) => [...new Set(values ?? [])];

/** A new patient's hospitals must each exist and be active. */
function hospitalsFailure(
  hospitals: readonly number[],
  states: Map<number, boolean>,
): RuleFailure | undefined {
  for (const id of hospitals) {
    const active = states.get(id);
    if (active === undefined) return { message: 'errors.valueNotFound' };
    if (!active) return { message: 'errors.hospitalInactive' };
  }
  return undefined;
}

export class PatientService {
  private readonly references: LogReferenceResolver;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.references = new LogReferenceResolver(db);
  }

  async list(auth: Auth, query: ParsedListQuery): Promise<ListResult<PatientSummary>> {
    assertAllowed(auth, 'patients', 'list');
    const criteria: PatientCriteria = {
      hospitals: idFilter(query, 'hospital'),
      categories: idFilter(query, 'category'),
      protocols: choiceFilter(query, 'protocol', PROTOCOL_CODES),
      active: booleanFilter(query, 'active'),
      favorite: booleanFilter(query, 'favorite'),
      hasOpenFlags: booleanFilter(query, 'hasOpenFlags'),
      birthYear: yearFilter(query, 'birthYear'),
      registeredYear: yearFilter(query, 'registeredYear'),
      basicForm: choiceFilter(query, 'basicForm', FORM_STATES),
      extendedForm: choiceFilter(query, 'extendedForm', FORM_STATES),
      openFlagHospitals: idFilter(query, 'openFlagHospital'),
      consent: singleChoice(query, 'consent', CONSENT_STATES),
      search: query.search,
    };
    const awaitsCount = pageAwaitsCount(auth, criteria, query.sorts);
    // A search's page is gathered from its matches, read once with their count beside them.
    if (awaitsCount && criteria.search) {
      const { page, itemsPerPage } = query;
      const found = await listSearchMatches(this.db, auth, criteria, query.sorts, {
        limit: itemsPerPage,
        offset: (page - 1) * itemsPerPage,
      });
      if (found) {
        const { rows, counted } = found;
        return paginate(
          query,
          async (limit, offset) =>
            rows ?? listPatients(this.db, auth, criteria, query.sorts, { limit, offset }),
          async () => counted,
        );
      }
    }
    // A page that does not wait for the count is read with it, in one statement.
    if (!awaitsCount) {
      const { page, itemsPerPage } = query;
      const { rows, counted } = await listPatientsCounted(this.db, auth, criteria, query.sorts, {
        limit: itemsPerPage,
        offset: (page - 1) * itemsPerPage,
      });
      return paginate(
        query,
        async () => rows,
        async () => counted,
      );
    }
    // The count decides how the others are read (gatherMatches).
    const counted = countPatients(this.db, auth, criteria);
    return paginate(
      query,
      async (limit, offset) => {
        const gather = gatherMatches(criteria, await counted);
        return listPatients(this.db, auth, criteria, query.sorts, { limit, offset, gather });
      },
      () => counted,
    );
  }

  async get(auth: Auth, id: number): Promise<Patient> {
    assertAllowed(auth, 'patients', 'show');
    return loadPatient(this.db, auth, id);
  }

  /**
   * Adds a patient with their first hospitals and protocols. The hospitals must exist and be
   * active, and anyone but a central administrator may name only their own; the protocols must
   * be ones the caller holds. A PESEL another patient has is a 409, never a second record.
   */
  async create(
    auth: Auth,
    input: PatientInput & Submitted<Pick<PatientCreateInput, 'hospitals' | 'protocols'>>,
    actor: Actor,
  ) {
    assertAllowed(auth, 'patients', 'create');
    const fields = normalizePatientFields(input as Partial<PatientFields>);
    const hospitals = unique(input.hospitals);
    const protocols = unique(input.protocols);
    const failures: FieldFailures = {
      ...checkPatient(fields, this.clock.now()),
      ...(await this.categoryFailure(this.db, fields.categoryId)),
    };
    const hospitalFailure = await this.hospitalFailure(auth, hospitals);
    if (hospitalFailure) failures.hospitals = hospitalFailure;
    if (protocols.some((code) => !visibleProtocolCodes(auth).includes(code))) {
      failures.protocols = { message: 'validation.invalidValue' };
    }
    if (Object.keys(failures).length) throw validationFailed(failures);
    await this.assertNumbersFree(this.db, auth, fields);

    const now = this.clock.now();
    try {
      return await this.db.transaction().execute(async (trx) => {
        // The hospitals' locks first; one changed since the check above fails as it would have.
        const states = await hospitalStates(trx, hospitals, { lock: true });
        const changed = hospitalsFailure(hospitals, states);
        if (changed) throw validationFailed({ hospitals: changed });
        // Protocols before hospitals: each hospital entry then copies its codes once.
        const entries = await takeProtocolIds(
          trx,
          protocols.map((protocol) => ({ protocol })),
        );
        const row = await insertPatient(trx, fields, hospitals, entries, auth.accountId, now);
        await assignProtocols(trx, row.id, entries, now);
        await assignHospitals(trx, row.id, hospitals, auth.accountId);
        await audit(trx, actor, {
          action: 'patient_create',
          objectType: 'patient',
          objectId: row.id,
          changes: created({ ...patientFieldsOf(row), active: row.active, hospitals, protocols }),
          at: now,
        });
        return { patientId: row.id };
      });
    } catch (error) {
      throw takenNumber(error) ?? error;
    }
  }

  /** Edits the patient's own fields; hospitals and protocols have their own calls. */
  async update(auth: Auth, id: number, input: PatientInput, actor: Actor): Promise<Patient> {
    assertAllowed(auth, 'patients', 'edit');
    const fields = normalizePatientFields(input as Partial<PatientFields>);
    try {
      return await this.db.transaction().execute(async (trx) => {
        const before = await findPatientRow(trx, auth, id, { forUpdate: true });
        const failures: FieldFailures = {
          ...checkPatient(fields, this.clock.now()),
          ...(await this.categoryFailure(trx, fields.categoryId, before.category_id)),
        };
        if (Object.keys(failures).length) throw validationFailed(failures);
        await this.assertNumbersFree(trx, auth, fields, id);
        const after = await updatePatient(trx, id, {
          ...patientColumns(fields),
          updated_at: this.clock.now(),
        });
        return this.audited(trx, auth, before, after, 'patient_update', actor);
      });
    } catch (error) {
      throw takenNumber(error) ?? error;
    }
  }

  async activate(auth: Auth, id: number, actor: Actor): Promise<Patient> {
    assertAllowed(auth, 'patients', 'activate');
    return this.db.transaction().execute(async (trx) => {
      const before = await findPatientRow(trx, auth, id, { forUpdate: true });
      const after = await updatePatient(trx, id, {
        active: true,
        deactivation_reason: null,
        updated_at: this.clock.now(),
      });
      return this.audited(trx, auth, before, after, 'patient_activate', actor);
    });
  }

  async deactivate(
    auth: Auth,
    id: number,
    reason: string | null | undefined,
    actor: Actor,
  ): Promise<Patient> {
    assertAllowed(auth, 'patients', 'deactivate');
    return this.db.transaction().execute(async (trx) => {
      const before = await findPatientRow(trx, auth, id, { forUpdate: true });
      const failures = checkFields({ reason }, { reason: DEACTIVATION_REASON_RULES });
      if (failures.reason) throw validationFailed(failures);
      const after = await updatePatient(trx, id, {
        active: false,
        deactivation_reason: reason!.trim(),
        updated_at: this.clock.now(),
      });
      return this.audited(trx, auth, before, after, 'patient_deactivate', actor);
    });
  }

  /**
   * What a PESEL encodes (a malformed one is an answer, not an error) and whether a patient
   * has it: with its id when the caller may open it, otherwise only that one exists. Since the
   * answer tells whether the registry holds a number, checks are limited per account and each
   * one is in the audit trail: who checked which number (kept in the row's changes, like the
   * PESEL of a patient's own audit rows) and which patient, if any, has it.
   */
  async peselDetails(auth: Auth, input: string, actor: Actor): Promise<PeselCheck> {
    assertAllowed(auth, 'patients', 'list');
    const now = this.clock.now();
    const checks = await hit(this.db, `pesel:account:${auth.accountId}`, now, 60);
    if (checks.hits > PESEL_CHECKS_PER_MINUTE) throw tooManyAttempts(checks.retryAfter);
    const pesel = input.replace(/\s+/g, '');
    const holder = pesel ? await patientWithPesel(this.db, auth, pesel) : undefined;
    await audit(this.db, actor, {
      action: 'pesel_check',
      objectType: 'pesel',
      changes: { pesel, patientId: holder?.id ?? null },
      at: now,
    });
    return peselCheck(
      pesel,
      !holder
        ? null
        : holder.visible
          ? { visible: true, patientId: holder.id }
          : { visible: false, patientId: null },
    );
  }

  /**
   * Whether a patient holds this passport number of this issuing country, told as for a PESEL
   * (the same limit per account, the same audit row: who checked which number).
   */
  async passportDetails(
    auth: Auth,
    input: { passportNumber: string; nationality?: string | null | undefined },
    actor: Actor,
  ): Promise<PassportCheck> {
    assertAllowed(auth, 'patients', 'list');
    const now = this.clock.now();
    const checks = await hit(this.db, `passport:account:${auth.accountId}`, now, 60);
    if (checks.hits > PESEL_CHECKS_PER_MINUTE) throw tooManyAttempts(checks.retryAfter);
    const passport = {
      passportNumber: normalizePassport(input.passportNumber),
      nationality: blankToNull(input.nationality)?.toUpperCase() ?? null,
    };
    const valid = isPassportNumber(passport.passportNumber);
    const holder = valid ? await patientWithPassport(this.db, auth, passport) : undefined;
    await audit(this.db, actor, {
      action: 'passport_check',
      objectType: 'passport',
      changes: { ...passport, patientId: holder?.id ?? null },
      at: now,
    });
    return {
      ...passport,
      valid,
      duplicate: !holder
        ? null
        : holder.visible
          ? { visible: true, patientId: holder.id }
          : { visible: false, patientId: null },
    };
  }

  /** The patient's audit rows, newest first, without those about protocols the caller lacks. */
  async history(auth: Auth, id: number, query: ParsedListQuery): Promise<ListResult<LogEntry>> {
    assertAllowed(auth, 'patients', 'show');
    await visiblePatientId(this.db, auth, id);
    return paginate(
      query,
      async (limit, offset) =>
        this.references.withReferences(await patientHistory(this.db, auth, id, limit, offset)),
      () => countPatientHistory(this.db, auth, id),
    );
  }

  async categories(auth: Auth) {
    assertAllowed(auth, 'patients', 'list');
    return { data: await activeCategories(this.db) };
  }

  /**
   * Hospitals of a new patient: at least one; anyone but a central administrator only their
   * own (whether another exists is not theirs to learn); each existing and active.
   */
  private async hospitalFailure(
    auth: Auth,
    hospitals: readonly number[],
  ): Promise<RuleFailure | undefined> {
    if (!hospitals.length) return { message: 'validation.required' };
    if (!hospitals.every((id) => holdsHospital(auth, id))) {
      return { message: 'validation.invalidValue' };
    }
    return hospitalsFailure(hospitals, await hospitalStates(this.db, hospitals));
  }

  /** A category must exist and be active, unless the patient already has it. */
  private async categoryFailure(
    db: Db,
    categoryId: number | null,
    current?: number | null,
  ): Promise<FieldFailures> {
    if (categoryId === null) return {};
    const category = await findCategory(db, categoryId);
    if (category && (category.active || category.id === current)) return {};
    return { categoryId: { message: 'validation.invalidValue' } };
  }

  /** The audit row of a change to an existing patient, and the patient after it. */
  private async audited(
    trx: Db,
    auth: Auth,
    before: PatientRow,
    after: PatientRow,
    action: string,
    actor: Actor,
  ): Promise<Patient> {
    const state = (row: PatientRow) => ({
      ...patientFieldsOf(row),
      active: row.active,
      deactivationReason: row.deactivation_reason,
    });
    await audit(trx, actor, {
      action,
      objectType: 'patient',
      objectId: before.id,
      changes: diff(state(before), state(after)),
      at: this.clock.now(),
    });
    return loadPatient(trx, auth, before.id);
  }

  /**
   * No other patient may hold the PESEL (409 on `pesel`) or the passport number of the same
   * issuing country (409 on `passportNumber`); the unique indexes catch a race past this.
   */
  private async assertNumbersFree(db: Db, auth: Auth, fields: PatientFields, id?: number) {
    if (fields.pesel && (await patientWithPesel(db, auth, fields.pesel, id))) {
      throw patientExists();
    }
    const { passportNumber, nationality } = fields;
    if (
      passportNumber &&
      (await patientWithPassport(db, auth, { passportNumber, nationality }, id))
    ) {
      throw passportExists();
    }
  }
}
