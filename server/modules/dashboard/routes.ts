/**
 * The dashboard routes under /api/v1/dashboard: the figures of a year, the caller's favourite
 * patients and the open correction flags. Everything is counted and listed over what the caller
 * sees, the scope of the patient list.
 */
import { type FastifyInstance } from 'fastify';
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { type Authenticate, authOf, requirePermission } from '../../http/authenticate';
import { AUTHENTICATED, bearer, errors } from '../../http/schemas';
import {
  DashboardStatsQuerySchema,
  DashboardStatsSchema,
  FavoritePatientListSchema,
  OpenCorrectionFlagListSchema,
} from './schemas';
import { type DashboardService } from './service';

export async function dashboardRoutes(
  instance: FastifyInstance,
  deps: { dashboard: DashboardService; authenticate: Authenticate },
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  // One authentication hook for every route of the module.
  instance.addHook('onRequest', deps.authenticate);
  const { dashboard } = deps;
  const area = '';
  const tags = ['dashboard'];
  const scoped =
    'Only patients sharing a hospital with the caller, and of their protocols and forms only those the caller holds (everything for a central administrator).';
  // A caller who may not see the dashboard learns that before anything about the query.
  const mayShow = requirePermission('dashboard', 'show');

  app.get(
    `${area}/stats`,
    {
      preValidation: mayShow,
      schema: {
        tags,
        summary: 'The dashboard’s figures for a year',
        description: `Patients registered in the year (by gender, protocol and hospital), patient forms saved in it (by type), patients registered in the last 30 days and the latest saved forms, whatever the year. Years are UTC calendar years; a year before the first registry year or after next year is a 400. ${scoped}`,
        security: bearer,
        querystring: DashboardStatsQuerySchema,
        response: { 200: DashboardStatsSchema, ...errors(...AUTHENTICATED) },
      },
    },
    async (request) => dashboard.stats(authOf(request), request.query.year),
  );

  app.get(
    `${area}/favorite-patients`,
    {
      preValidation: mayShow,
      schema: {
        tags,
        summary: 'The caller’s favourite patients',
        description: `The latest added first. ${scoped}`,
        security: bearer,
        response: { 200: FavoritePatientListSchema, ...errors(...AUTHENTICATED) },
      },
    },
    async (request) => dashboard.favoritePatients(authOf(request)),
  );

  app.get(
    `${area}/correction-flags`,
    {
      preValidation: mayShow,
      schema: {
        tags,
        summary: 'Open correction flags',
        description: `The longest waiting first. Only flags raised in the caller’s hospitals, on patients the caller sees (every open flag for a central administrator).`,
        security: bearer,
        response: { 200: OpenCorrectionFlagListSchema, ...errors(...AUTHENTICATED) },
      },
    },
    async (request) => dashboard.correctionFlags(authOf(request)),
  );
}
