import type { ViteDevServer } from "vite";
import { buildApp } from "./app.ts";
import type { Config } from "./config.ts";
import { openDatabase } from "./db/database.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { seedDatabase } from "./db/seed.ts";
import { metricsListener, metricsUrl } from "./http/metrics.ts";
import { createLogger } from "./logger.ts";
import { type AddedKind, createServices, type Services } from "./services.ts";

export type RunningService = {
  app: Awaited<ReturnType<typeof buildApp>>;
  services: Services;
  /** Where `/metrics` answers once the service listens; undefined with METRICS=off. */
  metricsUrl(): string | undefined;
  close(): Promise<void>;
};

/** Opens the database, brings it up to date, and builds the app (not yet listening). */
export async function prepareService(
  config: Config,
  devServer?: ViteDevServer,
  addedKinds: readonly AddedKind[] = [],
): Promise<RunningService> {
  const logger = createLogger(config);
  const database = openDatabase(config, (error) => logger.warn({ err: error }, "database connection lost"));
  await migrateToLatest(database.db);
  if (await seedDatabase(database)) logger.info("sample content loaded into the database");
  const services = createServices(config, database, logger, addedKinds);
  // Translations with no English noted yet stand against today's (out-of-date marks start from here).
  await services.translations.noteSources(services.contentEditing.kinds);
  // Indexing a large catalogue takes seconds: pay for it before listening, not in the first search.
  await services.search.warm();
  const app = await buildApp(services, devServer);
  const metrics = config.metrics.enabled
    ? await metricsListener(app, services.metrics, config.metrics)
    : undefined;
  services.mailWorker.start();
  services.webhookWorker.start();
  services.responseWatch.start();
  services.publishSchedule.start();
  let closed = false;
  return {
    app,
    services,
    metricsUrl: () => (metrics ? metricsUrl(metrics) : undefined),
    async close() {
      if (closed) return;
      closed = true;
      // Drains first (server/http/shutdown-drain.ts), then stops listening.
      await app.close();
      // After the requests (which nudge it) and before the database it reads and writes.
      await services.mailWorker.stop();
      await services.webhookWorker.stop();
      await services.responseWatch.stop();
      await services.publishSchedule.stop();
      await database.close();
    },
  };
}
