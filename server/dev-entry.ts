import type { ViteDevServer } from "vite";
import { loadConfig } from "./config.ts";
import { prepareService } from "./start.ts";

/** `npm run dev`: the same service, with pages served through Vite's dev server. */
export async function createServer(vite: ViteDevServer) {
  const config = loadConfig({ NODE_ENV: "development", LOG_LEVEL: "info", ...process.env });
  const service = await prepareService(config, vite);
  return service.app;
}
