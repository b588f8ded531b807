/**
 * Who sees which patient (DESIGN section 4), as SQL: a central administrator sees every
 * patient; anyone else a patient that shares a hospital with their account, and of its protocols
 * only those their account holds. Every patient query and every sub-resource goes through here,
 * so a patient outside the caller's scope is answered exactly like one that does not exist.
 */
import { type Expression, type Kysely, type SqlBool, type Transaction, sql } from 'kysely';
import { PROTOCOL_CODES } from '../../../domain/protocols';
import { CENTRAL_ADMINISTRATOR } from '../../../domain/roles';
import { type Database } from '../../db/schema';
import { ApiError } from '../../errors';
import { type Auth } from '../../http/context';

type Db = Kysely<Database> | Transaction<Database>;

export const patientNotFound = () => new ApiError(404, 'not_found', 'errors.patientNotFound');

export const seesEveryPatient = (auth: Pick<Auth, 'role'>) => auth.role === CENTRAL_ADMINISTRATOR;

/** What of the caller decides which patients they see. */
export type Scope = Pick<Auth, 'role' | 'hospitals'>;

/**
 * The hospitals patientInScope names in its SQL: none for a central administrator. A statement
 * compiled once (compiledOnce.ts) takes them as values and the role as its shape.
 */
export const scopeHospitals = (auth: Scope) => (seesEveryPatient(auth) ? [] : auth.hospitals);

/**
 * True when the patient with this id is in the caller's scope. Use inside a where clause:
 * `.where(patientInScope(auth, sql.ref('patients.id')))`.
 */
export function patientInScope(auth: Scope, patientId: Expression<number>): Expression<SqlBool> {
  if (seesEveryPatient(auth)) return sql<SqlBool>`true`;
  if (!auth.hospitals.length) return sql<SqlBool>`false`;
  return sql<SqlBool>`exists (select 1 from patient_hospitals scope_ph where scope_ph.patient_id = ${patientId} and scope_ph.hospital_id in (${sql.join(auth.hospitals)}))`;
}

/**
 * The protocol codes whose protocols (and forms) the caller sees: the known ones (FOLLOWUP and
 * anything unknown never), and for anyone but a central administrator only those the account holds.
 */
export function visibleProtocolCodes(auth: Auth): string[] {
  const known: readonly string[] = PROTOCOL_CODES;
  return seesEveryPatient(auth)
    ? [...known]
    : known.filter((code) => auth.protocols.includes(code));
}

/** Whether the caller's hospitals include this one (a central administrator's include all). */
export const holdsHospital = (auth: Auth, hospitalId: number) =>
  seesEveryPatient(auth) || auth.hospitals.includes(hospitalId);

/**
 * The id of a patient in the caller's scope, or a 404 "Patient does not exist". With
 * `forUpdate` the patient's row stays locked until the transaction ends: sub-resource writes
 * take it first, so that two of them on one patient run one after the other.
 */
export async function visiblePatientId(
  db: Db,
  auth: Auth,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<number> {
  const query = db
    .selectFrom('patients')
    .select('id')
    .where('id', '=', id)
    .where(patientInScope(auth, sql.ref('patients.id')));
  const row = await (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
  if (!row) throw patientNotFound();
  return row.id;
}
