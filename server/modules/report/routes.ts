/**
 * The report routes under /api/v1/reports: the data-quality report, as JSON or (`format=csv`) as
 * a CSV file, over what the caller sees.
 */
import { type FastifyInstance } from 'fastify';
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { type Authenticate, authOf, requirePermission } from '../../http/authenticate';
import { AUTHENTICATED, bearer, errors } from '../../http/schemas';
import { DataQualityQuerySchema, DataQualityReportSchema } from './schemas';
import { dataQualityFileName } from '../../../domain/dataQuality';
import { type ReportService } from './service';

export async function reportRoutes(
  instance: FastifyInstance,
  deps: { reports: ReportService; authenticate: Authenticate },
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  // One authentication hook for every route of the module.
  instance.addHook('onRequest', deps.authenticate);
  const { reports } = deps;

  app.get(
    '/data-quality',
    {
      preValidation: requirePermission('dataQuality', 'show'),
      schema: {
        tags: ['reports'],
        summary: 'The data-quality report per hospital and protocol',
        description:
          'Per hospital and protocol: patients, basic and extended forms started and their mean completeness, basic forms missing or under 50% complete, open correction flags with the oldest and median wait in days, and patients without a recorded consent. Only patients of the caller’s hospitals and protocols the caller holds (everything for a central administrator); a hospital or protocol filter outside that is a 400. With `format=csv`, the same rows as a UTF-8 CSV file.',
        security: bearer,
        querystring: DataQualityQuerySchema,
        response: {
          200: {
            description: 'The report',
            content: {
              'application/json': { schema: DataQualityReportSchema },
              'text/csv': { schema: { type: 'string' } },
            },
          },
          ...errors(...AUTHENTICATED),
        },
      },
    },
    async (request, reply) => {
      const { year, format, dialect } = request.query;
      const query = {
        year,
        hospitals: request.query['hospitals[]'],
        protocols: request.query['protocols[]'],
      };
      if (format !== 'csv') return reports.dataQuality(authOf(request), query);
      const csv = await reports.dataQualityCsv(authOf(request), query, dialect);
      const name = dataQualityFileName(year, dialect ?? 'csv');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
