/**
 * Routes of a patient's files: upload a data-protection consent or an attachment (multipart),
 * download one (the file itself, or base64 inside JSON), remove an attachment, and the rules an
 * upload must meet (for the browser's check before sending).
 *
 * The multipart plugin is registered inside this plugin, so only these routes take multipart
 * bodies. It never buffers a form by itself: the handler reads it as a stream after the access
 * checks, holding at most the upload cap of the file (the app's 1 MiB body limit applies to the
 * bodies Fastify parses, which a multipart one is not).
 */
import fastifyMultipart from '@fastify/multipart';
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { type TSchema } from '@sinclair/typebox';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { contentDisposition } from '../../../domain/files';
import { ApiError, badRequest } from '../../errors';
import { actorOf } from '../../http/actor';
import { type Authenticate, authOf } from '../../http/authenticate';
import { AUTHENTICATED, IdParamsSchema, bearer, errors } from '../../http/schemas';
import { type PatientFileDownload, type PatientFilesService, type UploadForm } from './files';
import {
  AttachmentFormSchema,
  DownloadQuerySchema,
  DownloadResponseSchema,
  PatientFileParamsSchema,
  PatientFileRulesSchema,
  RodoConsentFormSchema,
} from './filesSchemas';
import { NoContentSchema } from './relationsSchemas';
import { PatientFileSchema } from './schemas';
import { unstorableFields } from '../../http/storableText';

/** A form holds one file and a field or two; anything much bigger is not one of ours. */
const FORM_LIMITS = { files: 1, fields: 10, parts: 12, fieldSize: 1000, headerPairs: 20 };

/** The request's form: its fields, and its `file` part read up to the cap, never beyond. */
function readForm(request: FastifyRequest) {
  return async (maxFileBytes: number): Promise<UploadForm> => {
    if (!request.isMultipart()) {
      throw new ApiError(415, 'unsupported_media_type', 'errors.unsupportedMediaType');
    }
    const form: UploadForm = { fields: {} };
    try {
      for await (const part of request.parts({ limits: { fileSize: maxFileBytes } })) {
        if (part.type === 'field') {
          form.fields[part.fieldname] = String(part.value);
          continue;
        }
        // Each file part is read to its end, as the parser waits for it; only `file` is kept.
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) {
          if (part.fieldname === 'file') chunks.push(chunk as Buffer);
        }
        if (part.fieldname === 'file') {
          form.file = {
            name: part.filename,
            content: Buffer.concat(chunks),
            truncated: part.file.truncated,
          };
        }
      }
    } catch (error) {
      // Busboy's own complaints (no boundary, a body cut short) carry no status: a malformed form.
      throw error instanceof Error && !('statusCode' in error) ? badRequest() : error;
    }
    // A multipart body is read here, after the app's check of parsed bodies: the same rule.
    const problems = unstorableFields({
      ...form.fields,
      ...(form.file ? { file: form.file.name } : {}),
    });
    if (Object.keys(problems).length) throw badRequest(problems);
    return form;
  };
}

function sendFile(reply: FastifyReply, download: PatientFileDownload, base64: boolean) {
  const { file, content } = download;
  reply.header('cache-control', 'no-store');
  if (base64) {
    return reply.type('application/json').send({
      fileId: file.id,
      name: file.name,
      contentType: file.contentType,
      size: file.size,
      sha256: file.sha256,
      content: content.toString('base64'),
    });
  }
  return reply
    .type(file.contentType)
    .header('content-disposition', contentDisposition(file.name))
    .send(content);
}

export async function patientFileRoutes(
  instance: FastifyInstance,
  deps: { files: PatientFilesService; authenticate: Authenticate },
) {
  // Registered as the module's own plugin, so multipart parsing stays in its scope. The size
  // cap is the service's: it hands it to readForm with each upload.
  await instance.register(fastifyMultipart, { limits: FORM_LIMITS, throwFileSizeLimit: false });
  routes(instance, deps);
}

function routes(
  instance: FastifyInstance,
  deps: { files: PatientFilesService; authenticate: Authenticate },
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  // One authentication hook for every route of the module.
  instance.addHook('onRequest', deps.authenticate);
  const { files } = deps;
  const base = '/patients/:id';
  const tags = ['patient'];
  const security = bearer;
  const multipart = (schema: TSchema) => ({ content: { 'multipart/form-data': { schema } } });
  const uploadDescription =
    'Checked in this order: permission (403), the patient (404), the size cap (413, MAX_UPLOAD_MB), the type told by the content whatever the name or declared type, with a structure plausible for it (415: PDF, JPEG, PNG only), then the fields (422). The file is stored and downloaded under its name with the extension of that type.';

  app.get(
    '/file-rules',
    {
      schema: {
        tags,
        summary: 'What a patient file upload must be: the size cap and the accepted types',
        description:
          'The browser checks a chosen file against these before sending it; the server checks the upload again all the same.',
        security,
        response: { 200: PatientFileRulesSchema, ...errors(...AUTHENTICATED) },
      },
    },
    async (request) => files.fileRules(authOf(request)),
  );

  app.post(
    `${base}/rodo-consents`,
    {
      schema: {
        tags,
        summary: 'Add a data-protection (RODO) consent of a patient',
        description: uploadDescription,
        security,
        params: IdParamsSchema,
        body: multipart(RodoConsentFormSchema),
        response: { 201: PatientFileSchema, ...errors(...AUTHENTICATED, 404, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const file = await files.addRodoConsent(
        authOf(request),
        request.params.id,
        readForm(request),
        actorOf(request),
      );
      return reply.status(201).send(file);
    },
  );

  app.get(
    `${base}/rodo-consents/:fileId`,
    {
      schema: {
        tags,
        summary: 'Download a data-protection (RODO) consent of a patient',
        security,
        params: PatientFileParamsSchema,
        querystring: DownloadQuerySchema,
        response: { 200: DownloadResponseSchema, ...errors(...AUTHENTICATED, 404) },
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await files.rodoConsent(authOf(request), request.params.id, request.params.fileId),
        request.query.base64 === true,
      ),
  );

  app.post(
    `${base}/attachments`,
    {
      schema: {
        tags,
        summary: 'Add an attachment to a patient (a discharge summary, say)',
        description: uploadDescription,
        security,
        params: IdParamsSchema,
        body: multipart(AttachmentFormSchema),
        response: { 201: PatientFileSchema, ...errors(...AUTHENTICATED, 404, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const file = await files.addAttachment(
        authOf(request),
        request.params.id,
        readForm(request),
        actorOf(request),
      );
      return reply.status(201).send(file);
    },
  );

  app.get(
    `${base}/attachments/:fileId`,
    {
      schema: {
        tags,
        summary: 'Download an attachment of a patient',
        security,
        params: PatientFileParamsSchema,
        querystring: DownloadQuerySchema,
        response: { 200: DownloadResponseSchema, ...errors(...AUTHENTICATED, 404) },
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await files.attachment(authOf(request), request.params.id, request.params.fileId),
        request.query.base64 === true,
      ),
  );

  app.delete(
    `${base}/attachments/:fileId`,
    {
      schema: {
        tags,
        summary: 'Remove an attachment of a patient',
        description: 'The file is kept, marked removed; it no longer shows nor downloads.',
        security,
        params: PatientFileParamsSchema,
        response: { 204: NoContentSchema, ...errors(...AUTHENTICATED, 404) },
      },
    },
    async (request, reply) => {
      await files.deleteAttachment(
        authOf(request),
        request.params.id,
        request.params.fileId,
        actorOf(request),
      );
      return reply.status(204).send(null);
    },
  );
}
