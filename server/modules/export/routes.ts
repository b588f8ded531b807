/**
 * The research export routes under /api/v1/export: what the caller may export, how much an
 * export would hold, the export as a streamed ZIP or one form's CSV, and the single-use link a
 * browser download goes through (a browser download cannot send a bearer header).
 */
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { contentDisposition } from '../../../domain/files';
import { EXPORT_ZIP_FILE } from '../../../domain/export';
import { actorOf } from '../../http/actor';
import { type Authenticate, authOf, requirePermission } from '../../http/authenticate';
import { AUTHENTICATED, bearer, errors } from '../../http/schemas';
import {
  CsvResponseSchema,
  DownloadResponseSchema,
  ExportDownloadLinkSchema,
  ExportDownloadRequestSchema,
  ExportFormParamsSchema,
  ExportOptionsSchema,
  ExportQuerySchema,
  ExportSummaryQuerySchema,
  ExportSummarySchema,
  ExportTokenParamsSchema,
  ZipResponseSchema,
} from './schemas';
import { type ExportRequest, type ExportService, type ExportStream } from './service';

type Query = {
  'forms[]'?: string[];
  'hospitals[]'?: string[];
  from?: string;
  to?: string;
  pseudonymised?: boolean;
  dialect?: ExportRequest['dialect'];
};

const requestOf = (query: Query): ExportRequest => ({
  forms: query['forms[]'],
  hospitals: query['hospitals[]'],
  from: query.from,
  to: query.to,
  pseudonymised: query.pseudonymised,
  dialect: query.dialect,
});

function send(reply: FastifyReply, exported: ExportStream) {
  return reply
    .header('cache-control', 'no-store')
    .header('content-disposition', contentDisposition(exported.fileName))
    .type(exported.contentType)
    .send(exported.stream);
}

export async function exportRoutes(
  instance: FastifyInstance,
  deps: { exports: ExportService; authenticate: Authenticate },
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  // One authentication hook for every route of the module.
  instance.addHook('onRequest', deps.authenticate);
  const { exports } = deps;
  const area = '';
  const tags = ['export'];
  const scoped =
    'Only patients sharing a hospital with the caller and only forms of the protocols the caller holds (everything for a central administrator). A form, hospital or date outside that scope or malformed is a 400 with details keyed by field; pseudonymised=false without the right to identifiable exports is a 403.';
  const mayExport = requirePermission('exports', 'show');

  app.get(
    `${area}/options`,
    {
      preValidation: mayExport,
      schema: {
        tags,
        summary: 'What the caller may export',
        description:
          'The forms (with protocol and kind) and hospitals the caller may export, and whether identifiable exports are allowed.',
        security: bearer,
        response: { 200: ExportOptionsSchema, ...errors(...AUTHENTICATED) },
      },
    },
    async (request) => exports.options(authOf(request)),
  );

  app.get(
    `${area}/summary`,
    {
      preValidation: mayExport,
      schema: {
        tags,
        summary: 'How much an export would hold',
        description: `The patients and, per form, the patients with the form saved. ${scoped}`,
        security: bearer,
        querystring: ExportSummaryQuerySchema,
        response: { 200: ExportSummarySchema, ...errors(...AUTHENTICATED) },
      },
    },
    async (request) => exports.summary(authOf(request), requestOf(request.query)),
  );

  app.get(
    `${area}/${EXPORT_ZIP_FILE}`,
    {
      preValidation: mayExport,
      schema: {
        tags,
        summary: 'The research export as a ZIP',
        description: `patients.csv, one file per form and per repeatable table, codebook.csv, load.R and README.txt, streamed. Writes an audit row. ${scoped}`,
        security: bearer,
        querystring: ExportQuerySchema,
        response: { 200: ZipResponseSchema, ...errors(...AUTHENTICATED) },
      },
    },
    async (request, reply) =>
      send(
        reply,
        await exports.export(authOf(request), actorOf(request), requestOf(request.query), {
          kind: 'zip',
        }),
      ),
  );

  app.get(
    `${area}/forms/:formId`,
    {
      preValidation: mayExport,
      schema: {
        tags,
        summary: 'One form’s file of the export, `<formId>.csv`',
        description: `The form’s latest saved version per patient, one column per field, streamed. Writes an audit row. A form the caller may not see is a 404. ${scoped}`,
        security: bearer,
        params: ExportFormParamsSchema,
        querystring: ExportQuerySchema,
        response: { 200: CsvResponseSchema, ...errors(...AUTHENTICATED, 404) },
      },
    },
    async (request: FastifyRequest<{ Params: { formId: string }; Querystring: Query }>, reply) => {
      const match = /^(.+)\.csv$/.exec(request.params.formId);
      const auth = authOf(request);
      const exported = await exports.export(auth, actorOf(request), requestOf(request.query), {
        kind: 'form',
        formId: match?.[1] ?? '',
      });
      return send(reply, exported);
    },
  );

  app.post(
    `${area}/downloads`,
    {
      preValidation: mayExport,
      schema: {
        tags,
        summary: 'A single-use link to download an export in the browser',
        description: `Checks the export as its GET would (same 400 and 403), then answers a link that downloads it once, without a bearer header, within 60 seconds, for the account that asked. Writes an audit row with the token. ${scoped}`,
        security: bearer,
        body: ExportDownloadRequestSchema,
        response: { 201: ExportDownloadLinkSchema, ...errors(...AUTHENTICATED) },
      },
    },
    async (request, reply) => {
      const { hospitals, ...body } = request.body;
      const link = await exports.createDownload(authOf(request), actorOf(request), {
        ...body,
        hospitals: hospitals?.map(String),
      });
      return reply.status(201).send(link);
    },
  );
}

/**
 * The single-use link's download: no bearer header (the token is the credential), so it sits
 * under the module's prefix outside the authenticated scope.
 */
export async function exportDownloadRoutes(
  instance: FastifyInstance,
  deps: { exports: ExportService },
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { exports } = deps;
  const tags = ['export'];

  app.get(
    '/downloads/:token',
    {
      schema: {
        tags,
        summary: 'Download an export through its single-use link',
        description:
          'No bearer header: the token is the credential. Works once, within 60 seconds of the link, while the account that asked is active and its session alive; otherwise 404. Writes the export’s audit row.',
        params: ExportTokenParamsSchema,
        response: { 200: DownloadResponseSchema, ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const { accountId: _none, ...actor } = actorOf(request);
      const exported = await exports.download(request.params.token, {
        ...actor,
        path: `${instance.prefix}/downloads/[redacted]`,
      });
      return send(reply, exported);
    },
  );
}
