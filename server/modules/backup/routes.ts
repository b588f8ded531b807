/**
 * The backup status route, /api/v1/backups: when the registry's backups ran, whether they
 * succeeded and whether they are overdue, for the central administrator.
 */
import { type FastifyInstance } from 'fastify';
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { type Authenticate, authOf, requirePermission } from '../../http/authenticate';
import { AUTHENTICATED, bearer, errors } from '../../http/schemas';
import { BackupStatusSchema } from './schemas';
import { type BackupStatusService } from './service';

export async function backupRoutes(
  instance: FastifyInstance,
  deps: { backups: BackupStatusService; authenticate: Authenticate },
) {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  // One authentication hook for every route of the module.
  instance.addHook('onRequest', deps.authenticate);
  const { backups } = deps;

  app.get(
    '',
    {
      preValidation: requirePermission('backups', 'show'),
      schema: {
        tags: ['backups'],
        summary: "The registry's backups: the last, the last successful, the recent ones",
        description:
          'Central administrator only. Whether the server takes backups on its own (BACKUP_DIR), its interval and how many it keeps, the latest run and the latest successful one, the newest runs (scheduled and by `npm run backup`), and whether backups are overdue. File names are base names; no directory of the server is named.',
        security: bearer,
        response: { 200: BackupStatusSchema, ...errors(...AUTHENTICATED) },
      },
    },
    async (request) => backups.status(authOf(request)),
  );
}
