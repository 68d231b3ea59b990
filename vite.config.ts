import { fastifyReactRouterDev } from "@mcansh/react-router-fastify/vite";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [
    reactRouter(),
    // The context token module must stay one instance shared by the Fastify
    // host and the React Router build, so it is never bundled into the latter.
    fastifyReactRouterDev({
      entry: "./server/dev-entry.ts",
      externalizeServerEntryImports: ["#app-context"],
    }),
  ],
  build: { assetsInlineLimit: 0 },
});
