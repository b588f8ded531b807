/**
 * The lookup of protocol forms under load: 100,000 dictionary entries of Polish and English
 * medical descriptions with accents, one signed-in reporter physician, and lookups typed without
 * accents ("zoladek", "bialacz", "C91") fired over real HTTP with a fixed number in flight.
 * Reports p50/p95/p99 latency and requests per second: each typed text one at a time (what it
 * costs by itself), then all of them with a fixed number in flight (what queueing adds).
 *
 * A fresh database each run: an embedded PGlite in a temporary directory, or, with DATABASE_URL
 * set, a new database on that PostgreSQL server, dropped afterwards.
 * Run with `npm run bench -- lookup`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { type RegistryDatabase, openPglite, openPostgres } from '../server/db/database';
import { loadShippedDictionaries } from '../server/db/dictionaries/load';
import { migrate } from '../server/db/migrate';
import { hashPassword } from '../server/modules/auth/passwords';
import { searchKeyOf } from '../server/db/dictionaries/searchKey';
import { ms, percentile } from './load';

const PORT = 18_092;
const TYPE = 'benchDiagnoses';
const PASSWORD = 'Bench-Lookup-2026';

/** Accent-free, as a user types them: code prefixes, word prefixes and infixes, one miss. */
export const TYPED_TEXTS = [
  'zoladek',
  'zolad',
  'bialacz',
  'C91',
  'c91.0',
  'chloniak',
  'nerk',
  'watrob',
  'mozgu',
  'kosc',
  'szpik',
  'neurobl',
  'zlosliw',
  'przewlek',
  'leukaem',
  'stomach',
  'udowa',
  'xyzzyq',
];

const DISEASES: readonly (readonly [string, string])[] = [
  ['Nowotwór złośliwy', 'Malignant neoplasm'],
  ['Nowotwór niezłośliwy', 'Benign neoplasm'],
  ['Nowotwór o niepewnym charakterze', 'Neoplasm of uncertain behaviour'],
  ['Rak', 'Carcinoma'],
  ['Mięsak', 'Sarcoma'],
  ['Chłoniak nieziarniczy', 'Non-Hodgkin lymphoma'],
  ['Chłoniak Hodgkina', 'Hodgkin lymphoma'],
  ['Ostra białaczka limfoblastyczna', 'Acute lymphoblastic leukaemia'],
  ['Ostra białaczka szpikowa', 'Acute myeloid leukaemia'],
  ['Przewlekła białaczka szpikowa', 'Chronic myeloid leukaemia'],
  ['Nerwiak zarodkowy współczulny', 'Neuroblastoma'],
  ['Siatkówczak', 'Retinoblastoma'],
  ['Guz Wilmsa', 'Wilms tumour'],
  ['Glejak', 'Glioma'],
  ['Rdzeniak zarodkowy', 'Medulloblastoma'],
  ['Wyściółczak', 'Ependymoma'],
  ['Kostniakomięsak', 'Osteosarcoma'],
  ['Mięsak Ewinga', 'Ewing sarcoma'],
  ['Mięśniakomięsak prążkowanokomórkowy', 'Rhabdomyosarcoma'],
  ['Wątrobiak zarodkowy', 'Hepatoblastoma'],
];

const SITES: readonly (readonly [string, string])[] = [
  ['żołądek', 'stomach'],
  ['wątroba', 'liver'],
  ['nerka prawa', 'right kidney'],
  ['nerka lewa', 'left kidney'],
  ['płat czołowy mózgu', 'frontal lobe of brain'],
  ['móżdżek', 'cerebellum'],
  ['pień mózgu', 'brainstem'],
  ['rdzeń kręgowy', 'spinal cord'],
  ['kość udowa', 'femur'],
  ['kość piszczelowa', 'tibia'],
  ['kość ramienna', 'humerus'],
  ['miednica', 'pelvis'],
  ['żebro', 'rib'],
  ['szpik kostny', 'bone marrow'],
  ['węzły chłonne szyjne', 'cervical lymph nodes'],
  ['węzły chłonne śródpiersia', 'mediastinal lymph nodes'],
  ['śledziona', 'spleen'],
  ['grasica', 'thymus'],
  ['nadnercze', 'adrenal gland'],
  ['gałka oczna', 'eyeball'],
  ['oczodół', 'orbit'],
  ['jądro', 'testis'],
  ['jajnik', 'ovary'],
  ['tkanki miękkie kończyny dolnej', 'soft tissues of lower limb'],
  ['przestrzeń zaotrzewnowa', 'retroperitoneum'],
  ['płuco', 'lung'],
  ['tarczyca', 'thyroid gland'],
  ['skóra', 'skin'],
  ['jama nosowo-gardłowa', 'nasopharynx'],
  ['trzustka', 'pancreas'],
];

