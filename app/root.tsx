import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  type ShouldRevalidateFunction,
  useRouteError,
} from "react-router";
import { LANGUAGE_TAGS } from "#shared/i18n/locales.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
import type { Route } from "./+types/root.ts";
import { LanguageSuggestion } from "./components/layout/language-suggestion.tsx";
import { NotFound } from "./components/layout/not-found.tsx";
import { useOwnChrome } from "./components/layout/own-chrome.ts";
import { ServerError } from "./components/layout/server-error.tsx";
import { SiteFooter } from "./components/layout/site-footer.tsx";
import { SiteHeader } from "./components/layout/site-header.tsx";
import { useRememberedLanding } from "./enquiries/visit-source.ts";
import { useScrollToTop } from "./hooks/use-scroll-to-top.ts";
import { usePageLocale } from "./i18n/page-locale.ts";
import { useNonce } from "./nonce.tsx";
import styles from "./styles/index.css?url";

export const links: Route.LinksFunction = () => [
  // With a precedence React sends the stylesheet ahead of the script preloads, so on a slow
  // connection the render-blocking CSS is not queued behind the page's JavaScript.
  { rel: "stylesheet", href: styles, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: Route.MetaFunction = ({ error }) =>
  error
    ? [{ title: `${m.not_found_meta_title()} | Fenmoor Chemicals` }, { name: "robots", content: "noindex" }]
    : [];

export { loader, middleware } from "./root.server.ts";

/**
 * The root's data (settings, identity, menu, basket) does not follow the address and changes during
 * a visit only through a form posted to an action, the sample basket's (its redirect back still
 * carries the POST). Reloaded on every change of a query, its failure would replace the page that
 * handles its own (decision 100).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== "GET" && defaultShouldRevalidate;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const locale = usePageLocale();
  const ownChrome = useOwnChrome();
  return (
    <html lang={LANGUAGE_TAGS[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3a53" />
        {/* Lets CSS hide JavaScript-only controls for visitors without it, before first paint. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
        >{`document.documentElement.classList.add("js")`}</script>
        <Meta />
        <Links />
      </head>
      <body>
        {ownChrome ? (
          children
        ) : (
          <>
            <a className="skip-link" href="#main">
              {m.skip_to_content()}
            </a>
            {/* Server only: hydration skips an element <body> does not expect (decision 066). */}
            {import.meta.env.SSR ? <LanguageSuggestion /> : null}
            <SiteHeader />
            <main id="main" tabIndex={-1}>
              {children}
            </main>
            <SiteFooter />
          </>
        )}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useScrollToTop();
  // The public pages note where a visit began, for the first form it sends (decision 119).
  useRememberedLanding(!useOwnChrome());
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ServerError />;
}
