/**
 * The API as a Fastify plugin. `buildApp` makes a Fastify instance with the registry's options
 * and registers the plugin; `main.ts` listens on a port, tests call `inject`.
 *
 * Cross-cutting behaviour lives here: the correlation id (taken from `x-correlation-id` when it
 * is well formed, made otherwise, echoed on every response and in every error body), the
 * request's language, the error body, OpenAPI, security headers, and serving the built app
 * with a fallback to index.html for every non-API path.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { type Kysely } from 'kysely';
import { ENTITIES } from '../domain/entities';
import { type EntityDeclaration } from '../domain/entity';
import { localeFromAcceptLanguage } from '../domain/messages';
import { type Config } from './config';
import { type Database } from './db/schema';
import { ApiError, badRequest } from './errors';
import { type EntityExtension, registerEntity } from './entities';
import { makeAuthenticate } from './http/authenticate';
import { type Clock, systemClock } from './http/context';
import { onClientError, onFrameworkError } from './http/earlyErrors';
import { installErrorHandlers, sendError } from './http/errorHandler';
import { ErrorBodySchema } from './http/schemas';
import { loggedError, loggedUrl } from './http/logRedaction';
import { isApiPath, securityHeaders } from './http/securityHeaders';
import { unstorableFields } from './http/storableText';
import { accountExtension } from './modules/account/routes';
import { AccountService } from './modules/account/service';
import { authRoutes } from './modules/auth/routes';
import { backupRoutes } from './modules/backup/routes';
import { BackupStatusService } from './modules/backup/service';
import { AuthService } from './modules/auth/service';
import { dashboardRoutes } from './modules/dashboard/routes';
import { DashboardService } from './modules/dashboard/service';
import { TokenSigner, signingKey } from './modules/auth/tokens';
import { dictionaryRoutes } from './modules/dictionary/routes';
import { DictionaryService } from './modules/dictionary/service';
import { formRoutes } from './modules/form/routes';
import { FormService } from './modules/form/service';
import { healthRoutes } from './modules/health/routes';
import { HospitalLookupService } from './modules/hospital/lookup';
import { hospitalExtension } from './modules/hospital/routes';
import { infoRoutes } from './modules/info/routes';
import { InfoService } from './modules/info/service';
import { PatientFilesService } from './modules/patient/files';
import { patientFileRoutes } from './modules/patient/filesRoutes';
import { PatientRelationsService } from './modules/patient/relations';
import { patientRelationRoutes } from './modules/patient/relationsRoutes';
import { loggerRoutes } from './modules/logger/routes';
import { ChangeLogService } from './modules/logger/service';
import { patientRoutes } from './modules/patient/routes';
import { PatientService } from './modules/patient/service';
import { exportDownloadRoutes, exportRoutes } from './modules/export/routes';
import { ExportService } from './modules/export/service';
import { pseudonymKey } from './modules/export/repository';
import { reportRoutes } from './modules/report/routes';
import { ReportService } from './modules/report/service';
import { Mailer } from './modules/mail/mailer';
import packageJson from '../package.json' with { type: 'json' };

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves when the work queued off the request path so far has settled. */
    backgroundWorkSettled(): Promise<void>;
  }
}

export interface AppOptions {
  config: Config;
  db: Kysely<Database>;
  databaseKind: 'pglite' | 'postgres';
  clock?: Clock;
  /** The declared entities to serve: the registry's (domain/entities/) unless a test says. */
  entities?: readonly EntityDeclaration[];
}

