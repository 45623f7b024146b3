import '@showgrid/shared/zod-config';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { LIMITS } from '@showgrid/shared/limits';
import { createHmac } from 'node:crypto';
import { entrantFilesRoutes } from './modules/reports/entrant-files-routes.ts';
import { createEntryCards } from './modules/reports/entry-cards.ts';
import { entriesExportRoutes } from './modules/reports/entries-routes.ts';
import { createExports } from './modules/reports/exports.ts';
import { createChangeBus } from './platform/change-bus.ts';
import { clientKey } from './lib/client-address.ts';
import { createPublicCache } from './platform/public-cache.ts';
import { createPublicLimit } from './platform/public-limit.ts';
import { createRateLimiter } from './platform/rate-limit.ts';
import { createRedisRateLimiter } from './platform/rate-limit-redis.ts';
import { createHashGate } from './lib/hash-gate.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';
import { resolveJwtSecret, resolveOtpKey } from './platform/secrets.ts';
import { registerAuthGuard } from './plugins/auth.ts';
import { clientErrorHandler, registerErrorHandler } from './plugins/errors.ts';
import { registerLive } from './plugins/live.ts';
import { createMailer } from './plugins/mail.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { attendeeRoutes } from './modules/attendee/routes.ts';
import { createAudienceFlow } from './modules/attendee/audience-flow.ts';
import { createAudienceRepository } from './modules/attendee/repository.ts';
import { loadPublicRenderer, type PublicRenderer } from './modules/public-pages/renderer.ts';
import { createPublicAwards } from './modules/awards/public-awards.ts';
import { publicPagesRoutes } from './modules/public-pages/routes.ts';
import { createEntrantsRepository } from './modules/registration/entrants-repository.ts';
import { createEntrantCodeSteps, ENTRANT_PURPOSE } from './modules/registration/entrant-sign-in.ts';
import { createEntrantActions } from './modules/registration/entrant-actions.ts';
import { createEntryNotices } from './modules/registration/entry-notices.ts';
import { startEntrySweeper } from './modules/registration/entry-sweep.ts';
import { createOrganiserEntries } from './modules/registration/organiser.ts';
import { organiserEntriesRoutes } from './modules/registration/organiser-routes.ts';
import { paymentRoutes } from './modules/registration/payment-routes.ts';
import { createPaymentService } from './modules/registration/payments.ts';
import { createPublicRegistrationRead } from './modules/registration/public-registration.ts';
import { registrationRoutes } from './modules/registration/routes.ts';
import { createVehiclesRepository } from './modules/vehicles/repository.ts';
import { createRegistrationService } from './modules/registration/service.ts';
import { createStripeGateway } from './modules/registration/stripe-gateway.ts';
import { createOtpService } from './modules/attendee/otp-service.ts';
import { startOtpSweeper } from './modules/attendee/otp-sweep.ts';
import { createVotesService } from './modules/attendee/votes-service.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { awardsRoutes } from './modules/awards/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createAuthService } from './modules/auth/service.ts';
import { createDeviceCookies } from './modules/auth/device-cookie.ts';
import { createTokenService } from './modules/auth/tokens.ts';
import { checkingAccounts } from './modules/auth/live-accounts.ts';
import { gateRoutes } from './modules/gate/routes.ts';
import { createGateService } from './modules/gate/service.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { categoriesRoutes } from './modules/categories/routes.ts';
import { createLiveHub } from './modules/dashboard/hub.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { createDashboardService } from './modules/dashboard/service.ts';
import { eventsRoutes } from './modules/events/routes.ts';
import { judgesRoutes } from './modules/judges/routes.ts';
import { createMediaRepository } from './modules/media/repository.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { parametersRoutes } from './modules/parameters/routes.ts';
import { vehicleTypesRoutes } from './modules/vehicle-types/routes.ts';
import { vehicleIdsRoutes } from './modules/vehicle-ids/routes.ts';
import { vehicleImportRoutes } from './modules/vehicle-import/routes.ts';
import { vehiclesRoutes } from './modules/vehicles/routes.ts';
import { scoresRoutes } from './modules/scores/routes.ts';
import { resultsRoutes } from './modules/results/routes.ts';
import { blankSheetRoutes } from './modules/reports/blank-sheet-routes.ts';
import { cardsRoutes } from './modules/reports/cards-routes.ts';
import { reportsRoutes } from './modules/reports/routes.ts';
import { createUsersRepository } from './modules/users/repository.ts';
import { isWarmUpRequest, NOBODY, warmUp } from './warm-up.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Clock for tokens; tests move it to expire tokens. */
  now?: () => Date;
  /** Where logs go (stdout by default); tests read them to prove no secret is written. */
  logStream?: NodeJS.WritableStream;
  /** The public pages' renderer (ADR 042); by default the web build's, when it was built with it. */
  publicRenderer?: PublicRenderer | null;
}

