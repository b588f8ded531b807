/**
 * The shared validation rules of domain/validation.ts as react-admin input validators. A rule's
 * message key (`validation.min`) lives under `registry.` in the catalogues.
 */
import type { Validator } from 'react-admin';
import { check, confirmed } from '../../domain';
import type { Rule, RuleResult } from '../../domain';

function toMessage(result: RuleResult) {
  return result ? { message: `registry.${result.message}`, args: result.args ?? {} } : undefined;
}

/** One validator running the rules in order and reporting the first failure. */
export function rules(...list: Rule[]): Validator {
  return (value: unknown) => toMessage(check(value, ...list));
}

/** Passes when the value equals the form's `field` (a confirmation input). */
export function sameAs(field: string): Validator {
  return (value: unknown, allValues: Record<string, unknown>) =>
    toMessage(confirmed(allValues[field])(value));
}
