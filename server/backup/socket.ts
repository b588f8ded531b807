/**
 * `npm run backup` while the server runs on the embedded database: the directory lock keeps the
 * command out of the database, so it asks the server, over a Unix socket inside the data
 * directory, to write the backup. The directory is private to the server's account (0700) and
 * the socket too (0600), so only that account, which could read the database's files anyway,
 * can ask. One request a connection: a JSON line naming the file, answered by a JSON line with
 * the outcome.
 */
import { chmod, rm } from 'node:fs/promises';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { isAbsolute, join } from 'node:path';
import { PRIVATE_FILE_MODE } from '../db/privateDirectory';
import { type BackupOutcome, shortError } from './backup';

export const BACKUP_SOCKET = 'oncoreg.sock';

/** What the server answers: the run as recorded. */
export type BackupReply =
  | { ok: true; file: string; bytes: number; sha256: string; notRecorded?: string }
  | { ok: false; error: string };

export function backupReply({ run, notRecorded }: BackupOutcome): BackupReply {
  return run.ok
    ? { ok: true, file: run.file!, bytes: run.bytes!, sha256: run.sha256!, notRecorded }
    : { ok: false, error: run.error ?? 'unknown error' };
}

const MAX_REQUEST_BYTES = 16 * 1024;
const REQUEST_TIMEOUT_MS = 10_000;

/** Linux keeps 108 bytes for a socket's path, with its terminating zero. */
const LONGEST_SOCKET_PATH = 107;

export function socketPath(dataDir: string) {
  const path = join(dataDir, BACKUP_SOCKET);
  // Node would silently listen on (or connect to) the path cut short.
  if (Buffer.byteLength(path) > LONGEST_SOCKET_PATH) {
    throw new Error(
      `${path} is longer than the ${LONGEST_SOCKET_PATH} bytes a Unix socket's path may have: give DATA_DIR a shorter path`,
    );
  }
  return path;
}

/** Serves backup requests until closed; close() waits for a backup under way. */
export async function serveBackupRequests(
  dataDir: string,
  backup: (file: string) => Promise<BackupOutcome>,
): Promise<{ close(): Promise<void> }> {
  const path = socketPath(dataDir);
  // Left by a server that did not close; this one holds the directory's lock, so none uses it.
  await rm(path, { force: true });
  const server = createServer((socket) => void answer(socket, backup));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  try {
    await chmod(path, PRIVATE_FILE_MODE);
  } catch (error) {
    await closeServer(server);
    throw error;
  }
  return { close: () => closeServer(server) };
}

async function answer(socket: Socket, backup: (file: string) => Promise<BackupOutcome>) {
  socket.on('error', () => undefined);
  const reply = (message: BackupReply) => socket.end(`${JSON.stringify(message)}\n`);
  // A client that never asks must not keep the server from closing.
  socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
  const line = await readLine(socket).catch(() => undefined);
  socket.setTimeout(0);
  let file: unknown;
  try {
    file = line === undefined ? undefined : (JSON.parse(line) as { backup?: unknown }).backup;
  } catch {
    // answered below
  }
  if (typeof file !== 'string' || !isAbsolute(file)) {
    reply({ ok: false, error: 'expected {"backup": "/absolute/path/of/the/file.sql"}' });
    return;
  }
  try {
    reply(backupReply(await backup(file)));
  } catch (error) {
    reply({ ok: false, error: shortError(error) });
  }
}

function readLine(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
      const end = text.indexOf('\n');
      if (end >= 0) resolve(text.slice(0, end));
      else if (text.length > MAX_REQUEST_BYTES) reject(new Error('request too long'));
    });
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/** Asks the server holding `dataDir` for a backup into `file` (an absolute path). */
export function requestBackup(dataDir: string, file: string): Promise<BackupReply> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath(dataDir));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ backup: file })}\n`));
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        resolve(JSON.parse(text) as BackupReply);
      } catch {
        reject(new Error('the server closed the backup socket without an answer'));
      }
    });
  });
}