export const BODY_LIMIT = 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Resolves once the changes committed so far were heard and the work they start after commit
     * (rank-state refreshes, live pushes) has ended: tests wait on it instead of sleeping.
     */
    settled(): Promise<void>;
    /** Takes the hot paths once (warm-up.ts); the server calls it before it listens. */
    warmUp(): Promise<void>;
  }
}

/**
 * scrypt's 128 MiB and half a second of a core per sign-in (lib/hash-gate.ts): two at a time keep
 * a core and most of libuv's four threads for everything else. 48 waiting is about ten seconds of
 * work, so no one waits longer than 15 s; 16 from one address lets a venue's judges behind one NAT
 * sign in together.
 */
const PASSWORD_HASHING = { concurrency: 2, maxWaiting: 48, maxWaitingPerClient: 16, maxWaitingClean: 4, maxWaitMs: 15_000 };

function defaultWebDist(): string {
  // dist/server.js sits in apps/server/dist; src/app.ts in apps/server/src: both are two levels below apps/.
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '../../web/dist');
}

/** Redacts secrets that may ride in a URL (the websocket token) before a request is logged. */
function safeUrl(url: string): string {
  return url.replace(/([?&](?:token|refresh|access|otp)=)[^&]*/gi, '$1[redacted]');
}

export async function buildApp({ config, database, now, logStream, publicRenderer }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            ...(logStream ? { stream: logStream } : {}),
            // busboyOptions: @fastify/multipart logs its options (request headers included) at trace.
            redact: [
              'req.headers.authorization',
              'req.headers.cookie',
              'busboyOptions.headers.authorization',
              'busboyOptions.headers.cookie',
              'body.password',
              'body.refresh',
              'body.otp',
              'body.strVoteToken',
            ],
            serializers: {
              req: (req: { method: string; url: string; ip?: string }) => ({
                method: req.method,
                url: safeUrl(req.url),
                ip: req.ip,
              }),
            },
          },
    logController: new LogController({ disableRequestLogging: isWarmUpRequest }),
    bodyLimit: BODY_LIMIT,
    requestTimeout: 120_000,
    clientErrorHandler,
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The gate's QR reader (ZXing, WebAssembly) where the browser has no BarcodeDetector: this
        // lets a page compile WebAssembly it loaded from 'self', and allows no eval of scripts.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // react-hot-toast injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // The API and the live dashboard's sockets: CSP3 browsers match ws:/wss: of this host to 'self'.
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        // The print dialog for windscreen cards prints the PDF from a frame loading the blob: the
        // page made of it (lib/print-file.ts). Frames of other sites stay refused.
        frameSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Set below, per request: only an answer that went out over TLS may pin the browser to HTTPS.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  // HTTPS here, or at a proxy TRUST_PROXY trusts (its X-Forwarded-Proto counts only then); plain-HTTP
  // localhost, the default deployment, never sends it. No includeSubDomains: a show may be served
  // from a domain whose other hosts the organiser does not run.
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000');
  });

  // Cookies ride only on what a browser must carry without script: the device cookie of a sign-in
  // (ADR 016) and the vote token of a verified address (SPEC §7's vote has no token field).
  await app.register(cookie);

  // Multipart forms (judge photos now; vehicle files and bulk uploads later). Routes may ask for
  // larger limits; these defaults refuse anything a judge form would not send.
  await app.register(multipart, {
    limits: { fileSize: LIMITS.imageMaxBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
  });

  await app.register(swagger, {
    openapi: { info: { title: 'Showgrid API', version: '1' } },
    transform: jsonSchemaTransform,
  });

  const db = database.db;
  // Downloads and the dashboards' refreshes read behind the day's requests (db/lanes.ts, ADR 038):
  // a report's statements never queue ahead of a save.
  const background = database.background;
  const clock = now ?? (() => new Date());
  const secret = await resolveJwtSecret(db, config.JWT_SECRET);
  const users = createUsersRepository(db);
  // A deleted account's access token is refused at once, on every instance (ADR 033).
  const entrants = createEntrantsRepository(db);
  const tokens = checkingAccounts(createTokenService(db, secret, now), async (user) =>
    user.role === 'entrant' ? entrants.exists(user.id) : (await users.roleOf(user.id)) === user.role,
  );
  const dbLimiter = createRateLimiter(db, () => clock().getTime());
  // Several instances share limits through the database; REDIS_URL moves the counting to Redis.
  // "rl2:": windows are hashes since limits count before the work (ADR 015); the old string keys
  // of "rl:" are left to expire.
  const redisLimiter = config.REDIS_URL
    ? createRedisRateLimiter(config.REDIS_URL, dbLimiter, app.log, `${config.REDIS_PREFIX}rl2:`, () => clock().getTime())
    : undefined;
  if (redisLimiter) app.addHook('onClose', () => redisLimiter.close());
  const limiter = redisLimiter ?? dbLimiter;
  const auth = createAuthService({
    users,
    tokens,
    limiter,
    gate: createHashGate(PASSWORD_HASHING),
    devices: createDeviceCookies(secret, clock),
  });

  registerAuthGuard(app, tokens);
  // API answers are one person's data, tokens or a generated password: no browser, proxy or
  // service-worker cache keeps them. Routes that set their own (downloads) keep theirs.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  // Live dashboards: changes announced inside each write's transaction, heard by every instance (ADR 014).
  const bus = createChangeBus(database, app.log);
  await bus.start();
  app.addHook('onClose', () => bus.close());
  await registerLive(app);

  await app.register(healthRoutes, { database });
  await app.register(authRoutes, { auth, tokens, users });
  const media = createMediaRepository(db);
  const mailer = createMailer(config, app.log);

  await app.register(mediaRoutes, { media });
  await app.register(vehicleTypesRoutes, { db });
  await app.register(parametersRoutes, { db });
  await app.register(categoriesRoutes, { db, media });
  await app.register(judgesRoutes, { db, users, media, mailer, onChange: bus.announce });
  await app.register(eventsRoutes, { db, media, now: clock, onChange: bus.announce, timeZone: config.TIME_ZONE });
  await app.register(vehiclesRoutes, { db, media, onChange: bus.announce });
  // Files (reports, score sheets, blank sheets, cards, QR codes) are made in worker threads (ADR 031).
  const exports = createExports();
  app.addHook('onClose', () => exports.close());
  await app.register(vehicleIdsRoutes, { db, now: clock });
  await app.register(cardsRoutes, { db: background, publicUrl: config.publicUrl, now: clock, exports });
  await app.register(vehicleImportRoutes, { db, onChange: bus.announce });
  await app.register(scoresRoutes, { db, changes: bus, now: clock });
  await app.register(resultsRoutes, { db });
  await app.register(reportsRoutes, { db: background, timeZone: config.TIME_ZONE, exports });
  await app.register(blankSheetRoutes, { db: background, timeZone: config.TIME_ZONE, publicUrl: config.publicUrl, exports });
  // Public reads: from memory, refreshed after each change heard on the bus, limited per address (ADR 032).
  const publicReads = createPublicCache({ bus, minGapMs: config.PUBLIC_READ_REFRESH_MS });
  app.addHook('onClose', async () => publicReads.close());
  const publicLimit = createPublicLimit({ limit: config.PUBLIC_READS_PER_IP_PER_MIN, windowMs: 60_000 }, () => clock().getTime());
  const publicAwards = createPublicAwards({ db, now: clock, onChange: bus.announce, publicReads });
  await app.register(awardsRoutes, { db, awards: publicAwards, publicLimit });
  await app.register(gateRoutes, { gate: createGateService({ db, users, now: clock, onChange: bus.announce }) });
  const otpKey = await resolveOtpKey(db);
  const otpOptions = {
    db,
    mailer,
    limiter,
    log: app.log,
    key: otpKey,
    digits: config.OTP_DIGITS,
    sendPerIpPerHour: config.OTP_SEND_PER_IP_PER_HOUR,
    verifyFailuresPerIpPerHour: config.OTP_VERIFY_PER_IP_PER_HOUR,
    now: clock,
  };
  const otp = createOtpService(otpOptions);
  // Entrants (issue 31): their own codes under the same limits; online payment once Stripe is set up.
  const gateway =
    config.STRIPE_SECRET_KEY !== undefined && config.STRIPE_WEBHOOK_SECRET !== undefined
      ? createStripeGateway({
          secretKey: config.STRIPE_SECRET_KEY,
          webhookSecret: config.STRIPE_WEBHOOK_SECRET,
          apiBase: config.STRIPE_API_BASE,
          returnUrl: `${config.publicUrl}/entrant`,
        })
      : null;
  const entryNotices = createEntryNotices(mailer, app.log, config.TIME_ZONE, createEntryCards(exports, config.publicUrl));
  app.addHook('onClose', () => entryNotices.drain());
  const entryDeps = { now: clock, vehicles: createVehiclesRepository(db), onChange: bus.announce, notify: entryNotices.notify };
  const registrations = createRegistrationService({ db, media, gateway, ...entryDeps });
  app.decorate('sweepEntries', () => registrations.sweepLapsedPlaces());
  const stopEntrySweeper = startEntrySweeper(() => registrations.sweepLapsedPlaces(), app.log);
  app.addHook('onClose', async () => stopEntrySweeper());
  const entrantCodeSteps = createEntrantCodeSteps(createOtpService(otpOptions, ENTRANT_PURPOSE), tokens);
  const publicRegistration = createPublicRegistrationRead(db, gateway !== null, clock, config.TIME_ZONE);
  await app.register(registrationRoutes, {
    db,
    registrations,
    actions: createEntrantActions({ db, gateway, log: app.log, ...entryDeps }),
    codeSteps: entrantCodeSteps,
    publicRegistration,
    now: clock,
  });
  const organiserEntries = createOrganiserEntries({ db, gateway, log: app.log, mailer, timeZone: config.TIME_ZONE, ...entryDeps });
  await app.register(organiserEntriesRoutes, { entries: organiserEntries });
  await app.register(entriesExportRoutes, { db, entries: organiserEntries, exports });
  await app.register(entrantFilesRoutes, { db: background, publicUrl: config.publicUrl, timeZone: config.TIME_ZONE, exports });
  await app.register(paymentRoutes, {
    payments: gateway && createPaymentService({ db, gateway, ...entryDeps }),
  });
  const votes = createVotesService(db, clock, bus, config.TIME_ZONE);
  const audienceFlow = createAudienceFlow({
    audience: createAudienceRepository(db),
    otp,
    votes,
    now: clock,
    hashClient: (address) =>
      createHmac('sha256', otpKey)
        .update(`client:${clientKey(address)}`)
        .digest('base64url')
        .slice(0, 10),
  });
  await app.register(attendeeRoutes, { flow: audienceFlow, votes, timeZone: config.TIME_ZONE });
  const stopOtpSweeper = startOtpSweeper(db, clock, app.log);
  app.addHook('onClose', async () => stopOtpSweeper());
  await app.register(auditRoutes, { db });
  const dashboards = createDashboardService(background, clock);
  const hub = createLiveHub({ service: dashboards, bus, log: app.log });
  app.addHook('onClose', () => hub.close());
  app.decorate('settled', () => hub.settled());
  await app.register(dashboardRoutes, { service: dashboards, hub, tokens, publicUrl: config.publicUrl });

  app.get('/api/docs', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
  // A judge of no one: its token only ever goes to app.inject.
  app.decorate('warmUp', async () => warmUp(app, db, await tokens.issueAccess({ id: NOBODY, role: 'judge' })));

  const webDist = config.WEB_DIST ?? defaultWebDist();
  // The public pages in the first response (issue 32, ADR 042), when the web is built with them.
  const renderer = publicRenderer === undefined ? await loadPublicRenderer(webDist) : publicRenderer;
  if (renderer)
    await app.register(publicPagesRoutes, {
      renderer,
      flow: audienceFlow,
      awards: publicAwards,
      publicLimit,
      timeZone: config.TIME_ZONE,
      register: { read: publicRegistration, codeSteps: entrantCodeSteps, tokens, registrations },
    });
  await registerWebApp(app, webDist);
  return app;
}
