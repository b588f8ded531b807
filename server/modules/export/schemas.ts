/** TypeBox schemas of the research export routes (domain/export.ts names the shapes). */
import { Type } from '@sinclair/typebox';
import { EXPORT_DIALECTS } from '../../../domain/export';

/**
 * The filters as the query carries them: `forms[]=STS-basic&hospitals[]=3&from=2026-01-01`.
 * Values are taken as text and checked by the service, so that every problem is a 400 with
 * details keyed by the field (`forms`, `hospitals`, `from`, `to`).
 */
const filterProperties = {
  'forms[]': Type.Optional(
    Type.Array(Type.String({ maxLength: 40 }), {
      maxItems: 100,
      description: 'Form ids such as `STS-basic`; none: every form the caller may see',
    }),
  ),
  'hospitals[]': Type.Optional(
    Type.Array(Type.String({ maxLength: 12 }), {
      maxItems: 500,
      description: 'Hospital ids; none: every hospital of the caller',
    }),
  ),
  from: Type.Optional(
    Type.String({ maxLength: 10, description: 'Registered on or after (YYYY-MM-DD, UTC)' }),
  ),
  to: Type.Optional(
    Type.String({ maxLength: 10, description: 'Registered on or before (YYYY-MM-DD, UTC)' }),
  ),
  pseudonymised: Type.Optional(
    Type.Boolean({
      default: true,
      description: 'false: an identifiable export (central and data administrators only)',
    }),
  ),
};

const Dialect = Type.Union(
  EXPORT_DIALECTS.map((dialect) => Type.Literal(dialect)),
  {
    default: 'csv',
    description: '`csv`: comma, dot, UTF-8; `excel-pl`: semicolon, decimal comma, UTF-8 with BOM',
  },
);

export const ExportSummaryQuerySchema = Type.Object(filterProperties);

export const ExportQuerySchema = Type.Object({
  ...filterProperties,
  dialect: Type.Optional(Dialect),
});

export const ExportFormParamsSchema = Type.Object({
  formId: Type.String({ maxLength: 40, description: 'A form id such as `STS-basic`' }),
});

export const ExportTokenParamsSchema = Type.Object({
  token: Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }),
});

export const ExportDownloadRequestSchema = Type.Object(
  {
    file: Type.String({
      maxLength: 60,
      description: '`registry.zip` or `<formId>.csv`',
    }),
    forms: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 100 })),
    hospitals: Type.Optional(
      Type.Array(Type.Union([Type.Integer(), Type.String({ maxLength: 12 })]), { maxItems: 500 }),
    ),
    from: Type.Optional(Type.String({ maxLength: 10 })),
    to: Type.Optional(Type.String({ maxLength: 10 })),
    pseudonymised: Type.Boolean(),
    dialect: Dialect,
  },
  { title: 'ExportDownloadRequest', additionalProperties: false },
);

export const ExportDownloadLinkSchema = Type.Object(
  {
    url: Type.String({
      description: '`/api/v1/export/downloads/<token>`: one download, no bearer',
    }),
    expiresAt: Type.String({ format: 'date-time' }),
  },
  { title: 'ExportDownloadLink' },
);

export const ExportOptionsSchema = Type.Object(
  {
    forms: Type.Array(
      Type.Object({
        formId: Type.String(),
        protocol: Type.String(),
        kind: Type.Union([Type.Literal('basic'), Type.Literal('extended')]),
        tables: Type.Array(Type.String(), {
          description: 'Its repeatable tables, each a file `<formId>.<table>.csv` in the ZIP',
        }),
      }),
    ),
    hospitals: Type.Array(
      Type.Object({
        id: Type.Integer(),
        name: Type.String(),
        shortName: Type.String(),
        active: Type.Boolean({ description: 'False for a closed hospital, whose data stays' }),
      }),
    ),
    identifiableAllowed: Type.Boolean(),
  },
  { title: 'ExportOptions' },
);

export const ExportSummarySchema = Type.Object(
  {
    patients: Type.Integer(),
    forms: Type.Record(Type.String(), Type.Integer()),
  },
  { title: 'ExportSummary' },
);

const binary = { schema: Type.String({ format: 'binary' }) };

export const ZipResponseSchema = {
  description: 'The export as a ZIP (Content-Disposition: attachment), streamed',
  content: { 'application/zip': binary },
};

export const CsvResponseSchema = {
  description: 'One form’s file (Content-Disposition: attachment), streamed',
  content: { 'text/csv': binary },
};

export const DownloadResponseSchema = {
  description: 'The export the link names: a ZIP or one form’s CSV, as an attachment',
  content: { 'application/zip': binary, 'text/csv': binary },
};
