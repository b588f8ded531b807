/**
 * The writer of crash.test.ts, run as its own process: opens the embedded database in DATA_DIR
 * as the server does (in its worker thread, locked) and commits numbered rows, each with a
 * second row in the same transaction, printing each number once its commit is answered, until
 * it is killed.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { openPglite, snapshotBlob } from '../../server/db/database';

const [dataDir, snapshot] = process.argv.slice(2);
const database = await openPglite({
  dataDir: dataDir!,
  thread: 'worker',
  loadDataDir: snapshot ? snapshotBlob(readFileSync(snapshot)) : undefined,
});
await sql`create table if not exists crash_rows (id int primary key, part int not null)`.execute(
  database.db,
);
const { rows } = await sql<{ next: number }>`
  select coalesce(max(id), 0) + 1 as next from crash_rows`.execute(database.db);
process.stdout.write('ready\n');
for (let id = rows[0]!.next; ; id += 1) {
  await database.db.transaction().execute(async (trx) => {
    await sql`insert into crash_rows values (${id}, 1)`.execute(trx);
    await sql`insert into crash_rows values (${-id}, 2)`.execute(trx);
  });
  process.stdout.write(`${id}\n`);
}
