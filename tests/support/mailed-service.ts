import { type MailCatcher, startMailCatcher } from "./mail-catcher.ts";
import { startTestService, type TestService } from "./test-service.ts";

export type MailedService = { service: TestService; catcher: MailCatcher; stop(): Promise<void> };

/**
 * A mail catcher and the real service (with `env`) sending its mail to it. `stop` stops the service
 * before the catcher, so mail still going out at the end is not refused as if SMTP were down.
 */
export async function startMailedService(env: Record<string, string> = {}): Promise<MailedService> {
  const catcher = await startMailCatcher();
  const service = await startTestService({ ...env, SMTP_URL: catcher.url }).catch(async (error) => {
    await catcher.stop();
    throw error;
  });
  return {
    service,
    catcher,
    async stop() {
      await service.stop();
      await catcher.stop();
    },
  };
}
