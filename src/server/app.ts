import path from "node:path";
import compress from "@fastify/compress";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { loggerOptions } from "./logger.ts";
import { accountRoutes } from "./modules/account/account.routes.ts";
import { createAccountService } from "./modules/account/account.service.ts";
import { createAdminAuthService } from "./modules/admin/admin-auth.service.ts";
import { adminRoutes } from "./modules/admin/admin.routes.ts";
import { assistantRoutes } from "./modules/assistant/assistant.routes.ts";
import { createAssistantService } from "./modules/assistant/assistant.service.ts";
import { createLibrary, loadAnswers } from "./modules/assistant/library.ts";
import { createAuthLinksService } from "./modules/auth/auth-links.service.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { createAuthService } from "./modules/auth/auth.service.ts";
import { createBabyNamesModule } from "./modules/baby-names/baby-names.module.ts";
import { babyDevelopmentRoutes } from "./modules/baby-development/baby-development.routes.ts";
import { createBabyDevelopmentService } from "./modules/baby-development/baby-development.service.ts";
import { loadWeekContent } from "./modules/baby-development/week-content.ts";
import { loadFaqs } from "./modules/faqs/faqs-content.ts";
import { emergencyRoutes } from "./modules/emergency/emergency.routes.ts";
import { createEmergencyService } from "./modules/emergency/emergency.service.ts";
import { faqsRoutes } from "./modules/faqs/faqs.routes.ts";
import { createFaqsService } from "./modules/faqs/faqs.service.ts";
import { loadGuidance } from "./modules/guidance/guidance-content.ts";
import { guidanceRoutes } from "./modules/guidance/guidance.routes.ts";
import { createGuidanceService } from "./modules/guidance/guidance.service.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { createHousekeeping } from "./modules/housekeeping/housekeeping.ts";
import { imagesRoutes } from "./modules/images/images.routes.ts";
import { createImagesService } from "./modules/images/images.service.ts";
import { journalRoutes } from "./modules/journal/journal.routes.ts";
import { createJournalService } from "./modules/journal/journal.service.ts";
import { pregnancyRoutes } from "./modules/pregnancy/pregnancy.routes.ts";
import { createPregnancyService } from "./modules/pregnancy/pregnancy.service.ts";
import { loadDishLibrary } from "./modules/meal-plan/dish-library.ts";
import { mealPlanRoutes } from "./modules/meal-plan/meal-plan.routes.ts";
import { createMealPlanService } from "./modules/meal-plan/meal-plan.service.ts";
import { createMailService } from "./modules/mail/mail.service.ts";
import { createKnowledgeBase, loadMedications } from "./modules/medication/knowledge-base.ts";
import { medicationRoutes } from "./modules/medication/medication.routes.ts";
import { createMedicationService } from "./modules/medication/medication.service.ts";
import { supportRoutes } from "./modules/support/support.routes.ts";
import { createSupportService } from "./modules/support/support.service.ts";
import { testRecordsRoutes } from "./modules/test-records/test-records.routes.ts";
import { createTestRecordsService } from "./modules/test-records/test-records.service.ts";
import { trackersRoutes } from "./modules/trackers/trackers.routes.ts";
import { createTrackersService } from "./modules/trackers/trackers.service.ts";
import { voiceRoutes } from "./modules/voice/voice.routes.ts";
import { waitlistRoutes } from "./modules/waitlist/waitlist.routes.ts";
import { createWaitlistService } from "./modules/waitlist/waitlist.service.ts";
import { registerErrorHandler } from "./plugins/errors.ts";
import { registerInputGuard } from "./plugins/input-guard.ts";
import { createRateLimiter, databaseCounters } from "./plugins/rate-limiter.ts";
import { redisCounters } from "./plugins/redis-counters.ts";
import { registerRequestLimits } from "./plugins/request-limits.ts";
import { clientErrorAnswer, registerSecurity } from "./plugins/security.ts";
import { registerSessions } from "./plugins/session.ts";
import { registerSpa } from "./plugins/static-spa.ts";
import { defaultContentDir } from "./project-root.ts";
import { createLlm } from "./providers/llm.ts";
import { createMailer, type Mailer } from "./providers/mailer.ts";
import type { LabelReader } from "./providers/ocr/label-reader.ts";
import { createTesseractReader } from "./providers/ocr/tesseract.ts";
import { createVisionReader } from "./providers/ocr/vision.ts";

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** Folder of the built web app; null serves the API only. */
  webRoot: string | null;
  /** Defaults to SMTP when SMTP_URL is set, else the log transport. */
  mailer?: Mailer;
  /** content/ (the reviewed library); the project's own by default. */
  contentDir?: string;
  /** Reads product labels; OCR (after a vision model when configured) by default. */
  labelReaders?: LabelReader[];
  /** Where logs go; stdout unless a test reads them. */
  logStream?: NodeJS.WritableStream;
}

