/**
 * What hangs off a patient record, each with its own call: protocols (add, activate,
 * deactivate), hospitals (add, remove), the caller's favourite mark and correction flags (raise,
 * resolve). Every call checks the permission table first (403), then the patient's scope (404
 * "Patient does not exist"); every write locks the patient's row, so that two changes to one
 * patient run one after the other, and writes its audit row in the same transaction.
 *
 * Audit rows are about the patient (object type `patient`, its id) and name the sub-object in
 * their changes. Protocol rows always carry a `protocol` key: the patient's history leaves out
 * the rows about protocols the reader does not hold.
 */
import { type Kysely, type Transaction } from 'kysely';
import {
  CORRECTION_FLAG_RULES,
  type PatientHospital,
  type PatientProtocol,
} from '../../../domain/patient';
import { checkFields } from '../../../domain/validation';
import { type Database } from '../../db/schema';
import { ApiError, conflict, forbidden, validationFailed } from '../../errors';
import { assertAllowed } from '../../http/permission';
import { type Actor, type Auth, type Clock } from '../../http/context';
import { type Changes, audit, created } from '../../db/audit';
import { hospitalStates } from '../hospital/repository';
import {
  deleteFavorite,
  deletePatientHospital,
  findCorrectionFlag,
  findPatientProtocol,
  findProtocolByCode,
  insertCorrectionFlag,
  insertFavorite,
  insertPatientHospital,
  insertPatientProtocol,
  isFavorite,
  patientHospitalIds,
  patientHospitals,
  resolveCorrectionFlag,
  setPatientProtocolActive,
  toPatientProtocol,
} from './relationsRepository';
import { holdsHospital, seesEveryPatient, visibleProtocolCodes, visiblePatientId } from './scope';

const invalidValue = (field: string) =>
  validationFailed({ [field]: { message: 'validation.invalidValue' } });
const patientProtocolNotFound = () =>
  new ApiError(404, 'not_found', 'errors.patientProtocolNotFound');
const flagNotFound = () => new ApiError(404, 'not_found', 'errors.flagNotFound');

