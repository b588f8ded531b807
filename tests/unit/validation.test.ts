import { describe, expect, it } from 'vitest';
import { DOMAIN_MESSAGES, translate } from '../../domain/messages';
import {
  birthDate,
  check,
  checkFields,
  confirmed,
  email,
  max,
  min,
  password,
  phone,
  required,
  requiredBoolean,
  strongPassword,
  uniqueString,
  zipCode,
} from '../../domain/validation';

const passes = (result: unknown) => expect(result).toBeUndefined();
const failsWith = (result: { message: string } | undefined, message: string) =>
  expect(result?.message).toBe(message);

describe('required', () => {
  it('rejects empty, blank, null and undefined values and empty lists', () => {
    for (const value of ['', '   ', '\t\n', null, undefined, []]) {
      failsWith(required(value), 'validation.required');
    }
  });
  it('accepts non-empty values, zero and false', () => {
    for (const value of ['a', ' a ', 0, false, ['x']]) passes(required(value));
  });
});

describe('requiredBoolean', () => {
  it('accepts only booleans', () => {
    passes(requiredBoolean(true));
    passes(requiredBoolean(false));
    for (const value of ['true', 1, null, undefined])
      failsWith(requiredBoolean(value), 'validation.required');
  });
});

describe('confirmed', () => {
  it('needs the same value as the other field', () => {
    passes(confirmed('Secret-1')('Secret-1'));
    failsWith(confirmed('Secret-1')('Secret-2'), 'validation.confirmed');
    failsWith(confirmed('Secret-1')('secret-1'), 'validation.confirmed');
  });
});

describe('email', () => {
  it('accepts ordinary addresses and an empty value', () => {
    for (const value of ['anna.nowak@szpital.pl', 'a+b@sub.example.org', 'x@y.co', ''])
      passes(email(value));
  });
  it('rejects malformed addresses', () => {
    for (const value of [
      'anna',
      'anna@',
      '@szpital.pl',
      'anna@szpital',
      'an na@szpital.pl',
      'a@b@c.pl',
      'a@b.p',
    ]) {
      failsWith(email(value), 'validation.email');
    }
  });
  it('checks every value of a list', () => {
    passes(email(['a@b.pl', 'c@d.com']));
    failsWith(email(['a@b.pl', 'not-an-email']), 'validation.email');
  });
});

describe('min and max', () => {
  it('count characters and carry the limit', () => {
    passes(min(3)('abc'));
    expect(min(3)('ab')).toEqual({ message: 'validation.min', args: { limit: 3 } });
    passes(max(3)('abc'));
    expect(max(3)('abcd')).toEqual({ message: 'validation.max', args: { limit: 3 } });
  });
  it('leave empty values to required', () => {
    passes(min(3)(''));
    passes(max(3)(undefined));
  });
});

describe('phone', () => {
  it('accepts a plus sign followed by 9 to 11 digits', () => {
    for (const value of ['+123456789', '+4812345678', '+48123456789', '']) passes(phone(value));
  });
  it('rejects anything else', () => {
    for (const value of [
      '+12345678',
      '+481234567890',
      '48123456789',
      '+48 123 456 789',
      '+48-123456789',
      '+48abc456789',
    ]) {
      failsWith(phone(value), 'validation.phone');
    }
  });
});

describe('zipCode', () => {
  it('accepts XX-XXX with digits only', () => {
    passes(zipCode('00-950'));
    passes(zipCode(''));
  });
  it('rejects other shapes', () => {
    for (const value of ['00950', '0-0950', '00-95', '00-9500', 'AB-CDE', ' 00-950', '00 950']) {
      failsWith(zipCode(value), 'validation.zipCode');
    }
  });
});

describe('birthDate', () => {
  const now = new Date('2026-03-02T12:00:00Z');
  it('accepts past dates and today', () => {
    passes(birthDate(now)('2010-05-17'));
    passes(birthDate(now)('2026-03-02'));
    passes(birthDate(now)('2010-05-17T00:00:00.000Z'));
  });
  it('rejects the future, impossible dates and non-strings', () => {
    failsWith(birthDate(now)('2026-03-03'), 'validation.birthDate');
    failsWith(birthDate(now)('2023-02-30'), 'validation.birthDate');
    failsWith(birthDate(now)('17.05.2010'), 'validation.birthDate');
    failsWith(birthDate(now)(20100517), 'validation.birthDate');
  });
  it("uses the registry's calendar day, not UTC's", () => {
    // 23:30 UTC on 2 March is already 3 March in Warsaw.
    passes(birthDate(new Date('2026-03-02T23:30:00Z'))('2026-03-03'));
  });
});

describe('uniqueString', () => {
  it('rejects a value already in the list', () => {
    passes(uniqueString(['a', 'b'])('c'));
    failsWith(uniqueString(['a', 'b'])('b'), 'validation.uniqueString');
  });
});

describe('strongPassword', () => {
  it('needs an uppercase and a lowercase letter, a digit and a special character', () => {
    passes(strongPassword('Abcdef1!'));
    passes(strongPassword('Zażółć-gęślą-1'));
    for (const value of ['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1', 'Abc def1']) {
      failsWith(strongPassword(value), 'validation.strongPassword');
    }
  });
  it('does not itself count characters: the password policy adds the minimum of 8', () => {
    passes(strongPassword('Ab1!'));
    failsWith(password('Ab1!xyz'), 'validation.strongPassword');
    passes(password('Ab1!xyzw'));
    failsWith(password(''), 'validation.required');
  });
});

describe('check and checkFields', () => {
  it('report the first failing rule of each field', () => {
    failsWith(check('', required, email), 'validation.required');
    failsWith(check('x', required, email), 'validation.email');
    expect(
      checkFields(
        { firstName: '', phone: '+48123456789' },
        { firstName: [required], phone: [phone] },
      ),
    ).toEqual({ firstName: { message: 'validation.required' } });
  });
});

describe('messages', () => {
  it('word every rule in both languages, with the limit filled in', () => {
    expect(translate('en', 'validation.min', { limit: 8 })).toBe(
      'Field must be at least 8 characters',
    );
    expect(translate('pl', 'validation.confirmed')).toBe('Pola nie zgadzają się');
    expect(translate('en', 'validation.phone')).toBe(
      'Invalid phone number (pattern: +XXYYYYYYYYY)',
    );
    expect(translate('en', 'validation.zipCode')).toBe('Invalid zip code (format XX-XXX)');
    expect(Object.keys(DOMAIN_MESSAGES.pl.validation)).toEqual(
      Object.keys(DOMAIN_MESSAGES.en.validation),
    );
  });
});