const COURSES: readonly (readonly [string, string])[] = [
  ['', ''],
  ['pierwotne rozpoznanie', 'primary diagnosis'],
  ['nawrót', 'relapse'],
  ['z przerzutami odległymi', 'with distant metastases'],
  ['stadium I', 'stage I'],
  ['stadium II', 'stage II'],
  ['stadium III', 'stage III'],
  ['stadium IV', 'stage IV'],
  ['po chemioterapii', 'after chemotherapy'],
  ['po resekcji', 'after resection'],
  ['postać rozsiana', 'disseminated form'],
  ['zajęcie obustronne', 'bilateral involvement'],
];

const AGES: readonly (readonly [string, string])[] = [
  ['', ''],
  ['u niemowlęcia', 'in an infant'],
  ['u dziecka', 'in a child'],
  ['u nastolatka', 'in an adolescent'],
];

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The n-th synthetic entry: a code such as "C91.04" and its descriptions in both languages. */
export function syntheticEntry(n: number) {
  const pick = <T>(list: readonly T[], divisor: number) =>
    list[Math.floor(n / divisor) % list.length]!;
  const [diseasePl, diseaseEn] = pick(DISEASES, 1);
  const [sitePl, siteEn] = pick(SITES, DISEASES.length);
  const [coursePl, courseEn] = pick(COURSES, DISEASES.length * SITES.length);
  const [agePl, ageEn] = pick(AGES, DISEASES.length * SITES.length * COURSES.length);
  const join = (...parts: string[]) => parts.filter(Boolean).join(', ');
  const value = `${LETTERS[Math.floor(n / 10_000) % 26]}${String(Math.floor(n / 100) % 100).padStart(2, '0')}.${String(n % 100).padStart(2, '0')}`;
  return {
    value,
    description: `${diseasePl}: ${join(sitePl, coursePl, agePl)}`,
    descriptionEn: `${diseaseEn}: ${join(siteEn, courseEn, ageEn)}`,
  };
}

