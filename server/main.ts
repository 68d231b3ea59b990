import { type Config, ConfigError, loadConfig } from "./config.ts";
import { prepareService } from "./start.ts";

const SHUTDOWN_TIMEOUT_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

const service = await prepareService(readConfig());
const config = service.services.config;
await service.app.listen({ port: config.port, host: config.host });

// SIGTERM: turn new requests away (503), let in-flight ones finish, stop listening, close the database.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    service.app.log.info({ signal }, "shutting down");
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    service.close().then(
      () => process.exit(0),
      (error: unknown) => {
        service.app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  });
}