const CORRELATION_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export async function registry(app: FastifyInstance, options: AppOptions) {
  const { config, db } = options;
  const clock = options.clock ?? systemClock;
  const startedAt = clock.now();

  app.decorateRequest('auth', undefined);
  app.decorateRequest('locale', 'pl');
  app.addHook('onRequest', async (request, reply) => {
    request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
    reply.header('x-correlation-id', request.id);
    reply.headers(securityHeaders(isApiPath(request.url)));
  });
  // Before any schema or handler: text PostgreSQL cannot store is the caller's 400, never a 500.
  app.addHook('preValidation', async (request) => {
    const problems = {
      ...unstorableFields(request.params),
      ...unstorableFields(request.query),
      ...unstorableFields(request.body),
    };
    if (Object.keys(problems).length) throw badRequest(problems);
  });
  installErrorHandlers(app);
  app.addSchema(ErrorBodySchema);

  await app.register(fastifySwagger, {
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
    openapi: {
      info: {
        title: 'oncoreg API',
        description:
          'Clinical registry API. Every error answers `{ code, message, correlationId, details? }`; send a fresh `x-correlation-id` with each request and `Accept-Language: pl|en` for messages in your language.',
        version: packageJson.version,
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const signer = await TokenSigner.create(
    await signingKey(db, config.jwtSecret),
    config.accessTokenTtlSeconds,
  );
  const mailer = new Mailer(db, app.log, { smtpUrl: config.smtpUrl, from: config.mailFrom });
  const auth = new AuthService(db, config, clock, signer, mailer, app.log);
  // Work done after the answer (a reset request's lookup and mail) ends before the app closes.
  app.decorate('backgroundWorkSettled', () => auth.settled());
  app.addHook('onClose', async () => {
    await auth.settled();
    mailer.close();
  });
  const accounts = new AccountService(db, clock, auth);
  const authenticate = makeAuthenticate(auth);

  // Each module is an encapsulated plugin under its prefix; the signed-in modules add one
  // authentication hook for all their routes (see each routes file). Public: health, sign-in
  // and password reset, and an export's single-use download link.
  await app.register(healthRoutes, { prefix: '/api', db, kind: options.databaseKind });
  await app.register(authRoutes, { prefix: '/api', auth });
  // The declared entities (domain/entities/), each with what it adds to its plain routes.
  const extensions: Partial<Record<string, EntityExtension>> = {
    hospitals: hospitalExtension(new HospitalLookupService(db)),
    users: accountExtension(accounts, auth),
  };
  for (const declaration of options.entities ?? ENTITIES) {
    const extension = extensions[declaration.name];
    await registerEntity(app, declaration, {
      db,
      clock,
      authenticate,
      ...(extension ? { extension } : {}),
    });
  }
  const patient = { prefix: '/api/v1/patient', authenticate };
  await app.register(patientRoutes, { ...patient, patients: new PatientService(db, clock) });
  await app.register(patientRelationRoutes, {
    ...patient,
    relations: new PatientRelationsService(db, clock),
  });
  await app.register(patientFileRoutes, {
    ...patient,
    files: new PatientFilesService(db, clock, config.maxUploadBytes),
  });
  await app.register(dictionaryRoutes, {
    prefix: '/api/v1/dictionary',
    dictionaries: new DictionaryService(db, clock),
    authenticate,
  });
  await app.register(formRoutes, {
    prefix: '/api/v1/form',
    forms: new FormService(db, clock),
    authenticate,
  });
  await app.register(loggerRoutes, {
    prefix: '/api/v1/logger',
    changes: new ChangeLogService(db),
    authenticate,
  });
  await app.register(dashboardRoutes, {
    prefix: '/api/v1/dashboard',
    dashboard: new DashboardService(db, clock),
    authenticate,
  });
  await app.register(infoRoutes, {
    prefix: '/api/v1/info',
    info: new InfoService(config.contact),
    authenticate,
  });
  const exports = new ExportService(db, clock, await pseudonymKey(db, config.exportPseudonymKey));
  await app.register(exportRoutes, { prefix: '/api/v1/export', exports, authenticate });
  await app.register(exportDownloadRoutes, { prefix: '/api/v1/export', exports });
  await app.register(reportRoutes, {
    prefix: '/api/v1/reports',
    reports: new ReportService(db, clock),
    authenticate,
  });
  await app.register(backupRoutes, {
    prefix: '/api/v1/backups',
    backups: new BackupStatusService(
      db,
      clock,
      {
        directory: config.backupDir,
        intervalSeconds: config.backupIntervalSeconds,
        keep: config.backupKeep,
      },
      startedAt,
    ),
    authenticate,
  });

  const staticRoot = resolve(config.staticDir);
  const hasApp = existsSync(resolve(staticRoot, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: staticRoot,
      wildcard: false,
      index: false,
      preCompressed: true,
      // A source map left in the directory by a development build is not served.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      setHeaders(res, path) {
        res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = isApiPath(request.url);
    if (!isApi && hasApp && (request.method === 'GET' || request.method === 'HEAD')) {
      // The app's own router shows deep links and its not-found page.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendError(
      request,
      reply,
      new ApiError(404, 'not_found', isApi ? 'errors.routeNotFound' : 'errors.notFound'),
    );
  });
}

/**
 * TRUST_PROXY as Fastify takes it. Fastify trusts nothing for a bare hop count, so a count
 * becomes the trust function proxy-addr expects: the n hops nearest the server are believed,
 * and the client's address is the one the farthest of them appended.
 */
function trustProxyOption(trusted: Config['trustProxy']) {
  if (typeof trusted !== 'number') return trusted;
  return (_address: string, hop: number) => hop < trusted;
}

export function fastifyOptions(config: Config, logger: FastifyServerOptions['logger']) {
  return {
    logger,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    requestIdHeader: false as const,
    logController: new LogController({ requestIdLogLabel: 'correlationId' }),
    genReqId(request: { headers: Record<string, string | string[] | undefined> }) {
      const given = request.headers['x-correlation-id'];
      return typeof given === 'string' && CORRELATION_ID.test(given) ? given : randomUUID();
    },
    ajv: { customOptions: { allErrors: true, coerceTypes: 'array' as const } },
    frameworkErrors: onFrameworkError,
    clientErrorHandler: onClientError,
  } satisfies FastifyServerOptions;
}

/**
 * The server's log: no header, no body, no query value (a reset token, a PESEL searched for)
 * and no statement parameter of a failed query (see `http/logRedaction.ts`).
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      req(request: { method: string; url: string; ip?: string }) {
        return { method: request.method, url: loggedUrl(request.url), remoteAddress: request.ip };
      },
      // Pino's type insists on a message and a stack; a database error has neither here.
      err: loggedError as unknown as (error: FastifyError) => never,
    },
  };
}

export async function buildApp(
  options: AppOptions,
  logger: FastifyServerOptions['logger'] = false,
): Promise<FastifyInstance> {
  const app = Fastify(fastifyOptions(options.config, logger));
  await registry(app, options);
  await app.ready();
  return app;
}