export class PatientRelationsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async addProtocol(
    auth: Auth,
    patientId: number,
    protocol: string | null | undefined,
    actor: Actor,
  ): Promise<PatientProtocol> {
    assertAllowed(auth, 'patientProtocols', 'create');
    return this.db.transaction().execute(async (trx) => {
      const id = await visiblePatientId(trx, auth, patientId, { forUpdate: true });
      const code = protocol?.trim();
      if (!code) throw validationFailed({ protocol: { message: 'validation.required' } });
      if (!visibleProtocolCodes(auth).includes(code)) throw invalidValue('protocol');
      // An inactive row is still the patient's protocol: bringing it back is the activate call.
      if (await findProtocolByCode(trx, id, code)) throw conflict('errors.protocolAssigned');
      const row = await insertPatientProtocol(trx, {
        patientId: id,
        protocol: code,
        at: this.clock.now(),
      });
      await this.audit(trx, actor, id, 'patient_protocol_add', {
        protocolId: { old: null, new: row.id },
        ...created({ protocol: row.protocol, active: row.active }),
      });
      return toPatientProtocol(row);
    });
  }

  async activateProtocol(auth: Auth, patientId: number, protocolId: number, actor: Actor) {
    assertAllowed(auth, 'patientProtocols', 'activate');
    return this.setProtocolActive(auth, patientId, protocolId, true, actor);
  }

  async deactivateProtocol(auth: Auth, patientId: number, protocolId: number, actor: Actor) {
    assertAllowed(auth, 'patientProtocols', 'deactivate');
    return this.setProtocolActive(auth, patientId, protocolId, false, actor);
  }

  /** Adds one of the caller's hospitals (any, for a central administrator) to the patient. */
  async addHospital(
    auth: Auth,
    patientId: number,
    hospitalId: number,
    actor: Actor,
  ): Promise<{ data: PatientHospital[] }> {
    assertAllowed(auth, 'patientHospitals', 'create');
    return this.db.transaction().execute(async (trx) => {
      // The hospital's lock before the patient's, as every write takes them.
      const states = await hospitalStates(trx, [hospitalId], { lock: true });
      const id = await visiblePatientId(trx, auth, patientId, { forUpdate: true });
      const active = states.get(hospitalId);
      if (active === undefined) throw invalidValue('hospitalId');
      if (!active) {
        throw validationFailed({ hospitalId: { message: 'errors.hospitalInactive' } });
      }
      if (!holdsHospital(auth, hospitalId)) throw forbidden();
      if ((await patientHospitalIds(trx, id)).includes(hospitalId)) {
        throw conflict('errors.hospitalAssigned');
      }
      await insertPatientHospital(trx, {
        patientId: id,
        hospitalId,
        addedBy: auth.accountId,
        at: this.clock.now(),
      });
      await this.audit(trx, actor, id, 'patient_hospital_add', {
        hospitalId: { old: null, new: hospitalId },
      });
      return { data: await patientHospitals(trx, id) };
    });
  }

  /**
   * Removes one of the caller's hospitals from the patient; a patient keeps at least one. A
   * user who removes their last hospital shared with the patient no longer sees the patient.
   */
  async removeHospital(
    auth: Auth,
    patientId: number,
    hospitalId: number,
    actor: Actor,
  ): Promise<{ data: PatientHospital[] }> {
    assertAllowed(auth, 'patientHospitals', 'delete');
    return this.db.transaction().execute(async (trx) => {
      const id = await visiblePatientId(trx, auth, patientId, { forUpdate: true });
      const assigned = await patientHospitalIds(trx, id);
      if (!assigned.includes(hospitalId)) throw new ApiError(404, 'not_found', 'errors.notFound');
      if (!holdsHospital(auth, hospitalId)) throw forbidden();
      if (assigned.length === 1) throw conflict('errors.lastPatientHospital');
      await deletePatientHospital(trx, id, hospitalId);
      await this.audit(trx, actor, id, 'patient_hospital_remove', {
        hospitalId: { old: hospitalId, new: null },
      });
      return { data: await patientHospitals(trx, id) };
    });
  }

  async favorite(auth: Auth, patientId: number): Promise<{ isFavorite: boolean }> {
    assertAllowed(auth, 'favorites', 'show');
    const id = await visiblePatientId(this.db, auth, patientId);
    return { isFavorite: await isFavorite(this.db, auth.accountId, id) };
  }

  /** Marks the patient as the caller's favourite; marking it again changes (and audits) nothing. */
  async addFavorite(auth: Auth, patientId: number, actor: Actor) {
    assertAllowed(auth, 'favorites', 'create');
    return this.db.transaction().execute(async (trx) => {
      const id = await visiblePatientId(trx, auth, patientId, { forUpdate: true });
      if (await insertFavorite(trx, auth.accountId, id, this.clock.now())) {
        await this.audit(trx, actor, id, 'patient_favorite_add', {
          favorite: { old: false, new: true },
        });
      }
      return { isFavorite: true };
    });
  }

  async removeFavorite(auth: Auth, patientId: number, actor: Actor) {
    assertAllowed(auth, 'favorites', 'delete');
    return this.db.transaction().execute(async (trx) => {
      const id = await visiblePatientId(trx, auth, patientId, { forUpdate: true });
      if (await deleteFavorite(trx, auth.accountId, id)) {
        await this.audit(trx, actor, id, 'patient_favorite_remove', {
          favorite: { old: true, new: false },
        });
      }
      return { isFavorite: false };
    });
  }

  /**
   * Raises a correction flag for one of the patient's hospitals: for anyone but a central
   * administrator one of their own, since the flag asks that hospital to correct the record.
   */
  async addFlag(
    auth: Auth,
    patientId: number,
    input: { comment?: string | null; hospitalId?: number | null },
    actor: Actor,
  ): Promise<{ flagId: number }> {
    assertAllowed(auth, 'correctionFlags', 'create');
    return this.db.transaction().execute(async (trx) => {
      const id = await visiblePatientId(trx, auth, patientId, { forUpdate: true });
      const comment = input.comment?.trim() ?? '';
      const hospitalId = input.hospitalId ?? null;
      const failures = checkFields({ comment, hospitalId }, CORRECTION_FLAG_RULES);
      if (
        hospitalId !== null &&
        (!(await patientHospitalIds(trx, id)).includes(hospitalId) ||
          !holdsHospital(auth, hospitalId))
      ) {
        failures.hospitalId = { message: 'validation.invalidValue' };
      }
      if (Object.keys(failures).length) throw validationFailed(failures);
      const flag = await insertCorrectionFlag(trx, {
        patientId: id,
        hospitalId: hospitalId!,
        comment,
        authorId: auth.accountId,
        at: this.clock.now(),
      });
      await this.audit(trx, actor, id, 'patient_flag_add', {
        flagId: { old: null, new: flag.id },
        ...created({ comment, hospitalId }),
      });
      return { flagId: flag.id };
    });
  }

  /** Resolves one of the patient's flags; resolving a resolved flag changes (and audits) nothing. */
  async resolveFlag(auth: Auth, patientId: number, flagId: number, actor: Actor): Promise<void> {
    assertAllowed(auth, 'correctionFlags', 'resolve');
    await this.db.transaction().execute(async (trx) => {
      const id = await visiblePatientId(trx, auth, patientId, { forUpdate: true });
      // Another hospital's flag on a shared patient is as absent as an unknown one.
      const addressedTo = seesEveryPatient(auth) ? undefined : auth.hospitals;
      const flag = await findCorrectionFlag(trx, id, flagId, addressedTo);
      if (!flag) throw flagNotFound();
      if (flag.resolved) return;
      await resolveCorrectionFlag(trx, flag.id, {
        resolvedBy: auth.accountId,
        at: this.clock.now(),
      });
      await this.audit(trx, actor, id, 'patient_flag_resolve', {
        flagId: { old: flag.id, new: flag.id },
        resolved: { old: false, new: true },
      });
    });
  }

  /**
   * Activates or deactivates one of the patient's protocols that the caller sees; a protocol
   * already in that state is answered as it is, with no audit row.
   */
  private async setProtocolActive(
    auth: Auth,
    patientId: number,
    protocolId: number,
    active: boolean,
    actor: Actor,
  ): Promise<PatientProtocol> {
    return this.db.transaction().execute(async (trx) => {
      const id = await visiblePatientId(trx, auth, patientId, { forUpdate: true });
      const before = await findPatientProtocol(trx, id, protocolId);
      if (!before || !visibleProtocolCodes(auth).includes(before.protocol)) {
        throw patientProtocolNotFound();
      }
      if (before.active === active) return toPatientProtocol(before);
      const after = await setPatientProtocolActive(trx, before.id, active, this.clock.now());
      await this.audit(
        trx,
        actor,
        id,
        active ? 'patient_protocol_activate' : 'patient_protocol_deactivate',
        {
          protocolId: { old: before.id, new: after.id },
          protocol: { old: before.protocol, new: after.protocol },
          active: { old: before.active, new: after.active },
        },
      );
      return toPatientProtocol(after);
    });
  }

  private async audit(
    trx: Transaction<Database>,
    actor: Actor,
    patientId: number,
    action: string,
    changes: Changes,
  ) {
    await audit(trx, actor, {
      action,
      objectType: 'patient',
      objectId: patientId,
      changes,
      at: this.clock.now(),
    });
  }
}
