/**
 * TypeBox schemas of a patient's file routes: the upload forms (for the OpenAPI document), the
 * download query and its two answers, the file's own content or its content in base64 inside JSON.
 */
import { Type } from '@sinclair/typebox';
import { ACCEPTED_FILE_TYPES } from '../../../domain/patient';
import { IdParamsSchema } from '../../http/schemas';

const DatabaseId = IdParamsSchema.properties.id;

export const PatientFileParamsSchema = Type.Object({ id: DatabaseId, fileId: DatabaseId });

const FilePart = Type.String({
  format: 'binary',
  description: 'PDF, JPEG or PNG, told by its content; the file name is kept for display',
});

/*
 * The forms are read by the handler as a stream, after the access checks, so Fastify holds no
 * body to validate (null): these schemas document the forms, `nullable` lets them through. The
 * forms' rules (each field required, the date, the type) are 422s keyed by field.
 */
export const RodoConsentFormSchema = Type.Object(
  {
    file: Type.Optional(FilePart),
    date: Type.Optional(
      Type.String({
        format: 'date',
        description:
          "The day the consent was signed, not in the future nor before the patient's birth",
      }),
    ),
  },
  { title: 'RodoConsentForm', nullable: true },
);

export const AttachmentFormSchema = Type.Object(
  {
    type: Type.Optional(
      Type.String({ description: 'An active value of the attachmentTypes dictionary' }),
    ),
    file: Type.Optional(FilePart),
  },
  { title: 'AttachmentForm', nullable: true },
);

export const DownloadQuerySchema = Type.Object({
  base64: Type.Optional(
    Type.Boolean({
      description: 'true: the content in base64 inside JSON; otherwise the file itself',
    }),
  ),
});

export const PatientFileContentSchema = Type.Object(
  {
    fileId: Type.Integer(),
    name: Type.String(),
    contentType: Type.String(),
    size: Type.Integer({ description: 'Bytes' }),
    sha256: Type.String({ description: 'Hex' }),
    content: Type.String({ format: 'byte', description: 'The file, base64' }),
  },
  { title: 'PatientFileContent' },
);

const RawFile = { schema: Type.String({ format: 'binary' }) };

/** The 200 answer of a download: JSON with `?base64=true`, the file's own bytes otherwise. */
export const DownloadResponseSchema = {
  description:
    'With base64=true the content in JSON; otherwise the file, under its name (Content-Disposition: attachment)',
  content: {
    'application/json': { schema: PatientFileContentSchema },
    ...Object.fromEntries(ACCEPTED_FILE_TYPES.map((type) => [type, RawFile])),
  },
};

export const PatientFileRulesSchema = Type.Object(
  {
    maxBytes: Type.Integer({ description: 'The largest file accepted, in bytes (MAX_UPLOAD_MB)' }),
    acceptedTypes: Type.Array(Type.Union(ACCEPTED_FILE_TYPES.map((type) => Type.Literal(type))), {
      description: 'Told by the content, whatever the name or declared type',
    }),
  },
  { title: 'PatientFileRules' },
);
