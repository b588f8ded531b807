/**
 * Synthetic demo data for `npm run demo`, on its own data directory: hospitals and one user of
 * each role, so that every administration screen has something to show. Passwords are generated
 * on the first demo start (there is no default password anywhere), kept in a file readable only
 * by the owner inside the demo data directory, and printed at every demo start.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Kysely } from 'kysely';
import { PROTOCOL_CODES } from '../../domain/protocols';
import { type Role } from '../../domain/roles';
import { audit } from '../modules/audit/audit';
import { hashPassword } from '../modules/auth/passwords';
import { type Database } from './schema';
import { generatePassword } from './seed';

const DEMO_MARKER = 'demo_seeded';
const CREDENTIALS_FILE = 'demo-credentials.json';
const ACTOR = { accountId: null, path: 'demo', correlationId: 'demo', ip: '' };

interface DemoHospital {
  name: string;
  shortName: string;
  address: string;
  zipCode: string;
  city: string;
  deactivationReason?: string;
}

const HOSPITALS: readonly DemoHospital[] = [
  {
    name: 'Klinika Onkologii i Hematologii Dziecięcej, Szpital Dziecięcy w Krakowie (demo)',
    shortName: 'KRK-ONK',
    address: 'ul. Wielicka 265',
    zipCode: '30-663',
    city: 'Kraków',
  },
  {
    name: 'Oddział Onkologii Dziecięcej, Centrum Zdrowia Dziecka w Warszawie (demo)',
    shortName: 'WAW-CZD',
    address: 'al. Dzieci Polskich 20',
    zipCode: '04-730',
    city: 'Warszawa',
  },
  {
    name: 'Klinika Pediatrii, Onkologii i Hematologii, Szpital w Łodzi (demo)',
    shortName: 'LDZ-PED',
    address: 'ul. Sporna 36/50',
    zipCode: '91-738',
    city: 'Łódź',
  },
  {
    name: 'Klinika Transplantacji Szpiku, Onkologii i Hematologii Dziecięcej we Wrocławiu (demo)',
    shortName: 'WRO-TSZ',
    address: 'ul. Borowska 213',
    zipCode: '50-556',
    city: 'Wrocław',
  },
  {
    name: 'Oddział Hematologii Dziecięcej, Szpital w Gdańsku (demo)',
    shortName: 'GDA-HEM',
    address: 'ul. Dębinki 7',
    zipCode: '80-952',
    city: 'Gdańsk',
  },
  {
    name: 'Oddział Onkologii Dziecięcej, Szpital w Poznaniu (demo)',
    shortName: 'POZ-ONK',
    address: 'ul. Szpitalna 27/33',
    zipCode: '60-572',
    city: 'Poznań',
    deactivationReason: 'Oddział połączony z kliniką w Krakowie',
  },
];

interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  role: Role;
  /** Indexes into HOSPITALS. */
  hospitals: number[];
  protocols: readonly string[];
}

const USERS: readonly DemoUser[] = [
  {
    email: 'centralny@demo.oncoreg.local',
    firstName: 'Barbara',
    lastName: 'Centralna',
    phone: '+48600100100',
    role: 'ROLE_CENTRAL_ADMINISTRATOR',
    hospitals: [],
    protocols: PROTOCOL_CODES,
  },
  {
    email: 'lekarz@demo.oncoreg.local',
    firstName: 'Anna',
    lastName: 'Kowalska',
    phone: '+48600200200',
    role: 'ROLE_REPORTER_PHYSICIAN',
    hospitals: [0, 1],
    protocols: ['ALL', 'AML', 'NBL', 'WT', 'HL'],
  },
  {
    email: 'koordynator@demo.oncoreg.local',
    firstName: 'Piotr',
    lastName: 'Nowak',
    phone: '+48600300300',
    role: 'ROLE_COORDINATOR',
    hospitals: [0],
    protocols: PROTOCOL_CODES,
  },
  {
    email: 'dane@demo.oncoreg.local',
    firstName: 'Katarzyna',
    lastName: 'Wiśniewska',
    phone: '+48600400400',
    role: 'ROLE_DATA_ADMINISTRATOR',
    hospitals: [2, 3],
    protocols: ['ALL', 'BT', 'STS', 'OUN'],
  },
];

export interface DemoCredential {
  role: Role;
  email: string;
  password: string;
}

/** Fills an empty demo registry once; later starts only read the stored credentials. */
export async function seedDemo(db: Kysely<Database>, dataDir: string): Promise<DemoCredential[]> {
  const file = join(dataDir, CREDENTIALS_FILE);
  const seeded = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', DEMO_MARKER)
    .executeTakeFirst();
  if (seeded) {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as DemoCredential[]) : [];
  }

  const credentials: DemoCredential[] = [];
  const hashes = await Promise.all(
    USERS.map(async (user) => {
      const password = generatePassword();
      credentials.push({ role: user.role, email: user.email, password });
      return hashPassword(password);
    }),
  );

  await db.transaction().execute(async (trx) => {
    const hospitalIds: number[] = [];
    for (const hospital of HOSPITALS) {
      const row = await trx
        .insertInto('hospitals')
        .values({
          name: hospital.name,
          short_name: hospital.shortName,
          address: hospital.address,
          zip_code: hospital.zipCode,
          city: hospital.city,
          active: !hospital.deactivationReason,
          deactivation_reason: hospital.deactivationReason ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      hospitalIds.push(row.id);
      await audit(trx, ACTOR, {
        action: 'hospital_create',
        objectType: 'hospital',
        objectId: row.id,
        changes: {
          name: { old: null, new: hospital.name },
          shortName: { old: null, new: hospital.shortName },
          city: { old: null, new: hospital.city },
        },
      });
    }
    for (const [index, user] of USERS.entries()) {
      const row = await trx
        .insertInto('accounts')
        .values({
          email: user.email,
          first_name: user.firstName,
          last_name: user.lastName,
          phone: user.phone,
          role: user.role,
          password_hash: hashes[index]!,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const hospitals = user.hospitals.map((position) => hospitalIds[position]!);
      if (hospitals.length) {
        await trx
          .insertInto('account_hospitals')
          .values(hospitals.map((hospitalId) => ({ account_id: row.id, hospital_id: hospitalId })))
          .execute();
      }
      await trx
        .insertInto('account_protocols')
        .values(user.protocols.map((protocol) => ({ account_id: row.id, protocol })))
        .execute();
      await audit(trx, ACTOR, {
        action: 'account_create',
        objectType: 'account',
        objectId: row.id,
        changes: {
          email: { old: null, new: user.email },
          role: { old: null, new: user.role },
          hospitals: { old: null, new: hospitals },
          protocols: { old: null, new: user.protocols },
        },
      });
    }
    await trx.insertInto('app_settings').values({ key: DEMO_MARKER, value: '1' }).execute();
  });
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(credentials, null, 2), { mode: 0o600 });
  return credentials;
}

export function describeCredentials(credentials: readonly DemoCredential[]): string {
  if (!credentials.length) return '';
  const width = Math.max(...credentials.map((credential) => credential.email.length));
  return [
    '',
    '============================================================',
    ' Demo users (synthetic data; passwords kept in the demo data directory):',
    ...credentials.map(
      (credential) =>
        `   ${credential.email.padEnd(width)}  ${credential.password}  ${credential.role}`,
    ),
    '============================================================',
    '',
  ].join('\n');
}
