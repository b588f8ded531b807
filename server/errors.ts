/**
 * Typed errors thrown by services, and the one place that turns any error into the error body
 * of the design: `{ code, message, correlationId, details? }`, worded in the request's language.
 * Nothing internal (stack, SQL, driver message) ever reaches a response.
 */
import {
  type DomainMessageKey,
  type Locale,
  type MessageArgs,
  translate,
} from '../domain/messages';
import { type RuleFailure } from '../domain/validation';

export type FieldProblems = Record<string, RuleFailure[]>;

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly messageKey: DomainMessageKey,
    readonly args?: MessageArgs,
    readonly details?: FieldProblems,
    readonly headers?: Record<string, string>,
  ) {
    super(code);
  }
}

export const badRequest = (details?: FieldProblems) =>
  new ApiError(400, 'bad_request', 'errors.badRequest', undefined, details);
export const unauthorized = (
  code = 'unauthorized',
  key: DomainMessageKey = 'errors.unauthorized',
) => new ApiError(401, code, key);
export const forbidden = () => new ApiError(403, 'forbidden', 'errors.missingPermissions');
/** The account signed in with a one-time password that it must change before anything else. */
export const passwordChangeRequired = () =>
  new ApiError(403, 'password_change_required', 'errors.passwordChangeRequired');
export const notFound = () => new ApiError(404, 'not_found', 'errors.notFound');
export const conflict = (key: DomainMessageKey, details?: FieldProblems) =>
  new ApiError(409, 'conflict', key, undefined, details);
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new ApiError(
    429,
    'too_many_attempts',
    'errors.tooManyAttempts',
    { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
    undefined,
    { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );

/** 422 with the failing rule of each field. */
export function validationFailed(failures: Partial<Record<string, RuleFailure>>): ApiError {
  const details: FieldProblems = {};
  for (const [field, failure] of Object.entries(failures)) {
    if (failure) details[field] = [failure];
  }
  return new ApiError(422, 'validation_failed', 'errors.validationFailed', undefined, details);
}

export interface ErrorBody {
  code: string;
  message: string;
  correlationId: string;
  details?: Record<string, string[]>;
}

export function errorBody(error: ApiError, locale: Locale, correlationId: string): ErrorBody {
  const body: ErrorBody = {
    code: error.code,
    message: translate(locale, error.messageKey, error.args),
    correlationId,
  };
  if (error.details && Object.keys(error.details).length) {
    body.details = Object.fromEntries(
      Object.entries(error.details).map(([field, failures]) => [
        field,
        failures.map((failure) => translate(locale, failure.message, failure.args)),
      ]),
    );
  }
  return body;
}
