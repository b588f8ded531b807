/**
 * What the patient list's queries cost the database, request by request: the benchmark's mix of
 * list requests (bench/patientList.ts `listMix`) for each caller over 100,000 patients, each
 * request's statements captured from the patient service and run under EXPLAIN (ANALYZE,
 * BUFFERS) one at a time on PostgreSQL. Buffers (pages read from the cache or the disk) count
 * the work whatever else the machine is doing; times are printed beside them but move with the
 * load. Prints one line a request (page, then count) and each caller's totals.
 *
 * PostgreSQL is the server of DATABASE_URL, or a throwaway cluster (bench/postgres.ts).
 * Run with `npm run bench -- listplans`.
 */
import { type CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { POSTGRES_SESSION_OPTIONS, openPostgres } from '../server/db/database';
import { type Database } from '../server/db/schema';
import { type Auth } from '../server/http/context';
import { readListQuery } from '../server/http/list';
import { PATIENT_LIST_FIELDS } from '../server/modules/patient/schemas';
import { PatientService } from '../server/modules/patient/service';
import { listMix, seed } from './patientList';
import { benchPostgres } from './postgres';

interface Plan {
  'Execution Time': number;
  'Planning Time': number;
  Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number };
}

/**
 * The statements the patient service sends for one list request: the page, and the count when
 * it is a statement of its own.
 */
async function statementsOf(
  db: Kysely<Database>,
  captured: CompiledQuery[],
  auth: Auth,
  query: string,
) {
  captured.length = 0;
  await new PatientService(db, { now: () => new Date() }).list(
    auth,
    readListQuery(Object.fromEntries(new URLSearchParams(query)), PATIENT_LIST_FIELDS),
  );
  return [...captured];
}

export async function benchListPlans() {
  const postgres = await benchPostgres();
  try {
    const database = openPostgres(postgres.url, 2);
    const callers = await seed(database.db, new Date());
    await database.close();
    const pool = new pg.Pool({
      connectionString: postgres.url,
      max: 1,
      options: POSTGRES_SESSION_OPTIONS,
    });
    const captured: CompiledQuery[] = [];
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      log: (event) => {
        if (event.level === 'query') captured.push(event.query);
      },
    });
    const figures: Record<string, unknown> = {};
    try {
      for (const [name, auth] of Object.entries(callers)) {
        let buffers = 0;
        let executionMs = 0;
        let planningMs = 0;
        const lines: string[] = [];
        const mix = listMix(auth.protocols);
        for (const query of mix) {
          const parts: string[] = [];
          for (const statement of await statementsOf(db, captured, auth, query)) {
            const { rows } = await pool.query<{ 'QUERY PLAN': [Plan] }>(
              `explain (analyze, buffers, format json) ${statement.sql}`,
              statement.parameters as unknown[],
            );
            const plan = rows[0]!['QUERY PLAN'][0];
            const read = plan.Plan['Shared Hit Blocks'] + plan.Plan['Shared Read Blocks'];
            buffers += read;
            executionMs += plan['Execution Time'];
            planningMs += plan['Planning Time'];
            const kind = /^select count\(/.test(statement.sql) ? 'count' : 'page';
            parts.push(`${kind} ${read} buffers ${plan['Execution Time'].toFixed(2)} ms`);
          }
          lines.push(`  ${parts.join(', ').padEnd(62)} ${decodeURIComponent(query)}`);
        }
        const perRequest = (value: number) => Math.round((value / mix.length) * 100) / 100;
        process.stdout.write(
          `\n${name}, ${mix.length} list requests over 100,000 patients (${postgres.version}):\n${lines.join('\n')}\n` +
            `  in all ${buffers.toLocaleString('en')} buffers; a request on average ${perRequest(buffers)} buffers, ` +
            `execution ${perRequest(executionMs)} ms, planning ${perRequest(planningMs)} ms\n`,
        );
        figures[name] = {
          requests: mix.length,
          buffers,
          buffersPerRequest: perRequest(buffers),
          executionMsPerRequest: perRequest(executionMs),
          planningMsPerRequest: perRequest(planningMs),
        };
      }
    } finally {
      await db.destroy();
    }
    return { postgres: postgres.version, ...figures };
  } finally {
    await postgres.stop();
  }
}