/** Builds the whole server; used by main.ts and by the tests (app.inject). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: {
      ...loggerOptions(config.logLevel),
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    trustProxy: proxiesToTrust(config.trustProxy),
    forceCloseConnections: "idle",
    clientErrorHandler(error, socket) {
      if (socket.writable) socket.end(clientErrorAnswer(error));
      else socket.destroy();
    },
  });
  const lifecycle = { draining: false };
  // Every route as registered: the probes fuzz this table, so new routes are covered.
  const routeTable: { method: string; url: string }[] = [];
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });
  app.decorate("routeTable", routeTable);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a cross-site form can only send form or text bodies, which now get a 415.
  app.removeContentTypeParser(["text/plain"]);
  registerErrorHandler(app);
  registerInputGuard(app);

  await registerSecurity(app, {
    isProduction: config.isProduction,
    appOrigin: config.appOrigin,
    // A configured voice widget loads its script from, and talks to, its provider.
    extraOrigins: config.voiceWidget ? [new URL(config.voiceWidget.scriptUrl).origin] : [],
  });
  // Answers up to 64 KB are compressed in one call, not through a stream each: a stream holds
  // its compressor's native memory for as long as the answer is in flight (issue 12 part 5).
  await app.register(compress, {
    threshold: 1024,
    syncThreshold: 64 * 1024,
    encodings: ["br", "gzip"],
  });

  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: app.log,
      // Whole emails (addresses, sign-in links) are printed only on a developer's own machine.
      withhold: config.nodeEnv !== "development",
    });
  const mail = createMailService({
    db: database.db,
    mailer,
    appOrigin: config.appOrigin,
    log: app.log,
  });
  // Limit counters shared by every instance: the database, or Redis when REDIS_URL is set.
  const redis = config.redisUrl ? redisCounters(config.redisUrl) : undefined;
  const limiter = createRateLimiter(redis ?? databaseCounters(database.db), {
    multiplier: config.rateLimitMultiplier,
  });
  const contentDir = deps.contentDir ?? defaultContentDir();
  // Emergency switches live in the database: every instance follows them within seconds.
  const emergency = createEmergencyService({
    db: database.db,
    signOutUsers: () => auth.signOutEveryone(),
  });
  const weeks = loadWeekContent(contentDir);
  const development = createBabyDevelopmentService(weeks);
  const pregnancy = createPregnancyService({ db: database.db, development });
  const auth = createAuthService({
    db: database.db,
    startPregnancy: (userId, week) => pregnancy.updateStage(userId, "week", week, "en"),
    mail,
    limiter,
    sessionCacheMs: config.sessionCacheMs,
    messages: database,
    signUpsPaused: emergency.signUpsPaused,
  });
  // Sign-outs on other instances empty this one's session cache within a moment.
  const stopListening = await auth.listen();
  const links = createAuthLinksService({ auth, mail, limiter });
  const waitlist = createWaitlistService(database.db);
  const support = createSupportService({ db: database.db, mail, limiter });
  const guidance = createGuidanceService(loadGuidance(contentDir));
  const faqs = createFaqsService(loadFaqs(contentDir));
  const testRecords = createTestRecordsService({ db: database.db, knownTests: guidance.testIds() });
  const llm = config.llm ? createLlm(config.llm) : undefined;
  const mealPlan = createMealPlanService({
    ...{ library: loadDishLibrary(contentDir), db: database.db },
    ...{ llm, log: app.log },
  });
  const babyNames = createBabyNamesModule({ contentDir, db: database.db, llm, log: app.log });
  const readers = deps.labelReaders ?? [
    ...(config.vision ? [createVisionReader(config.vision)] : []),
    createTesseractReader({ workers: config.ocrWorkers }),
  ];
  const medication = createMedicationService({
    db: database.db,
    kb: createKnowledgeBase(loadMedications(path.join(contentDir, "medications"))),
    readers,
    log: app.log,
    photoChecksOff: emergency.photoChecksOff,
  });
  const assistant = createAssistantService({
    db: database.db,
    library: createLibrary(loadAnswers(path.join(contentDir, "assistant")), weeks),
    llm,
    log: app.log,
    medicines: (text) => medication.medicinesIn(text),
    libraryOnly: emergency.libraryOnly,
    pregnancy: (userId) => pregnancy.get(userId),
  });
  const images = createImagesService({ db: database.db, remote: config.images, log: app.log });
  const journal = createJournalService(database.db);
  const trackers = createTrackersService({
    db: database.db,
    pregnancy: (userId) => pregnancy.get(userId),
    symptomNames: new Map(guidance.content.symptoms.symptoms.map((s) => [s.id, s.name.en])),
    journal,
  });
  const housekeeping = createHousekeeping(database);
  const account = createAccountService({
    ...{ auth, mail, waitlist, pregnancy, assistant, medication, testRecords, mealPlan },
    ...{ trackers, limiter, housekeeping, support, shortlist: babyNames.shortlist },
  });
  // Every hour (and once at start): expired sessions, links, counters and old anonymous
  // checks go (issue 11). One instance or several: the deletes are the same.
  const purge = () =>
    housekeeping
      .purge(new Date(), images.keptKeys() ?? undefined)
      .catch((error: unknown) => app.log.warn({ err: error }, "housekeeping failed"));
  const purging = setInterval(() => void purge(), 60 * 60 * 1000);
  purging.unref();
  app.addHook("onReady", async () => void purge());
  await registerSessions(app, { resolver: auth, secure: config.secureCookies });
  registerRequestLimits(app, limiter);
  app.addHook("onClose", async () => {
    clearInterval(purging);
    await stopListening();
    await mail.drain();
    mailer.close();
    await Promise.all(readers.map((reader) => reader.close()));
    await redis?.close();
  });

  // Feature modules: an explicit list (DESIGN.md §2).
  await app.register(healthRoutes, { database, lifecycle, redis });
  await app.register(waitlistRoutes, { waitlist });
  await app.register(supportRoutes, { support });
  await app.register(authRoutes, { auth, links, secureCookies: config.secureCookies });
  await app.register(accountRoutes, { account, secureCookies: config.secureCookies });
  await app.register(babyDevelopmentRoutes, { development });
  await app.register(pregnancyRoutes, { pregnancy });
  await app.register(imagesRoutes, { images });
  await app.register(assistantRoutes, { assistant, limiter });
  await app.register(voiceRoutes, { widget: config.voiceWidget });
  await app.register(medicationRoutes, { medication });
  await app.register(guidanceRoutes, { guidance });
  await app.register(faqsRoutes, { faqs });
  await app.register(mealPlanRoutes, { mealPlan });
  await app.register(babyNames.routes);
  await app.register(testRecordsRoutes, { records: testRecords });
  await app.register(journalRoutes, { journal });
  await app.register(trackersRoutes, { trackers });
  await app.register(adminRoutes, {
    db: database.db,
    limiter,
    support,
    accounts: account,
    secureCookies: config.secureCookies,
  });
  await app.register(emergencyRoutes, {
    emergency,
    adminAuth: createAdminAuthService({ db: database.db, limiter }),
    secureCookies: config.secureCookies,
  });

  await registerSpa(app, deps.webRoot);
  app.decorate("mail", mail);
  app.decorate("lifecycle", lifecycle);
  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The mail service, for start-up messages and tests that wait for queued mail. */
    mail: ReturnType<typeof createMailService>;
    /** Set when shutting down: readiness turns 503 so load balancers move on. */
    lifecycle: { draining: boolean };
    /** Every route registered (method and URL pattern), for the probes. */
    routeTable: { method: string; url: string }[];
  }
}

/** A number of hops becomes "the nearest n hops" (what Fastify does with a number). */
function proxiesToTrust(trust: Config["trustProxy"]) {
  return typeof trust === "number" ? (_address: string, hop: number) => hop < trust : trust;
}
