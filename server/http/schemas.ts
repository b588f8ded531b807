/** TypeBox pieces shared by every route: the error body and the error statuses a route declares. */
import { type TSchema, Type } from '@sinclair/typebox';

export const ErrorBodySchema = Type.Object(
  {
    code: Type.String({ description: 'Stable machine-readable error code' }),
    message: Type.String({ description: "Human-readable message in the request's language" }),
    correlationId: Type.String({ description: 'The x-correlation-id of the request' }),
    details: Type.Optional(
      Type.Record(Type.String(), Type.Array(Type.String()), {
        description: 'Messages keyed by field; rows of a table as list.rowIndex.fieldId',
      }),
    ),
  },
  { $id: 'ErrorBody', title: 'Error' },
);

const ref = Type.Ref(ErrorBodySchema);

/** Response schemas for the given error statuses (500 is always included). */
export function errors(...statuses: number[]): Record<number, TSchema> {
  return Object.fromEntries([...new Set([...statuses, 500])].map((status) => [status, ref]));
}

/** The statuses every authenticated route may answer. */
export const AUTHENTICATED = [400, 401, 403] as const;

export const MessageSchema = Type.Object({ message: Type.String() });

export const IdParamsSchema = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

export const bearer = [{ bearerAuth: [] }];

/** A form as the API receives it: any field may be missing or null; the rules say which may not. */
export type Submitted<T> = { [K in keyof T]?: T[K] | null };
