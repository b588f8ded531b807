import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BackupFileError, verifyBackupFile, writeBackupFile } from '../../server/backup/backupFile';
import { describeTarget } from '../../server/backup/commands';
import { forPostgres15, pgDumpConnection } from '../../server/backup/dump';
import { backupName, backupTime, firstBackupDelay } from '../../server/backup/schedule';
import { socketPath } from '../../server/backup/socket';

const SQL = "-- dump\nINSERT INTO public.t VALUES (1, 'zażółć');\n";

async function* pieces(...texts: string[]) {
  for (const text of texts) yield Buffer.from(text);
}

const directories: string[] = [];
afterAll(() => {
  for (const dir of directories) rmSync(dir, { recursive: true, force: true });
});

function directory() {
  const dir = mkdtempSync(join(tmpdir(), 'oncoreg-backup-file-'));
  directories.push(dir);
  return dir;
}

describe('a backup file', () => {
  it('holds the dump, then a line with its SHA-256 and length, private to the account', async () => {
    const dir = directory();
    const file = join(dir, 'b.sql');
    const written = await writeBackupFile(file, pieces(SQL.slice(0, 10), SQL.slice(10)));
    const content = readFileSync(file);
    expect(content.toString()).toMatch(
      /^-- dump\nINSERT INTO public\.t VALUES \(1, 'zażółć'\);\n-- oncoreg backup sha256=[0-9a-f]{64} bytes=\d+\n$/,
    );
    expect(content.toString()).toContain(`bytes=${Buffer.byteLength(SQL)}\n`);
    expect(written).toMatchObject({ file, bytes: content.length });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(`${file}.sha256`).mode & 0o777).toBe(0o600);
    // Nothing else is left beside it.
    expect(readdirSync(dir).sort()).toEqual(['b.sql', 'b.sql.sha256']);
    await expect(verifyBackupFile(file)).resolves.toEqual({
      sqlBytes: Buffer.byteLength(SQL),
      bytes: content.length,
      sha256: written.sha256,
    });
  });

  it('has a checksum file that sha256sum -c accepts', async () => {
    const dir = directory();
    const { sha256 } = await writeBackupFile(join(dir, 'b.sql'), pieces(SQL));
    expect(readFileSync(join(dir, 'b.sql.sha256'), 'utf8')).toBe(`${sha256}  b.sql\n`);
    expect(execFileSync('sha256sum', ['-c', 'b.sql.sha256'], { cwd: dir }).toString()).toBe(
      'b.sql: OK\n',
    );
  });

  it('puts its checksum line on a line of its own', async () => {
    const file = join(directory(), 'b.sql');
    await writeBackupFile(file, pieces('select 1;'));
    expect(readFileSync(file, 'utf8')).toMatch(
      /^select 1;\n-- oncoreg backup sha256=\w+ bytes=10\n$/,
    );
    await expect(verifyBackupFile(file)).resolves.toMatchObject({ sqlBytes: 10 });
  });

  it('is not left half written when the dump fails', async () => {
    const dir = directory();
    async function* failing() {
      yield Buffer.from(SQL);
      throw new Error('pg_dump failed');
    }
    await expect(writeBackupFile(join(dir, 'b.sql'), failing())).rejects.toThrow('pg_dump failed');
    expect(readdirSync(dir)).toEqual([]);
  });

  describe('is refused', () => {
    async function written() {
      const file = join(directory(), 'b.sql');
      await writeBackupFile(file, pieces(SQL.repeat(50)));
      return { file, content: readFileSync(file) };
    }

    it('when cut short', async () => {
      const { file, content } = await written();
      writeFileSync(file, content.subarray(0, content.length - 30));
      await expect(verifyBackupFile(file)).rejects.toThrow(/is not a complete oncoreg backup/);
      writeFileSync(file, content.subarray(0, 100));
      await expect(verifyBackupFile(file)).rejects.toThrow(BackupFileError);
    });

    it('when one byte is altered', async () => {
      const { file, content } = await written();
      const altered = Buffer.from(content);
      altered[200] = altered[200]! ^ 0x01;
      writeFileSync(file, altered);
      await expect(verifyBackupFile(file)).rejects.toThrow(
        /is damaged: its content does not match the SHA-256/,
      );
    });

    it('when a line is removed and the count no longer matches', async () => {
      const { file, content } = await written();
      writeFileSync(file, content.toString().replace('-- dump\n', ''));
      await expect(verifyBackupFile(file)).rejects.toThrow(/is damaged: its checksum line counts/);
    });

    it('when it does not match the checksum file beside it', async () => {
      const { file } = await written();
      writeFileSync(`${file}.sha256`, `${'0'.repeat(64)}  b.sql\n`);
      await expect(verifyBackupFile(file)).rejects.toThrow(/does not match b\.sql\.sha256/);
    });

    it('when it is a dump without a checksum line, or no file at all', async () => {
      const file = join(directory(), 'plain.sql');
      writeFileSync(file, SQL);
      await expect(verifyBackupFile(file)).rejects.toThrow(/is not a complete oncoreg backup/);
      await expect(verifyBackupFile(`${file}.missing`)).rejects.toThrow(/Cannot read/);
    });
  });
});

