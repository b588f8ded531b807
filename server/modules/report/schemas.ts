/** TypeBox schemas of the report routes, matching domain/dataQuality.ts. */
import { type TSchema, Type } from '@sinclair/typebox';
import { FIRST_REGISTRY_YEAR } from '../../../domain/dashboard';
import { INCOMPLETE_BELOW_PERCENT } from '../../../domain/dataQuality';
import { EXPORT_DIALECTS } from '../../../domain/export';
import { PROTOCOL_CODES } from '../../../domain/protocols';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Count = (description: string) => Type.Integer({ minimum: 0, description });
const Percent = (description: string) =>
  Nullable(Type.Number({ minimum: 0, maximum: 100, description }));
const Days = (description: string) => Nullable(Type.Number({ minimum: 0, description }));

export const DataQualityQuerySchema = Type.Object({
  year: Type.Optional(
    Type.Integer({
      minimum: FIRST_REGISTRY_YEAR,
      maximum: 9999,
      description: `Registration year (UTC), ${FIRST_REGISTRY_YEAR} to next year; every year when absent`,
    }),
  ),
  'hospitals[]': Type.Optional(
    Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), {
      maxItems: 200,
      description:
        'Hospital ids; the caller’s own only, unless a central administrator (another is a 400)',
    }),
  ),
  'protocols[]': Type.Optional(
    Type.Array(Type.Union(PROTOCOL_CODES.map((code) => Type.Literal(code))), {
      maxItems: PROTOCOL_CODES.length,
      description:
        'Protocol codes; only those the caller holds, unless a central administrator (another is a 400)',
    }),
  ),
  format: Type.Optional(
    Type.Union([Type.Literal('json'), Type.Literal('csv')], {
      description: '`csv` for a UTF-8 CSV file, one line per hospital and protocol',
    }),
  ),
  dialect: Type.Optional(
    Type.Union(
      EXPORT_DIALECTS.map((dialect) => Type.Literal(dialect)),
      {
        description:
          'With format=csv: `csv` (comma, dot decimals, UTF-8; the default) or `excel-pl` (semicolon, decimal comma, UTF-8 with a BOM), as the export writes them',
      },
    ),
  ),
});

export const DataQualityRowSchema = Type.Object(
  {
    hospitalId: Type.Integer(),
    hospitalShortName: Type.String(),
    hospitalName: Type.String(),
    protocol: Type.String({ description: 'Protocol code' }),
    patients: Count(
      'Patients of the hospital carrying the protocol (active or not), registered in the year',
    ),
    basicStarted: Count('Of those, patients with the protocol’s basic form saved'),
    basicMeanCompleteness: Percent(
      'Mean completeness of those basic forms’ latest versions, one decimal; null without one',
    ),
    extendedStarted: Count('Patients with the protocol’s extended form saved'),
    extendedMeanCompleteness: Percent('The same for the extended forms'),
    basicMissing: Count('Patients whose basic form was never saved'),
    basicIncomplete: Count(
      `Patients whose basic form’s latest version is under ${INCOMPLETE_BELOW_PERCENT}% complete`,
    ),
    openFlags: Count('Open correction flags raised in this hospital on these patients'),
    patientsWithOpenFlags: Count('The patients those flags are on'),
    oldestOpenFlagDays: Days('Whole days the oldest of those flags has waited'),
    medianOpenFlagDays: Days('Median wait of those flags in whole days'),
    withoutConsent: Count('Patients without a recorded RODO consent file'),
  },
  { title: 'DataQualityRow' },
);

export const DataQualityReportSchema = Type.Object(
  {
    year: Nullable(Type.Integer({ description: 'The registration year; null for all' })),
    generatedAt: Type.String({ format: 'date-time', description: 'Flags’ ages count to this' }),
    rows: Type.Array(DataQualityRowSchema, {
      description:
        'One per hospital and protocol with at least one patient; by hospital short name, then protocol',
    }),
  },
  { title: 'DataQualityReport' },
);
