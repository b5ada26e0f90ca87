import path from 'node:path';
import { formSubmissionKinds } from '@app/domain/backoffice/workflows';
import { loadTariff } from '@app/domain/pricing/tariff';
import { tariff2026 } from '@app/domain/pricing/tariff-2026';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { type AppConfig, ensurePrivateDir, loadConfig, publicOriginOf, serverRoot } from './config';
import { type Database, openDatabase } from './db/client';
import { loggableError } from './db/errors';
import {
  AccessLog,
  flushLog,
  type LogOption,
  logAbortedRequest,
  loggerOptions,
  logStreamFor,
} from './http/logging';
import { isHttpsRequest } from './http/secure-request';
import { validatorCompiler } from './http/validator';
import { csrfPlugin } from './plugins/csrf';
import { errorsPlugin, sendError } from './plugins/errors';
import { jsonBodyPlugin } from './plugins/json-body';
import { openapiPlugin } from './plugins/openapi';
import { requestTargetPlugin } from './plugins/request-target';
import { securityPlugin } from './plugins/security';
import { staffPlugin } from './plugins/staff';
import { webPlugin } from './plugins/web';
import { addressRoutes } from './routes/addresses';
import { staffAuthRoutes } from './routes/admin/auth';
import { inboxRoutes } from './routes/admin/inbox';
import { privacyRoutes } from './routes/admin/privacy';
import { registerRoutes } from './routes/admin/register';
import { catalogRoutes } from './routes/catalog';
import { claimStatusRoutes } from './routes/claim-status';
import { claimRoutes } from './routes/claims';
import { contentRoutes } from './routes/content';
import { devRoutes } from './routes/dev';
import { documentRoutes } from './routes/documents';
import { formRoutes } from './routes/forms';
import { helpRoutes } from './routes/help';
import { paymentSandboxRoutes } from './routes/payment-sandbox';
import { paymentStripeRoutes } from './routes/payment-stripe';
import { pricingRoutes } from './routes/pricing';
import { resumeLinkRoutes } from './routes/resume-links';
import { subscriptionRoutes } from './routes/subscriptions';
import { systemRoutes } from './routes/system';
import { createAddressLookup } from './services/addresses/address-lookup';
import {
  type AddressProvider,
  createSwisstopoProvider,
  emptyAddressProvider,
} from './services/addresses/address-provider';
import { createInboxService } from './services/backoffice/inbox-service';
import { createPrivacyService, type PrivacyService } from './services/backoffice/privacy-service';
import { createRegisterService } from './services/backoffice/register-service';
import { claimDocumentsSource, claimSource } from './services/backoffice/sources/claims-source';
import { formSubmissionSource } from './services/backoffice/sources/form-submissions-source';
import type { SubmissionSource } from './services/backoffice/sources/source';
import {
  offerSource,
  subscriptionSource,
} from './services/backoffice/sources/subscriptions-source';
import { createCatalogService } from './services/catalog/catalog-service';
import { createLocalityDirectory } from './services/catalog/localities';
import { createClaimStatusService } from './services/claim-status/claim-status-service';
import { createAddDocumentsLinks } from './services/claims/add-documents-link';
import { createClaimService } from './services/claims/claim-service';
import { createContentService } from './services/content/content-service';
import { loadContent } from './services/content/load-content';
import { loadWebTexts } from './services/content/web-texts';
import { createDocumentService } from './services/documents/document-service';
import { contestHooks } from './services/forms/contest-hooks';
import { createFormRetention } from './services/forms/form-retention';
import { createFormService } from './services/forms/form-service';
import { jobApplicationHooks } from './services/forms/job-hooks';
import { breedCheck, createOfferRequestService } from './services/forms/offer-request-service';
import { createJobQueue, type JobQueue } from './services/jobs/job-queue';
import { createMailer, type Mailer } from './services/mail/mailer';
import { createSandboxProvider, type SandboxProvider } from './services/payment/payment-provider';
import { createStripeProvider, type StripeProvider } from './services/payment/stripe-provider';
import { createPricingService } from './services/pricing/pricing-service';
import { createResumeLinkService } from './services/resume-links/resume-link-service';
import { createStaffAuth } from './services/staff/staff-auth';
import { createStaffService } from './services/staff/staff-service';
import { createDiskStorage, type DocumentStorage } from './services/storage/document-storage';
import {
  policyDocumentsPrefix,
  registerDocumentsJob,
} from './services/subscriptions/documents-job';
import { createSubscriptionService } from './services/subscriptions/subscription-service';

