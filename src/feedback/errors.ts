/**
 * How API failures read in the interface: the server's (already localized) message is preferred,
 * a 403 reads as Missing permissions, time-outs and network failures get their own texts, and
 * anything else falls back to the caller's message key.
 */
import { isHttpError } from '../providers/httpClient';
import { mapValidationDetails, submissionErrors } from '../providers/validationDetails';
import type { ToastInput } from './toastStore';

export function errorText(error: unknown, fallbackKey: string): string {
  if (!isHttpError(error)) return fallbackKey;
  if (error.status === 403) return 'registry.errors.missingPermissions';
  if (error.code === 'timeout') return 'registry.errors.timeout';
  if (error.code === 'network') return 'registry.errors.network';
  return error.serverMessage ?? fallbackKey;
}

/**
 * A 5xx answer: the http client has already opened the global modal for it (spec section 8), so
 * no toast or inline message repeats it.
 */
export function shownByModal(error: unknown): boolean {
  return isHttpError(error) && error.status >= 500;
}

export function errorToast(error: unknown, fallbackKey: string): ToastInput {
  return {
    text: errorText(error, fallbackKey),
    type: 'error',
    correlationId: isHttpError(error) ? error.correlationId : undefined,
  };
}

export { bareFieldName } from '../providers/validationDetails';

/**
 * The server's field errors (`details: { field: [message] }`) as react-admin form submission
 * errors (`{ field: message }`, a row's cell as `{ 'list.3.dose': message }`), or undefined
 * when the error carries none.
 */
export function fieldErrors(error: unknown): Record<string, string> | undefined {
  if (!isHttpError(error) || !error.details) return undefined;
  return submissionErrors(mapValidationDetails(error.details));
}
