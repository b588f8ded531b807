/**
 * Answers for requests refused before Fastify's hooks run: a URL that cannot be decoded or whose
 * parameter is too long (Fastify's `frameworkErrors`), and what Node's HTTP parser refuses on
 * the socket, such as headers too large or a request line it cannot read (`clientErrorHandler`).
 * They carry the same security headers, correlation id and error body as every other answer.
 */
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import { type Socket } from 'node:net';
import { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import { localeFromAcceptLanguage } from '../../domain/messages';
import { ApiError, errorBody } from '../errors';
import { sendError } from './errorHandler';
import { isApiPath, securityHeaders } from './securityHeaders';

function frameworkError(error: FastifyError): ApiError {
  switch (error.code) {
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new ApiError(414, 'uri_too_long', 'errors.uriTooLong');
    case 'FST_ERR_BAD_URL':
      return new ApiError(400, 'bad_request', 'errors.badRequest');
    default:
      return new ApiError(500, 'internal_error', 'errors.internal');
  }
}

export function onFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
  reply.header('x-correlation-id', request.id);
  reply.headers(securityHeaders(isApiPath(request.url)));
  const answer = frameworkError(error);
  if (answer.statusCode >= 500) request.log.error({ err: error }, 'request failed');
  return sendError(request, reply, answer);
}

function clientError(code: string | undefined): ApiError {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return new ApiError(431, 'headers_too_large', 'errors.headersTooLarge');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new ApiError(408, 'request_timeout', 'errors.requestTimeout');
    case 'HPE_URI_TOO_LONG':
      return new ApiError(414, 'uri_too_long', 'errors.uriTooLong');
    default:
      return new ApiError(400, 'bad_request', 'errors.badRequest');
  }
}

/**
 * Node's parser could not read the request, so there is no request to take a language or a
 * correlation id from: the answer is in the default language with a fresh id, and the
 * connection is closed, as Node itself does.
 */
export function onClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const answer = clientError(error.code);
    const correlationId = randomUUID();
    const body = JSON.stringify(errorBody(answer, 'pl', correlationId));
    const headers: Record<string, string | number> = {
      ...securityHeaders(true),
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'x-correlation-id': correlationId,
      connection: 'close',
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    socket.write(
      `HTTP/1.1 ${answer.statusCode} ${STATUS_CODES[answer.statusCode]}\r\n${head}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
