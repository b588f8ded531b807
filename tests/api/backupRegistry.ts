/**
 * For the backup tests: a registry with something of everything a backup must carry (patients,
 * their files, forms saved in several versions, correction flags, the audit trail), made through
 * the API, a writer that keeps changing it, and a fingerprint of a database's contents.
 */
import { createHash, randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { type Database } from '../../server/db/schema';
import { FORM_FIXTURES } from '../../demo/forms';
import { MINIMAL_PNG } from '../fixtures/files';
import { type Session, addHospital, signInAs } from './administration';
import { type TestApp } from './helpers';
import { registrationForm } from './patients';

/** A test file's own directory, named now and made in its beforeAll (a skipped file makes none). */
export function testDirectory(name: string): string {
  return join(tmpdir(), `oncoreg-${name}-${randomBytes(6).toString('hex')}`);
}

export const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** A small PDF with random bytes in a comment line, so that every one is different. */
export function randomPdf(): Buffer {
  return Buffer.concat([
    Buffer.from('%PDF-1.4\n%'),
    Buffer.from(randomBytes(96).map((byte) => (byte === 0x0a || byte === 0x0d ? 0x20 : byte))),
    Buffer.from('\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  ]);
}

export interface StoredFile {
  patientId: number;
  kind: 'rodo-consents' | 'attachments';
  fileId: number;
  sha256: string;
}

export interface Registry {
  hospital: number;
  admin: Session;
  physician: Session;
  coordinator: Session;
  patients: number[];
  files: StoredFile[];
  /** The STS-basic versions saved for each patient. */
  formVersions: number;
}

const PATIENTS = '/api/v1/patient/patients';
const formPath = (patientId: number) =>
  `/api/v1/form/forms/STS-basic/protocol-form-data/${patientId}`;

function multipart(
  fields: Record<string, string>,
  file: { name: string; content: Buffer; type: string },
) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  data.append('file', new File([new Uint8Array(file.content)], file.name, { type: file.type }));
  return data;
}

async function expectStatus(
  response: { statusCode: number; body: string },
  status: number,
  what: string,
) {
  if (response.statusCode !== status) {
    throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  }
}

export async function addPatientThroughApi(t: TestApp, session: Session, hospital: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: PATIENTS,
    headers: session.headers,
    payload: registrationForm({
      lastName: `Łukasiewicz-${randomBytes(3).toString('hex')}`,
      residenceStreet: "ul. O'Neilla 1; lok. 2",
      hospitals: [hospital],
      protocols: ['STS'],
    }),
  });
  await expectStatus(response, 201, 'patient');
  return response.json().patientId as number;
}

export async function saveFormVersion(
  t: TestApp,
  session: Session,
  patientId: number,
  version: number,
) {
  const response = await t.app.inject({
    method: 'POST',
    url: formPath(patientId),
    headers: session.headers,
    payload: {
      formData: {
        ...FORM_FIXTURES.STS.basic.valid,
        notes: `<p>Wersja ${version + 1}; $$ 'ok'</p>`,
      },
      version,
    },
  });
  await expectStatus(response, 200, 'form save');
}

/** A registry of a few patients with files, three versions of a form each, and flags. */
export async function buildRegistry(t: TestApp): Promise<Registry> {
  const hospital = await addHospital(t.db, { name: 'Klinika kopii zapasowych' });
  const admin = await signInAs(t, 'ROLE_CENTRAL_ADMINISTRATOR');
  const physician = await signInAs(t, 'ROLE_REPORTER_PHYSICIAN', {
    hospitals: [hospital],
    protocols: ['STS'],
  });
  const coordinator = await signInAs(t, 'ROLE_COORDINATOR', {
    hospitals: [hospital],
    protocols: ['STS'],
  });
  const registry: Registry = {
    hospital,
    admin,
    physician,
    coordinator,
    patients: [],
    files: [],
    formVersions: 3,
  };
  for (let i = 0; i < 3; i += 1) {
    const patientId = await addPatientThroughApi(t, physician, hospital);
    registry.patients.push(patientId);
    const uploads: {
      kind: StoredFile['kind'];
      fields: Record<string, string>;
      file: { name: string; content: Buffer; type: string };
    }[] = [
      {
        kind: 'rodo-consents',
        fields: { date: '2026-02-20' },
        file: { name: 'zgoda.pdf', content: randomPdf(), type: 'application/pdf' },
      },
      {
        kind: 'attachments',
        fields: { type: 'DISCHARGE_SUMMARY' },
        file: { name: 'zdjęcie.png', content: MINIMAL_PNG, type: 'image/png' },
      },
    ];
    for (const { kind, fields, file } of uploads) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${PATIENTS}/${patientId}/${kind}`,
        headers: physician.headers,
        payload: multipart(fields, file),
      });
      await expectStatus(response, 201, kind);
      registry.files.push({
        patientId,
        kind,
        fileId: response.json().id,
        sha256: sha256(file.content),
      });
    }
    for (let version = 0; version < registry.formVersions; version += 1) {
      await saveFormVersion(t, physician, patientId, version);
    }
    const flag = await t.app.inject({
      method: 'POST',
      url: `${PATIENTS}/${patientId}/correction-flags`,
      headers: physician.headers,
      payload: { comment: 'Sprawdzić datę urodzenia', hospitalId: hospital },
    });
    await expectStatus(flag, 201, 'flag');
    if (i === 0) {
      const resolved = await t.app.inject({
        method: 'PATCH',
        url: `${PATIENTS}/${patientId}/correction-flags/${flag.json().flagId}/resolve`,
        headers: coordinator.headers,
      });
      await expectStatus(resolved, 204, 'flag resolution');
    }
  }
  return registry;
}

/**
 * Each table's and sequence's contents as a row count and an MD5 of its rows in a fixed order.
 * In UTC, so that the fingerprint of a time does not depend on the session's zone.
 */
export async function fingerprint(db: Kysely<Database>): Promise<Record<string, string>> {
  return db.transaction().execute(async (trx) => {
    await sql`set local timezone = 'UTC'`.execute(trx);
    const { rows: relations } = await sql<{ name: string; kind: string }>`
      select c.relname as name, c.relkind::text as kind from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'S') order by 1`.execute(trx);
    const result: Record<string, string> = {};
    for (const { name, kind } of relations) {
      const relation = sql.table(`public.${name}`);
      const { rows } =
        kind === 'S'
          ? await sql<{ value: string }>`
              select last_value || ' ' || is_called as value from ${relation}`.execute(trx)
          : await sql<{ value: string }>`
              select count(*) || ' ' || coalesce(md5(string_agg(r::text, e'\\n' order by r::text)), '')
                as value from ${relation} r`.execute(trx);
      result[name] = rows[0]!.value;
    }
    return result;
  });
}
