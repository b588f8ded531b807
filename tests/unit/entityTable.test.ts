/**
 * A declared entity's table type comes from its declaration (server/db/schema.ts), not from a
 * third copy beside the declaration and the migration: its columns are exactly the declared ones
 * and the standard ones, typed as the database holds them. The type-check (npm run typecheck)
 * is the test; the run below only keeps Vitest from calling the file empty.
 */
import { type ColumnType, type Generated } from 'kysely';
import { describe, expectTypeOf, it } from 'vitest';
import { type CategoryTable, type HospitalTable } from '../../server/db/schema';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

describe('the table types of declared entities', () => {
  it('are the declared columns and the standard ones', () => {
    expectTypeOf<{ [K in keyof HospitalTable]: HospitalTable[K] }>().toEqualTypeOf<{
      name: string;
      short_name: string;
      address: string | null;
      zip_code: string | null;
      city: string | null;
      id: Generated<number>;
      active: Generated<boolean>;
      deactivation_reason: string | null;
      created_at: CreatedAt;
      updated_at: Timestamp;
    }>();
    expectTypeOf<{ [K in keyof CategoryTable]: CategoryTable[K] }>().toEqualTypeOf<{
      abbreviation: string;
      name_pl: string;
      name_en: string;
      id: Generated<number>;
      active: Generated<boolean>;
      deactivation_reason: string | null;
      created_at: CreatedAt;
      updated_at: Timestamp;
    }>();
  });
});
