import { fastifyReactRouterDev } from "@mcansh/react-router-fastify/vite";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { clientBuildLocale, oneLanguageMessages } from "./scripts/i18n/one-language-messages.ts";

const PARAGLIDE_RUNTIME = /[\\/]shared[\\/]i18n[\\/]paraglide[\\/]runtime\.js$/;

/**
 * In development the browser gets every language and reads the page's from its address: a small
 * runtime in place of Paraglide's. A production build has one language per client build (decision 061).
 */
function browserMessageRuntime(): Plugin {
  return {
    name: "fenmoor-browser-message-runtime",
    apply: "serve",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && PARAGLIDE_RUNTIME.test(resolved.id)
        ? this.resolve("/app/i18n/browser-runtime.ts", undefined, { skipSelf: true })
        : null;
    },
  };
}

const SHELL_MODULE =
  /[\\/](app[\\/](components[\\/](layout|search|content|ui|media)|hooks|seo|navigation|nonce|settings|enquiries[\\/]visit-source)|shared[\\/](site[\\/](site-config|date-format|page-hrefs)|media|enquiries[\\/]visit-source))[\\/.]/;
/**
 * Shell-area modules that one page alone imports: in the shell, every other page would download
 * them; in their page's chunk they cost that page no extra request.
 */
const ONE_PAGE_MODULE =
  /[\\/]app[\\/](components[\\/](ui[\\/](link-tabs|data-table)|media[\\/]news-article|content[\\/]video-banner|ui[\\/]external-link)|hooks[\\/]use-news-fragment|seo[\\/]organization)\./;

export default defineConfig({
  plugins: [
    browserMessageRuntime(),
    oneLanguageMessages(clientBuildLocale()),
    reactRouter(),
    // The dev SSR build bundles what the server entry imports like any other module: the router
    // context tokens stay one per process through their global registry (server/router-context.ts).
    fastifyReactRouterDev({ entry: "./server/dev-entry.ts", externalizeServerEntryImports: false }),
  ],
  build: { assetsInlineLimit: 0 },
  environments: {
    // React and React Router change together and every page needs them: one chunk instead of four
    // saves the cross-chunk import overhead (about 2.5 KB gzipped on every page; docs/decisions/013).
    // The cookie package stays out of it: only the enquiry form reads a cookie in the browser.
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|set-cookie-parser)[\\/]/,
                },
                // The page shell (header, footer, search, the note of where a visit began), the small
                // components most pages share and the shared site identity, dates and artwork sizes they read:
                // one request instead of about twelve (docs/decisions/015). The forms, the home page
                // and the catalogue keep their own chunks so the home page stays inside its budget.
                // Modules a single page imports stay in that page's own chunk.
                {
                  name: "shell",
                  test: (id) => SHELL_MODULE.test(id) && !ONE_PAGE_MODULE.test(id),
                },
                // The lead forms' "Prefer to talk?" panel and contact lines: one small chunk for the
                // three form pages, out of the shell every other page loads (decision 061).
                {
                  name: "talk-to-us",
                  test: /[\\/]app[\\/]components[\\/]enquiry[\\/](talk-to-us|contact-lines)\./,
                },
              ],
            },
          },
        },
      },
    },
  },
});
