/**
 * A backup file: the SQL dump, then one comment line with the SHA-256 and length of everything
 * before it, so that a file cut short or altered is known from the file alone (psql skips the
 * comment). Beside it, FILE.sha256 in `sha256sum` format covers the whole file, for
 * `sha256sum -c`. Both are private to the server's account (0600) and appear whole or not at
 * all: written to a temporary file beside the target, flushed to disk, then renamed.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, readFile, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { PRIVATE_FILE_MODE } from '../db/privateDirectory';

export interface BackupFile {
  file: string;
  /** The whole file's size and SHA-256 (what FILE.sha256 holds). */
  bytes: number;
  sha256: string;
}

export class BackupFileError extends Error {}

const TRAILER = /^-- oncoreg backup sha256=([0-9a-f]{64}) bytes=(\d+)\n$/;
/** Longer than any trailer line, so the tail read always holds the whole of it. */
const TAIL_BYTES = 256;

const trailer = (sha256: string, bytes: number) =>
  `-- oncoreg backup sha256=${sha256} bytes=${bytes}\n`;

/** Writes `dump` to `file` (replacing it) with its trailer, then FILE.sha256. */
export async function writeBackupFile(
  file: string,
  dump: AsyncIterable<Uint8Array>,
): Promise<BackupFile> {
  const content = createHash('sha256');
  const whole = createHash('sha256');
  let size = 0;
  let last = 0x0a;
  const temporary = await writePrivately(file, async (write) => {
    const add = async (chunk: Uint8Array) => {
      if (!chunk.length) return;
      content.update(chunk);
      whole.update(chunk);
      size += chunk.length;
      last = chunk[chunk.length - 1]!;
      await write(chunk);
    };
    for await (const chunk of dump) await add(chunk);
    // The trailer starts a line of its own.
    if (last !== 0x0a) await add(Buffer.from('\n'));
    const line = Buffer.from(trailer(content.digest('hex'), size));
    whole.update(line);
    await write(line);
  });
  const sha256 = whole.digest('hex');
  let checksum: string | undefined;
  try {
    const bytes = (await stat(temporary)).size;
    checksum = await writePrivately(`${file}.sha256`, async (write) => {
      await write(Buffer.from(`${sha256}  ${basename(file)}\n`));
    });
    await rename(temporary, file);
    await rename(checksum, `${file}.sha256`);
    await syncDirectory(dirname(file));
    return { file, bytes, sha256 };
  } catch (error) {
    await rm(temporary, { force: true });
    if (checksum) await rm(checksum, { force: true });
    throw error;
  }
}

/**
 * Writes a temporary file beside `target` (0600, flushed to disk) and answers its name; removes
 * it if writing fails.
 */
async function writePrivately(
  target: string,
  fill: (write: (chunk: Uint8Array) => Promise<void>) => Promise<void>,
): Promise<string> {
  const temporary = join(
    dirname(target),
    `.${basename(target)}.${randomBytes(6).toString('hex')}.partial`,
  );
  const handle = await open(temporary, 'wx', PRIVATE_FILE_MODE);
  try {
    await fill(async (chunk) => {
      await handle.write(chunk);
    });
    await handle.sync();
    await handle.close();
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(temporary, { force: true });
    throw error;
  }
  return temporary;
}

/** A rename is on disk once its directory is. */
async function syncDirectory(dir: string) {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export interface VerifiedBackup {
  /** The SQL's length: the file without its trailer. */
  sqlBytes: number;
  /** The whole file's size and SHA-256. */
  bytes: number;
  sha256: string;
}

/**
 * Checks a backup before anything is restored from it: its trailer must be there and match
 * what precedes it, and FILE.sha256, when present, the whole file.
 */
export async function verifyBackupFile(file: string): Promise<VerifiedBackup> {
  let size: number;
  let tail: string;
  try {
    size = (await stat(file)).size;
    const handle = await open(file, 'r');
    try {
      const buffer = Buffer.alloc(Math.min(TAIL_BYTES, size));
      await handle.read(buffer, 0, buffer.length, size - buffer.length);
      tail = buffer.toString('latin1');
    } finally {
      await handle.close();
    }
  } catch (error) {
    throw new BackupFileError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  const line = tail.slice(tail.lastIndexOf('\n', tail.length - 2) + 1);
  const match = TRAILER.exec(line);
  if (!match) {
    throw new BackupFileError(
      `${file} is not a complete oncoreg backup: it does not end with the backup's checksum line, so it was cut short, changed, or not written by npm run backup.`,
    );
  }
  const [, expected, length] = match;
  const sqlBytes = size - line.length;
  if (Number(length) !== sqlBytes) {
    throw new BackupFileError(
      `${file} is damaged: its checksum line counts ${length} bytes of SQL, the file holds ${sqlBytes}.`,
    );
  }
  const content = createHash('sha256');
  const whole = createHash('sha256');
  let read = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    whole.update(chunk);
    const sql = chunk.subarray(0, Math.max(0, sqlBytes - read));
    content.update(sql);
    read += chunk.length;
  }
  if (content.digest('hex') !== expected) {
    throw new BackupFileError(
      `${file} is damaged: its content does not match the SHA-256 in its checksum line.`,
    );
  }
  const sha256 = whole.digest('hex');
  const listed = await readFile(`${file}.sha256`, 'utf8').catch(() => undefined);
  if (listed !== undefined && listed.split(/\s/)[0]?.toLowerCase() !== sha256) {
    throw new BackupFileError(`${file} does not match ${basename(file)}.sha256 beside it.`);
  }
  return { sqlBytes, bytes: size, sha256 };
}
