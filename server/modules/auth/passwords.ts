/** Password hashing with Argon2id at the library's defaults (19 MiB, t=2, p=1). */
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the enum is a const enum, which isolated modules cannot read.
const OPTIONS = { algorithm: 2 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummy: Promise<string> | undefined;

/**
 * Checks a password. With no stored hash (unknown user, account without a password) it still
 * runs one verification against a throwaway hash, so that the answer takes as long either way.
 */
export async function verifyPassword(stored: string | null | undefined, password: string) {
  if (!stored) {
    dummy ??= hash('not a password of anyone', OPTIONS);
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
