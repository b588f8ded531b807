/**
 * One error handler and one not-found handler for the whole API. Whatever goes wrong, the
 * answer is the error body of the design in the request's language, with the correlation id;
 * a 5xx answer never carries a stack, SQL or a driver's message (those go to the log).
 */
import {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { type RuleFailure } from '../../domain/validation';
import { ApiError, type FieldProblems, errorBody } from '../errors';

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

function fieldOf(error: AjvError): string {
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const child =
    (error.params.missingProperty as string | undefined) ??
    (error.params.additionalProperty as string | undefined);
  return [path, child].filter(Boolean).join('.') || '_';
}

function failureOf(error: AjvError): RuleFailure {
  const limit = error.params.limit as number | undefined;
  switch (error.keyword) {
    case 'required':
      return { message: 'validation.required' };
    case 'minLength':
      return limit === 1
        ? { message: 'validation.required' }
        : { message: 'validation.min', args: { limit: limit ?? 0 } };
    case 'maxLength':
      return { message: 'validation.max', args: { limit: limit ?? 0 } };
    case 'format':
      return error.params.format === 'email'
        ? { message: 'validation.email' }
        : { message: 'validation.invalidValue' };
    case 'additionalProperties':
      return { message: 'validation.unknownField' };
    default:
      return { message: 'validation.invalidValue' };
  }
}

/** Ajv's errors as details keyed by field (`list.0.field` for rows), in our own words. */
export function schemaProblems(errors: AjvError[]): FieldProblems {
  const problems: FieldProblems = {};
  for (const error of errors) {
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf' || error.keyword === 'if') continue;
    const field = fieldOf(error);
    const failure = failureOf(error);
    const list = (problems[field] ??= []);
    if (!list.some((known) => known.message === failure.message)) list.push(failure);
  }
  return problems;
}

/** deadlock_detected, serialization_failure, lock_not_available. */
const TRANSIENT_SQLSTATES = new Set(['40P01', '40001', '55P03']);

function toApiError(error: FastifyError & { validation?: AjvError[] }): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (error.validation) {
    return new ApiError(
      400,
      'bad_request',
      'errors.badRequest',
      undefined,
      schemaProblems(error.validation),
    );
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'payload_too_large', 'errors.payloadTooLarge');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError(415, 'unsupported_media_type', 'errors.unsupportedMediaType');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError(400, 'bad_request', 'errors.badRequest');
  }
  const sqlState = (error as { code?: string }).code ?? '';
  // A unique index caught what a service did not check first: still the caller's conflict.
  if (sqlState === '23505') {
    return new ApiError(409, 'conflict', 'errors.conflict');
  }
  // The database gave up on a transaction that met others (a deadlock, a serialization
  // failure, a lock it could not take): nothing was stored, and the same request may succeed
  // in a moment. Logged all the same, since migration 0021 is there so that none happens.
  if (TRANSIENT_SQLSTATES.has(sqlState)) {
    return new ApiError(503, 'busy', 'errors.busy', undefined, undefined, { 'retry-after': '1' });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    if (error.statusCode === 404) return new ApiError(404, 'not_found', 'errors.notFound');
    if (error.statusCode === 413)
      return new ApiError(413, 'payload_too_large', 'errors.payloadTooLarge');
    if (error.statusCode === 415)
      return new ApiError(415, 'unsupported_media_type', 'errors.unsupportedMediaType');
    return new ApiError(400, 'bad_request', 'errors.badRequest');
  }
  return undefined;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: ApiError) {
  if (error.headers) reply.headers(error.headers);
  return reply.status(error.statusCode).send(errorBody(error, request.locale, request.id));
}

export function installErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toApiError(error);
    if (known) {
      if (known.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return sendError(request, reply, known);
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(request, reply, new ApiError(500, 'internal_error', 'errors.internal'));
  });
}
