import { useRouteLoaderData } from "react-router";
import type { PublicSettings } from "#shared/site/public-settings.ts";

/** The public settings the root loader hands to every page. */
export function useSettings(): PublicSettings {
  const data = useRouteLoaderData("root") as { settings: PublicSettings } | undefined;
  return data?.settings ?? { siteUrl: "", fileBaseUrl: "/files" };
}

/** Address of a file (PDF, image) under the configured file base. */
export function fileUrl(settings: PublicSettings, file: string): string {
  return `${settings.fileBaseUrl}/${file.replace(/^\/+/, "")}`;
}

export function useFileUrl(): (file: string) => string {
  const settings = useSettings();
  return (file) => fileUrl(settings, file);
}
