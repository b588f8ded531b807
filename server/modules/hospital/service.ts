/**
 * Hospitals: the central administrator lists, adds, edits, activates and deactivates them;
 * every signed-in user may read the names of the hospitals in scope for pickers. A short name
 * is unique whatever its case (lists and charts name hospitals by it): another hospital's is a
 * 409 on the field, checked in the write's transaction and backed by the database's unique index.
 */
import { type Kysely } from 'kysely';
import {
  type Hospital,
  type HospitalInput,
  type HospitalOption,
  HOSPITAL_RULES,
} from '../../../domain/hospital';
import { type ListResult, type ParsedListQuery } from '../../../domain/listQuery';
import { CENTRAL_ADMINISTRATOR } from '../../../domain/roles';
import { DEACTIVATION_REASON_RULES, blankToNull, checkFields } from '../../../domain/validation';
import { type Database } from '../../db/schema';
import { conflict, notFound, validationFailed } from '../../errors';
import { assertAllowed } from '../../http/permission';
import { booleanFilter, textFilter } from '../../http/filters';
import { paginate } from '../../http/list';
import { type Actor, type Auth, type Clock } from '../../http/context';
import { type Submitted } from '../../http/schemas';
import { audit, created, diff } from '../../db/audit';
import {
  type HospitalRow,
  countHospitals,
  findHospital,
  hospitalOptions,
  insertHospital,
  isShortNameTaken,
  listHospitals,
  toHospital,
  updateHospital,
} from './repository';

const shortNameTaken = () =>
  conflict('errors.hospitalShortNameExists', {
    shortName: [{ message: 'errors.hospitalShortNameExists' }],
  });

/** The unique index caught a short name another request saved between the check and the write. */
const isShortNameConflict = (error: unknown) => {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'hospitals_short_name_key';
};

/** The record as the audit trail compares it: the timestamps change on every write. */
function audited(row: HospitalRow) {
  const { createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = toHospital(row);
  return fields;
}

export class HospitalService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async list(auth: Auth, query: ParsedListQuery): Promise<ListResult<Hospital>> {
    assertAllowed(auth, 'hospitals', 'list');
    const criteria = {
      active: booleanFilter(query, 'active'),
      cities: textFilter(query, 'city'),
      search: query.search,
    };
    return paginate(
      query,
      async (limit, offset) =>
        (await listHospitals(this.db, criteria, query.sorts, limit, offset)).map(toHospital),
      () => countHospitals(this.db, criteria),
    );
  }

  async get(auth: Auth, id: number): Promise<Hospital> {
    assertAllowed(auth, 'hospitals', 'show');
    const row = await findHospital(this.db, id);
    if (!row) throw notFound();
    return toHospital(row);
  }

  async create(auth: Auth, input: Submitted<HospitalInput>, actor: Actor) {
    assertAllowed(auth, 'hospitals', 'create');
    const values = this.checked(input);
    try {
      return await this.db.transaction().execute(async (trx) => {
        if (await isShortNameTaken(trx, values.short_name)) throw shortNameTaken();
        const row = await insertHospital(trx, values);
        await audit(trx, actor, {
          action: 'hospital_create',
          objectType: 'hospital',
          objectId: row.id,
          changes: created(audited(row)),
          at: this.clock.now(),
        });
        return { hospitalId: row.id };
      });
    } catch (error) {
      if (isShortNameConflict(error)) throw shortNameTaken();
      throw error;
    }
  }

  async update(auth: Auth, id: number, input: Submitted<HospitalInput>, actor: Actor) {
    assertAllowed(auth, 'hospitals', 'edit');
    const values = this.checked(input);
    return this.change(id, 'hospital_update', { ...values, updated_at: this.clock.now() }, actor);
  }

  async activate(auth: Auth, id: number, actor: Actor) {
    assertAllowed(auth, 'hospitals', 'activate');
    return this.change(
      id,
      'hospital_activate',
      { active: true, deactivation_reason: null, updated_at: this.clock.now() },
      actor,
    );
  }

  async deactivate(auth: Auth, id: number, reason: string | null | undefined, actor: Actor) {
    assertAllowed(auth, 'hospitals', 'deactivate');
    const failures = checkFields({ reason }, { reason: DEACTIVATION_REASON_RULES });
    if (failures.reason) throw validationFailed(failures);
    return this.change(
      id,
      'hospital_deactivate',
      { active: false, deactivation_reason: reason!.trim(), updated_at: this.clock.now() },
      actor,
    );
  }

  /**
   * Names for pickers. Without ids: the hospitals one may pick, that is every active one for a
   * central administrator and the caller's own active ones for anyone else. With ids: those
   * hospitals, active or not (to name what a record already holds), and for anyone but a
   * central administrator only those among the caller's own.
   */
  async forSelect(auth: Auth, ids: readonly number[] | null | undefined) {
    assertAllowed(auth, 'hospitalLookup', 'list');
    const everywhere = auth.role === CENTRAL_ADMINISTRATOR;
    let data: HospitalOption[];
    if (ids === null || ids === undefined) {
      data = await hospitalOptions(this.db, {
        ...(everywhere ? {} : { ids: auth.hospitals }),
        activeOnly: true,
      });
    } else {
      const wanted = everywhere ? ids : ids.filter((id) => auth.hospitals.includes(id));
      data = await hospitalOptions(this.db, { ids: wanted, activeOnly: false });
    }
    return { data };
  }

  private checked(input: Submitted<HospitalInput>) {
    const next = {
      name: blankToNull(input.name),
      shortName: blankToNull(input.shortName),
      address: blankToNull(input.address),
      zipCode: blankToNull(input.zipCode),
      city: blankToNull(input.city),
    };
    const failures = checkFields(next, HOSPITAL_RULES);
    if (Object.keys(failures).length) throw validationFailed(failures);
    return {
      name: next.name!,
      short_name: next.shortName!,
      address: next.address,
      zip_code: next.zipCode,
      city: next.city,
    };
  }

  /**
   * One write to an existing hospital and its audit row, in one transaction; a new short name
   * must be no other hospital's.
   */
  private async change(
    id: number,
    action: string,
    values: Parameters<typeof updateHospital>[2],
    actor: Actor,
  ): Promise<Hospital> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const before = await findHospital(trx, id, { forUpdate: true });
        if (!before) throw notFound();
        if (values.short_name && (await isShortNameTaken(trx, values.short_name, id))) {
          throw shortNameTaken();
        }
        const after = (await updateHospital(trx, id, values))!;
        await audit(trx, actor, {
          action,
          objectType: 'hospital',
          objectId: id,
          changes: diff(audited(before), audited(after)),
          at: this.clock.now(),
        });
        return toHospital(after);
      });
    } catch (error) {
      if (isShortNameConflict(error)) throw shortNameTaken();
      throw error;
    }
  }
}
