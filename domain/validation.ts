/**
 * The validation rules of spec section 5 as pure functions, shared by the browser and the
 * server. A rule returns `undefined` when the value passes, or the message key (with its
 * arguments) when it does not. Format rules accept an empty value: `required` says whether
 * one must be given.
 */
import { type DomainMessageKey, type MessageArgs } from './messages';

export interface RuleFailure {
  message: DomainMessageKey;
  args?: MessageArgs;
}
export type RuleResult = RuleFailure | undefined;
export type Rule = (value: unknown) => RuleResult;

export const PASSWORD_MIN_LENGTH = 8;

const fail = (message: DomainMessageKey, args?: MessageArgs): RuleFailure =>
  args ? { message, args } : { message };

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * Trimmed text, or null when blank (or not text at all): how an optional text field is stored,
 * so that the database never holds '' or padding beside null.
 */
export const blankToNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

export const required: Rule = (value) => (isEmpty(value) ? fail('validation.required') : undefined);

export const requiredBoolean: Rule = (value) =>
  typeof value === 'boolean' ? undefined : fail('validation.required');

export const confirmed =
  (other: unknown): Rule =>
  (value) =>
    value === other ? undefined : fail('validation.confirmed');

/** A new password must not be the current one (a one-time password "changed" to itself). */
export const notCurrentPassword =
  (current: unknown): Rule =>
  (value) =>
    value === current ? fail('validation.passwordUnchanged') : undefined;

// One @, no spaces, a dot in the domain with a label of two or more letters after it.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

export const email: Rule = (value) => {
  if (isEmpty(value)) return undefined;
  const values = Array.isArray(value) ? value : [value];
  return values.every((entry) => typeof entry === 'string' && EMAIL.test(entry.trim()))
    ? undefined
    : fail('validation.email');
};

export const min =
  (limit: number): Rule =>
  (value) =>
    isEmpty(value) || String(value).length >= limit ? undefined : fail('validation.min', { limit });

export const max =
  (limit: number): Rule =>
  (value) =>
    isEmpty(value) || String(value).length <= limit ? undefined : fail('validation.max', { limit });

// A plus sign, an optional country prefix of up to two digits, then nine digits.
const PHONE = /^\+\d{0,2}\d{9}$/;

export const phone: Rule = (value) =>
  isEmpty(value) || (typeof value === 'string' && PHONE.test(value))
    ? undefined
    : fail('validation.phone');

const ZIP_CODE = /^\d{2}-\d{3}$/;

export const zipCode: Rule = (value) =>
  isEmpty(value) || (typeof value === 'string' && ZIP_CODE.test(value))
    ? undefined
    : fail('validation.zipCode');

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD, or undefined. */
export function parseIsoDate(value: string): Date | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
    ? date
    : undefined;
}

/**
 * Made once: building a formatter with a time zone costs about as much as the rest of a form's
 * date checks (3.6% of the server's time in the form save benchmark when made on every call).
 */
const registryDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' });

/** The date of `now` in the registry's time zone, as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  return registryDay.format(now);
}

/** A date string (YYYY-MM-DD) that is a real date and not after today, or `message`. */
export const pastDate =
  (message: DomainMessageKey, now: Date = new Date()): Rule =>
  (value) => {
    if (isEmpty(value)) return undefined;
    if (typeof value !== 'string') return fail(message);
    const day = value.slice(0, 10);
    return parseIsoDate(day) && day <= todayIso(now) ? undefined : fail(message);
  };

/** A birth date: a real date, not after today. */
export const birthDate = (now: Date = new Date()): Rule => pastDate('validation.birthDate', now);

export const uniqueString =
  (taken: readonly string[]): Rule =>
  (value) =>
    isEmpty(value) || !taken.includes(String(value)) ? undefined : fail('validation.uniqueString');

export const strongPassword: Rule = (value) => {
  if (isEmpty(value)) return undefined;
  const text = String(value);
  const ok =
    /\p{Lu}/u.test(text) && /\p{Ll}/u.test(text) && /\d/.test(text) && /[^\p{L}\d\s]/u.test(text);
  return ok ? undefined : fail('validation.strongPassword');
};

/** The whole password policy: the strongPassword rule and the eight-character minimum. */
export const password: Rule = (value) => {
  if (isEmpty(value)) return fail('validation.required');
  return String(value).length < PASSWORD_MIN_LENGTH
    ? fail('validation.strongPassword')
    : strongPassword(value);
};

/** Runs rules in order and returns the first failure. */
export function check(value: unknown, ...rules: Rule[]): RuleResult {
  for (const rule of rules) {
    const result = rule(value);
    if (result) return result;
  }
  return undefined;
}

/** Field name to the first failing rule, for every field that fails. */
export type FieldFailures<K extends string = string> = Partial<Record<K, RuleFailure>>;

export function checkFields<K extends string>(
  values: Record<K, unknown>,
  rules: Partial<Record<K, Rule[]>>,
): FieldFailures<K> {
  const failures: FieldFailures<K> = {};
  for (const field of Object.keys(rules) as K[]) {
    const result = check(values[field], ...(rules[field] ?? []));
    if (result) failures[field] = result;
  }
  return failures;
}

/** A deactivation reason: hospitals, users and patients must give one (spec section 5). */
export const DEACTIVATION_REASON_RULES: Rule[] = [required, max(500)];