describe('dumping', () => {
  it('leaves out the transaction_timeout that PostgreSQL 15 does not know', () => {
    const joined = (dump: string) =>
      Buffer.concat([...forPostgres15(Buffer.from(dump))]).toString();
    expect(joined('--\nSET lock_timeout = 0;\nSET transaction_timeout = 0;\nSET x = 1;\n')).toBe(
      '--\nSET lock_timeout = 0;\nSET x = 1;\n',
    );
    expect(joined('--\nSET lock_timeout = 0;\n')).toBe('--\nSET lock_timeout = 0;\n');
  });

  it('hands pg_dump the password in its environment, never on its command line', () => {
    expect(
      pgDumpConnection('postgres://registry:s%40cret@db:5432/oncoreg?sslmode=require'),
    ).toEqual({
      dbname: 'postgres://registry@db:5432/oncoreg?sslmode=require',
      env: { PGPASSWORD: 's@cret' },
    });
    expect(pgDumpConnection('postgres://db/oncoreg?password=x&user=u')).toEqual({
      dbname: 'postgres://db/oncoreg?user=u',
      env: { PGPASSWORD: 'x' },
    });
    expect(pgDumpConnection('postgres://registry@db/oncoreg').env).toEqual({});
  });

  it('reaches a database over its Unix socket and names the socket as a directory', () => {
    const socket = 'postgres://registry:s3cret@%2Frun%2Fpostgresql:5432/oncoreg';
    expect(pgDumpConnection(socket)).toEqual({
      dbname: 'postgres://registry@%2Frun%2Fpostgresql:5432/oncoreg',
      env: { PGPASSWORD: 's3cret' },
    });
    expect(describeTarget({ kind: 'postgres', url: socket })).toBe(
      'the database oncoreg on /run/postgresql:5432',
    );
  });
});

describe('scheduled backup names', () => {
  it('say when the backup was taken, in UTC', () => {
    const at = new Date('2026-11-25T03:15:00.123Z');
    expect(backupName(at)).toBe('oncoreg-20261125T031500Z.sql');
    expect(backupTime('oncoreg-20261125T031500Z.sql')).toEqual(new Date('2026-11-25T03:15:00Z'));
    expect(backupTime('oncoreg-20261125T031500Z.sql.sha256')).toBeUndefined();
    expect(backupTime('notes.sql')).toBeUndefined();
  });

  it('put the first backup at start when none is as recent as an interval', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const hour = 3_600_000;
    expect(firstBackupDelay(undefined, now, 24 * hour)).toBe(0);
    expect(firstBackupDelay(new Date('2026-11-24T06:00:00Z'), now, 24 * hour)).toBe(0);
    expect(firstBackupDelay(new Date('2026-11-25T03:00:00Z'), now, 24 * hour)).toBe(15 * hour);
  });
});

describe('the backup socket', () => {
  it('sits in the data directory, and refuses a path too long for a Unix socket', () => {
    expect(socketPath('/var/lib/oncoreg')).toBe('/var/lib/oncoreg/oncoreg.sock');
    expect(() => socketPath(`/srv/${'x'.repeat(100)}`)).toThrow(
      /oncoreg\.sock is longer than the 107 bytes a Unix socket's path may have: give DATA_DIR a shorter path/,
    );
  });
});
