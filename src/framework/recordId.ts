/**
 * The ids a record's address can hold. The API numbers its records from 1 to 2 147 483 647
 * (`IdParamsSchema`, server/http/schemas.ts) and refuses any other id as a bad request, which a
 * record's page would show as a failure to try again ("Nieprawidłowe żądanie", a code, a retry
 * that cannot help). An address no record can have (`/patient/abc`, `/user/0`) is therefore
 * told as not found, as a missing record is, without asking the server.
 */
import { HttpError } from '../providers/httpClient';

const MAX_RECORD_ID = 2_147_483_647;

export function isRecordId(id: string | undefined): id is string {
  return (
    id !== undefined && /^\d{1,10}$/.test(id) && Number(id) >= 1 && Number(id) <= MAX_RECORD_ID
  );
}

/** The API's 404 as the record pages read it, for an id that no record can have. */
export const NO_SUCH_RECORD = new HttpError({
  status: 404,
  code: 'not_found',
  message: 'Not Found',
});