async function freshDatabase(): Promise<{ database: RegistryDatabase; dispose(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `oncoreg_bench_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const benchUrl = new URL(url);
    benchUrl.pathname = `/${name}`;
    const database = openPostgres(benchUrl.href, 10);
    return {
      database,
      async dispose() {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'oncoreg-lookup-'));
  const database = await openPglite({ dataDir: dir });
  return {
    database,
    async dispose() {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function seed(database: RegistryDatabase, count: number) {
  const { db } = database;
  await migrate(db as never);
  await loadShippedDictionaries(db);
  await db
    .insertInto('dictionary_types')
    .values({
      code: TYPE,
      name_pl: 'Rozpoznania (test obciążenia)',
      name_en: 'Diagnoses (load test)',
    })
    .execute();
  const batch = 1000;
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += batch) {
      const rows = [];
      for (let n = start; n < Math.min(count, start + batch); n += 1) {
        const entry = syntheticEntry(n);
        const content = { ...entry, searchableDescription: entry.description };
        rows.push({
          type: TYPE,
          value: entry.value,
          description: entry.description,
          description_en: entry.descriptionEn,
          searchable_description: content.searchableDescription,
          search_key: searchKeyOf(content),
        });
      }
      await trx.insertInto('dictionary_entries').values(rows).execute();
    }
  });
  await sql`analyze`.execute(db);
  await db
    .insertInto('accounts')
    .values({
      email: 'lookup@oncoreg.test',
      first_name: 'Lekarz',
      last_name: 'Raportujący',
      role: 'ROLE_REPORTER_PHYSICIAN',
      password_hash: await hashPassword(PASSWORD),
    })
    .execute();
}

interface Timing {
  text: string;
  ms: number;
}

async function fire(
  url: string,
  token: string,
  requests: number,
  concurrency: number,
  onDone: (timing: Timing, totalItems: number) => void,
) {
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < requests; i = next++) {
      const text = TYPED_TEXTS[i % TYPED_TEXTS.length]!;
      const started = performance.now();
      const response = await fetch(
        `${url}/api/v1/dictionary/dictionaries/${TYPE}/entries?page=1&itemsPerPage=10&filters[searchableDescription]=${encodeURIComponent(text)}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      const body = (await response.json()) as { totalItems: number };
      if (response.status !== 200) throw new Error(`lookup "${text}": ${response.status}`);
      onDone({ text, ms: performance.now() - started }, body.totalItems);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

export async function benchDictionaryLookup(
  options: { entries?: number; requests?: number; concurrency?: number; rounds?: number } = {},
) {
  const entries = options.entries ?? 100_000;
  const rounds = options.rounds ?? 20;
  const requests = options.requests ?? 3000;
  const concurrency = options.concurrency ?? 10;
  const loadBefore = loadavg()[0]!;

  const { database, dispose } = await freshDatabase();
  try {
    const seedStarted = performance.now();
    await seed(database, entries);
    const seedMs = performance.now() - seedStarted;

    const config = loadConfig({
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'silent',
      STATIC_DIR: join(tmpdir(), 'oncoreg-no-static'),
      LOGIN_MAX_PER_ADDRESS: '100000',
    });
    const app = await buildApp({ config, db: database.db, databaseKind: database.kind });
    try {
      await app.listen({ port: PORT, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${PORT}`;
      const signIn = await fetch(`${url}/api/login_check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'lookup@oncoreg.test', password: PASSWORD }),
      });
      if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
      const { token } = (await signIn.json()) as { token: string };

      // Warm the planner's caches and the connections before measuring.
      await fire(url, token, TYPED_TEXTS.length * 5, concurrency, () => {});

      // One at a time: what each typed text costs the server by itself.
      const alone: Timing[] = [];
      const matches = new Map<string, number>();
      const aloneStarted = performance.now();
      await fire(url, token, TYPED_TEXTS.length * rounds, 1, (timing, totalItems) => {
        alone.push(timing);
        matches.set(timing.text, totalItems);
      });
      const aloneMs = performance.now() - aloneStarted;

      // Under load: requests queue for the database (PGlite has one connection).
      const loaded: Timing[] = [];
      const loadedStarted = performance.now();
      await fire(url, token, requests, concurrency, (timing) => loaded.push(timing));
      const loadedMs = performance.now() - loadedStarted;

      const summary = (timings: Timing[], elapsedMs?: number) => {
        const sorted = timings.map((timing) => timing.ms).sort((a, b) => a - b);
        return {
          p50: ms(percentile(sorted, 50)),
          p95: ms(percentile(sorted, 95)),
          p99: ms(percentile(sorted, 99)),
          ...(elapsedMs
            ? { requestsPerSecond: Math.round((sorted.length / elapsedMs) * 1000) }
            : {}),
        };
      };
      const perText = TYPED_TEXTS.map((text) => ({
        text,
        matches: matches.get(text) ?? 0,
        ...summary(alone.filter((timing) => timing.text === text)),
      }));
      const oneAtATime = summary(alone, aloneMs);
      const underLoad = summary(loaded, loadedMs);

      const rows = [
        ['typed', 'matches', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s'],
        ...perText.map((row) => [row.text, row.matches, row.p50, row.p95, row.p99, ''].map(String)),
        [
          'one at a time',
          '',
          oneAtATime.p50,
          oneAtATime.p95,
          oneAtATime.p99,
          oneAtATime.requestsPerSecond,
        ].map(String),
        [
          `${concurrency} in flight`,
          '',
          underLoad.p50,
          underLoad.p95,
          underLoad.p99,
          underLoad.requestsPerSecond,
        ].map(String),
      ];
      const widths = rows[0]!.map((_, column) =>
        Math.max(...rows.map((row) => row[column]!.length)),
      );
      process.stdout.write(
        `\nDictionary lookup on ${database.kind}: ${entries.toLocaleString('en')} entries; ${rounds} rounds of each text one at a time, then ${requests} requests ${concurrency} in flight\n` +
          rows
            .map((row) => row.map((cell, column) => cell.padStart(widths[column]!)).join('  '))
            .join('\n') +
          '\n\n',
      );

      return {
        database: database.kind,
        entries,
        seedSeconds: Math.round(seedMs / 100) / 10,
        oneAtATime: { requests: alone.length, ...oneAtATime },
        underLoad: { requests, concurrency, ...underLoad },
        perText,
        machine: {
          cpus: cpus().length,
          loadAverage1mBefore: Math.round(loadBefore * 100) / 100,
          loadAverage1mAfter: Math.round(loadavg()[0]! * 100) / 100,
        },
      };
    } finally {
      await app.close();
    }
  } finally {
    await dispose();
  }
}