export interface BuildOptions {
  config?: Partial<AppConfig>;
  env?: NodeJS.ProcessEnv;
  /** false silences the logs (tests); a pino destination stream or a file captures them. */
  logger?: LogOption;
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
    privacy: PrivacyService;
  }
}

/**
 * How every route's zod schemas check a request and write an answer (the 422's field messages:
 * http/validator.ts). One place, for the app and the bench's route-alone target.
 */
export function useApiCompilers(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}

/** Builds the whole application, ready to listen or to be driven by app.inject() in tests. */
export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(options.env ?? process.env, options.config ?? {});
  // the tariff's figures are checked here, before anything is priced: a wrong one stops the start
  const tariff = loadTariff(tariff2026);
  // links in e-mails and return addresses: one origin, decided once (config.ts)
  const publicOrigin = publicOriginOf(config.publicHost);
  const clock = options.now ?? (() => new Date());
  const log = logStreamFor(options.logger);
  const logger = log.stream ? { ...loggerOptions(config.logLevel), stream: log.stream } : false;
  const app = Fastify({
    logger,
    logController: new AccessLog(),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // slow clients (issue 11 item 5): Node answers 408 past the header and request timeouts,
    // checked every second rather than every 30 s (the old 68 s for slow headers)
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: config.timeouts.idleMs,
    http: {
      headersTimeout: config.timeouts.headersMs,
      connectionsCheckingInterval: Math.min(1000, config.timeouts.headersMs),
    },
  });
  useApiCompilers(app);
  // a request its client gave up on gets no "request completed" line (http/logging.ts): this one
  if (logger) app.addHook('onRequestAbort', logAbortedRequest);

  const database = await openDatabase({
    ...config,
    onIdleError: (error) =>
      app.log.warn({ error: loggableError(error) }, 'database connection lost while idle'),
  });
  app.decorate('config', config);
  app.decorate('database', database);
  if (config.dataDir !== ':memory:') ensurePrivateDir(config.dataDir);
  const storage = createDiskStorage(path.join(config.dataDir, 'documents'));
  const jobs = createJobQueue(database.db, app.log, config.jobs);
  const mailer = createMailer(database.db, jobs, storage, {
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    log: app.log,
  });
  app.decorate('jobs', jobs);
  app.decorate('storage', storage);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => {
    await jobs.stop();
    await database.close();
    // the lines still held in the batch (http/logging.ts)
    if (log.batched) await flushLog(log.batched);
    await options.afterClose?.();
  });

  // first: refuses request targets that are not origin-form or not canonically spelled
  await app.register(requestTargetPlugin);
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(cookie);
  await app.register(securityPlugin, {
    isProduction: config.isProduction,
    rateLimitMax: config.rateLimitMax,
    publicHost: config.publicHost,
  });
  await app.register(csrfPlugin, {
    secret: config.secret,
    isSecure: (request) => isHttpsRequest(request, config),
  });
  // back office (issue 13): the staff check is a property of each route (plugins/staff.ts)
  const staffAuth = createStaffAuth({
    db: database.db,
    secret: config.secret,
    publicHost: config.publicHost,
  });
  await app.register(staffPlugin, {
    service: createStaffService({ db: database.db, auth: staffAuth, now: clock }),
    isSecure: (request) => isHttpsRequest(request, config),
  });
  await app.register(openapiPlugin);
  await app.register(webPlugin, { distDir: config.webDistDir });

  const catalog = createCatalogService(database.db);
  await app.register(systemRoutes, { database });
  await app.register(catalogRoutes, { catalog, localities: createLocalityDirectory() });
  // the policy register (issue 13): claims are checked against it, the back office manages it
  const register = createRegisterService(database.db);
  // feature routes: claims and documents
  const addDocuments = createAddDocumentsLinks({
    db: database.db,
    secret: config.secret,
    publicOrigin,
    claimsInbox: config.mail.claimsInbox,
    now: clock,
  });
  await app.register(claimRoutes, {
    claims: createClaimService({
      db: database.db,
      mailer,
      publicOrigin,
      claimsInbox: config.mail.claimsInbox,
      now: clock,
      addDocumentsLink: addDocuments.link,
      policyRegister: register,
    }),
    addDocuments,
  });
  const documentService = createDocumentService({
    db: database.db,
    storage,
    log: app.log,
    generated: { prefixes: [policyDocumentsPrefix], writeLockMs: config.jobs.lockMs },
  });
  // multipart parsing only where files are accepted (uploads, the register's CSV import): its
  // hooks (a listener and an async hook on every request, another when every answer ends)
  // would otherwise run for all routes
  const multipartLimits = { limits: { fileSize: 8 * 1024 * 1024, files: 20 } };
  await app.register(async (uploads) => {
    await uploads.register(multipart, multipartLimits);
    await uploads.register(documentRoutes, { documents: documentService });
  });
  // content: the texts of content/ at the repository root, checked and rendered once at start
  const content = createContentService(
    await loadContent(path.resolve(serverRoot(), '../../content'), tariff),
  );
  // a job applied for is one of content/jobs (the ids are the same in both languages)
  const jobIds = new Set(content.content.jobs.fr.map((job) => job.id));
  // feature routes: help-centre and contract forms (spec 001), public forms (spec 002)
  const offerRequests = createOfferRequestService({ db: database.db, catalog, now: clock });
  const contests = {
    'summer-contest': config.contests['summer-contest'],
    'tirage-au-sort-canin': config.contests['tirage-au-sort-canin'],
    'chi2024-form': { ...config.contests['chi2024-form'], redirectUrl: config.chiRedirectUrl },
  };
  const checkPartnerBreed = breedCheck(catalog, 'species', 'animal_race');
  await app.register(helpRoutes, {
    forms: createFormService({
      db: database.db,
      mailer,
      publicHost: config.publicHost,
      inboxes: {
        insurer: config.mail.insurerInbox,
        claims: config.mail.claimsInbox,
        management: config.mail.managementInbox,
        partner: config.mail.partnerInbox,
        media: config.mail.mediaInbox,
        marketing: config.mail.marketingInbox,
        hr: config.mail.hrInbox,
      },
      hooks: {
        'offer-request': offerRequests.hooks,
        'offer-request-generali': { prepare: checkPartnerBreed },
        'summer-contest': contestHooks('summer-contest', contests['summer-contest']),
        'tirage-au-sort-canin': contestHooks(
          'tirage-au-sort-canin',
          contests['tirage-au-sort-canin'],
        ),
        'chi2024-form': contestHooks('chi2024-form', contests['chi2024-form']),
        'job-application': jobApplicationHooks(jobIds),
      },
      now: clock,
    }),
  });
  await app.register(formRoutes, { offerRequests, contests, now: clock });
  const formRetention = createFormRetention({
    db: database.db,
    jobs,
    storage,
    log: app.log,
    now: clock,
  });
  const addressProvider: AddressProvider =
    config.addresses.provider === 'swisstopo'
      ? createSwisstopoProvider(config.addresses)
      : emptyAddressProvider;
  await app.register(addressRoutes, {
    addresses: createAddressLookup(addressProvider, app.log),
    rateLimitMax: config.addresses.rateLimitMax,
  });
  const purgeUploads = () =>
    Promise.all([
      documentService
        .purgeUnclaimed()
        .then(() => documentService.sweepOrphanFiles())
        .then((removed) => {
          if (removed > 0) app.log.info({ removed }, 'orphan upload files removed');
        })
        .catch((error) => app.log.error({ error: loggableError(error) }, 'upload purge failed')),
      // FADP purge (issue 13): queued once per Swiss day, run by the job worker
      app.privacy
        .schedulePurge()
        .catch((error) =>
          app.log.error({ error: loggableError(error) }, 'purge scheduling failed'),
        ),
    ]);
  const scheduleFormPurge = () =>
    formRetention
      .schedule()
      .catch((error) => app.log.error({ error: loggableError(error) }, 'form purge not queued'));
  // feature routes: pricing and subscriptions
  const pricing = createPricingService({
    db: database.db,
    catalog,
    tariff,
    now: clock,
  });
  await app.register(pricingRoutes, { pricing });
  const payment =
    config.payment.provider === 'stripe'
      ? createStripeProvider({
          ...config.payment.stripe,
          publicOrigin,
        })
      : createSandboxProvider(config.secret);
  if (config.isProduction && config.payment.provider === 'sandbox') {
    // issue 11 item 9: allowed only with PAYMENT_PROVIDER=sandbox, and never quietly
    app.log.warn(
      '!!! PAYMENT SANDBOX IN PRODUCTION: card payments go to a TEST page that charges nothing, and whoever knows a payment reference can confirm it. Set PAYMENT_PROVIDER=stripe for real payments. !!!',
    );
  }
  const subscriptionService = createSubscriptionService({
    db: database.db,
    catalog,
    pricing,
    tariff,
    jobs,
    payment,
    storage,
    publicHost: config.publicHost,
    now: clock,
    isProduction: config.isProduction,
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
  if (payment.name === 'stripe') {
    await app.register(paymentStripeRoutes, {
      subscriptions: subscriptionService,
      provider: payment as StripeProvider,
    });
  } else {
    await app.register(paymentSandboxRoutes, {
      subscriptions: subscriptionService,
      provider: payment as SandboxProvider,
    });
  }
  const i18nDir = path.resolve(serverRoot(), '../web/src/i18n');
  await app.register(contentRoutes, {
    content,
    texts: { fr: loadWebTexts(i18nDir, 'fr'), de: loadWebTexts(i18nDir, 'de') },
  });
  // back office (issue 13): one source adapter per kind of submission
  const sources: SubmissionSource[] = [
    claimSource({ mailer, storage, publicOrigin }),
    claimDocumentsSource(),
    subscriptionSource(storage),
    offerSource(storage),
    // the help, contract and public forms: one kind each as the registry says (inboxKind)
    ...formSubmissionKinds.map((kind) => formSubmissionSource(kind, storage)),
  ];
  const inbox = createInboxService({ db: database.db, sources, register, storage, now: clock });
  await app.register(staffAuthRoutes);
  await app.register(inboxRoutes, { inbox });
  await app.register(async (imports) => {
    await imports.register(multipart, multipartLimits);
    await imports.register(registerRoutes, { register });
  });
  const privacy = createPrivacyService({
    db: database.db,
    jobs,
    storage,
    sources,
    secret: config.secret,
    now: clock,
  });
  await app.register(privacyRoutes, { privacy });
  app.decorate('privacy', privacy);
  await app.register(claimStatusRoutes, { claimStatus: createClaimStatusService(database.db) });
  await app.register(resumeLinkRoutes, {
    links: createResumeLinkService({
      db: database.db,
      mailer,
      secret: config.secret,
      publicOrigin,
      now: clock,
    }),
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
  // the retention sweep is a job: queued now (tests drain it) and every hour while jobs run
  await scheduleFormPurge();
  if (options.startJobs !== false) {
    jobs.start();
    void purgeUploads();
    purgeTimer = setInterval(() => {
      void purgeUploads();
      void scheduleFormPurge();
    }, 60 * 60_000);
    purgeTimer.unref();
  }
  return app;
}
