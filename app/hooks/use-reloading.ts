import { useNavigation } from "react-router";
import { localizedPath } from "#shared/i18n/locales.ts";
import { usePageLocale } from "../i18n/page-locale.ts";

/**
 * True while the router loads another address of the page at `pathname` (a page of a list, a tab,
 * a filter): spec 4's loading flag, which the page shows while the old list is still on screen.
 */
export function useReloading(pathname: string): boolean {
  const navigation = useNavigation();
  // Lists name their English path; the page being reloaded is in the page's language.
  const localized = localizedPath(pathname, usePageLocale());
  return navigation.state === "loading" && navigation.location.pathname === localized;
}
