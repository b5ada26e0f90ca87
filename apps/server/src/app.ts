import path from 'node:path';
import { tariff2026 } from '@app/domain/pricing/tariff';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { type AppConfig, loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { loggableError } from './db/errors';
import { loggerOptions } from './http/logging';
import { validatorCompiler } from './http/validator';
import { csrfPlugin } from './plugins/csrf';
import { errorsPlugin, sendError } from './plugins/errors';
import { openapiPlugin } from './plugins/openapi';
import { securityPlugin } from './plugins/security';
import { webPlugin } from './plugins/web';
import { catalogRoutes } from './routes/catalog';
import { claimRoutes } from './routes/claims';
import { devRoutes } from './routes/dev';
import { documentRoutes } from './routes/documents';
import { paymentSandboxRoutes } from './routes/payment-sandbox';
import { pricingRoutes } from './routes/pricing';
import { subscriptionRoutes } from './routes/subscriptions';
import { systemRoutes } from './routes/system';
import { createCatalogService } from './services/catalog/catalog-service';
import { createLocalityDirectory } from './services/catalog/localities';
import { createClaimService } from './services/claims/claim-service';
import { createDocumentService } from './services/documents/document-service';
import { createJobQueue, type JobQueue } from './services/jobs/job-queue';
import { createMailer, type Mailer } from './services/mail/mailer';
import { createSandboxProvider } from './services/payment/payment-provider';
import { createPricingService } from './services/pricing/pricing-service';
import { createDiskStorage, type DocumentStorage } from './services/storage/document-storage';
import { registerDocumentsJob } from './services/subscriptions/documents-job';
import { createSubscriptionService } from './services/subscriptions/subscription-service';

export interface BuildOptions {
  config?: Partial<AppConfig>;
  env?: NodeJS.ProcessEnv;
  /** false silences the logs (tests); a pino destination stream captures them. */
  logger?: boolean | { stream: NodeJS.WritableStream };
  /** Runs after the database is closed (tests remove their temporary folders here). */
  afterClose?: () => Promise<void>;
  /** false leaves background jobs to explicit `app.jobs.drain()` calls (tests). */
  startJobs?: boolean;
  /** The clock that gives "today" in Switzerland (tests fix it). */
  now?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    jobs: JobQueue;
    storage: DocumentStorage;
    mailer: Mailer;
  }
}

/** Builds the whole application, ready to listen or to be driven by app.inject() in tests. */
export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(options.env ?? process.env, options.config ?? {});
  const clock = options.now ?? (() => new Date());
  const logger =
    options.logger === false
      ? false
      : {
          ...loggerOptions(config.logLevel),
          ...(typeof options.logger === 'object' ? options.logger : {}),
        };
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = await openDatabase(config);
  app.decorate('config', config);
  app.decorate('database', database);
  const storage = createDiskStorage(path.join(config.dataDir, 'documents'));
  const jobs = createJobQueue(database.db, app.log, config.jobs);
  const mailer = createMailer(database.db, jobs, storage, {
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
  });
  app.decorate('jobs', jobs);
  app.decorate('storage', storage);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => {
    await jobs.stop();
    await database.close();
    await options.afterClose?.();
  });

  await app.register(errorsPlugin);
  await app.register(cookie);
  await app.register(securityPlugin, {
    isProduction: config.isProduction,
    rateLimitMax: config.rateLimitMax,
  });
  await app.register(csrfPlugin, { secret: config.secret, secureCookie: config.isProduction });
  await app.register(multipart, { limits: { fileSize: 8 * 1024 * 1024, files: 20 } });
  await app.register(openapiPlugin);
  await app.register(webPlugin, { distDir: config.webDistDir });

  const catalog = createCatalogService(database.db);
  await app.register(systemRoutes, { database });
  await app.register(catalogRoutes, { catalog, localities: createLocalityDirectory() });
  // feature routes: claims and documents
  await app.register(claimRoutes, {
    claims: createClaimService({
      db: database.db,
      mailer,
      publicHost: config.publicHost,
      claimsInbox: config.mail.claimsInbox,
      now: clock,
    }),
  });
  const documentService = createDocumentService({ db: database.db, storage });
  await app.register(documentRoutes, { documents: documentService });
  const purgeUploads = () =>
    documentService
      .purgeUnclaimed()
      .catch((error) => app.log.error({ error: loggableError(error) }, 'upload purge failed'));
  // feature routes: pricing and subscriptions
  const pricing = createPricingService({
    db: database.db,
    catalog,
    tariff: tariff2026,
    now: clock,
  });
  await app.register(pricingRoutes, { pricing });
  const payment = createSandboxProvider(config.secret);
  const subscriptionService = createSubscriptionService({
    db: database.db,
    catalog,
    pricing,
    tariff: tariff2026,
    jobs,
    payment,
    storage,
    publicHost: config.publicHost,
  });
  registerDocumentsJob({
    db: database.db,
    catalog,
    jobs,
    mailer,
    storage,
    insurerInbox: config.mail.insurerInbox,
  });
  await app.register(subscriptionRoutes, { subscriptions: subscriptionService });
  await app.register(paymentSandboxRoutes, {
    subscriptions: subscriptionService,
    provider: payment,
  });
  if (!config.isProduction) await app.register(devRoutes);

  // unknown mutating calls count against the rate limit too: probing is not free
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    if (isPage) return app.sendPage(request, reply);
    return sendError(request, reply, 404, 'errors.not_found');
  });

  let purgeTimer: NodeJS.Timeout | undefined;
  app.addHook('onClose', async () => clearInterval(purgeTimer));

  await app.ready();
  if (options.startJobs !== false) {
    jobs.start();
    void purgeUploads();
    purgeTimer = setInterval(purgeUploads, 60 * 60_000);
    purgeTimer.unref();
  }
  return app;
}
