/**
 * Factories shared by the patient tests: a patient written straight to the database, and the
 * access of a caller for the tests that call the patients' repository without the API.
 */
import { type Kysely } from 'kysely';
import { encodePesel } from '../../domain/pesel';
import { PROTOCOL_CODES } from '../../domain/protocols';
import { CENTRAL_ADMINISTRATOR } from '../../domain/roles';
import { searchable } from '../../domain/search';
import { type Database } from '../../server/db/schema';
import { type Auth } from '../../server/http/context';

/** A central administrator's access: every hospital and every protocol. */
export const CENTRAL_ADMINISTRATOR_AUTH: Auth = {
  accountId: 1,
  role: CENTRAL_ADMINISTRATOR,
  hospitals: [],
  protocols: [...PROTOCOL_CODES],
  sessionId: 'test',
};

let patientSequence = 0;

export interface PatientFactory {
  firstName?: string;
  lastName?: string;
  gender?: 'Female' | 'Male';
  birthDate?: string;
  /** A valid PESEL for the birth date and gender unless given; null for a passport only. */
  pesel?: string | null;
  passportNumber?: string | null;
  hospitals: number[];
  /** Protocol codes, active unless listed in `inactiveProtocols`. */
  protocols?: string[];
  inactiveProtocols?: string[];
  categoryId?: number | null;
  active?: boolean;
}

/** A valid PESEL no other factory call has used. */
export function uniquePesel(birthDate = '2015-03-14', gender: 'Female' | 'Male' = 'Female') {
  patientSequence += 1;
  return encodePesel(birthDate, gender, patientSequence % 5000);
}

export async function addPatient(db: Kysely<Database>, input: PatientFactory) {
  patientSequence += 1;
  const gender = input.gender ?? 'Female';
  const birthDate =
    input.birthDate ?? `2015-03-${String((patientSequence % 28) + 1).padStart(2, '0')}`;
  const pesel =
    input.pesel === undefined
      ? encodePesel(birthDate, gender, patientSequence % 5000)
      : input.pesel;
  const firstName = input.firstName ?? 'Zofia';
  const lastName = input.lastName ?? `Kowalska${patientSequence}`;
  const passportNumber = input.passportNumber ?? null;
  const row = await db
    .insertInto('patients')
    .values({
      first_name: firstName,
      last_name: lastName,
      gender,
      birth_date: birthDate,
      nationality: 'PL',
      pesel,
      passport_number: passportNumber,
      representative_pesel: null,
      representative_passport_number: null,
      residence_street: 'ul. Długa 1',
      residence_city: 'Kraków',
      residence_zip_code: '30-001',
      registered_street: 'ul. Długa 1',
      registered_city: 'Kraków',
      registered_zip_code: '30-001',
      correspondence_street: 'ul. Długa 1',
      correspondence_city: 'Kraków',
      correspondence_zip_code: '30-001',
      category_id: input.categoryId ?? null,
      active: input.active ?? true,
      deactivation_reason: input.active === false ? 'Test' : null,
      death_date: null,
      search_key: searchable([firstName, lastName, pesel ?? '', passportNumber ?? ''].join(' ')),
      created_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (input.hospitals.length) {
    await db
      .insertInto('patient_hospitals')
      .values(
        input.hospitals.map((hospital_id) => ({ patient_id: row.id, hospital_id, added_by: null })),
      )
      .execute();
  }
  const protocols = [...(input.protocols ?? []), ...(input.inactiveProtocols ?? [])];
  if (protocols.length) {
    await db
      .insertInto('patient_protocols')
      .values(
        protocols.map((protocol) => ({
          patient_id: row.id,
          protocol,
          active: !(input.inactiveProtocols ?? []).includes(protocol),
        })),
      )
      .execute();
  }
  return { id: row.id, pesel, firstName, lastName, birthDate, gender };
}

/**
 * A valid registration form, as the interface sends it, for a girl born on 14 March 2015 with a
 * PESEL no other call has used.
 */
export function registrationForm(input: {
  hospitals: number[];
  protocols: string[];
  [field: string]: unknown;
}) {
  return {
    firstName: 'Zofia',
    lastName: 'Nowicka',
    gender: 'Female',
    birthDate: '2015-03-14',
    nationality: 'PL',
    pesel: uniquePesel('2015-03-14', 'Female'),
    residenceStreet: 'ul. Długa 1',
    residenceCity: 'Kraków',
    residenceZipCode: '30-001',
    registeredSameAsResidence: true,
    correspondenceSameAsResidence: true,
    ...input,
  };
}
