import type { MetaDescriptor } from "react-router";
import { siteConfig } from "#shared/site/site-config.ts";

/** A console page's title; no console page is ever indexed. */
export function staffMeta(title: string): MetaDescriptor[] {
  return [
    { title: `${title} | ${siteConfig.company.name} staff` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
