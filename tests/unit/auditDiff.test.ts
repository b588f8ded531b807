import { describe, expect, it } from 'vitest';
import { REDACTED, created, diff } from '../../server/db/audit';

describe("the audit trail's changes", () => {
  it('redact secrets but show whether a password must change', () => {
    expect(
      created({
        email: 'jan@example.org',
        password: 'Hasło-123456!',
        passwordHash: '$argon2id$...',
        refreshToken: 'abc',
        mustChangePassword: true,
      }),
    ).toEqual({
      email: { old: null, new: 'jan@example.org' },
      password: { old: REDACTED, new: REDACTED },
      passwordHash: { old: REDACTED, new: REDACTED },
      refreshToken: { old: REDACTED, new: REDACTED },
      mustChangePassword: { old: null, new: true },
    });
    expect(diff({ mustChangePassword: true }, { mustChangePassword: false })).toEqual({
      mustChangePassword: { old: true, new: false },
    });
  });
});
