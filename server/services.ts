import type { Logger } from "pino";
import { type Catalogue, createCatalogue } from "./catalogue/catalogue.ts";
import { type Company, createCompany } from "./company/company.ts";
import type { Config } from "./config.ts";
import { type ContentVersion, createContentVersion } from "./content-version.ts";
import type { DatabaseHandle } from "./db/database.ts";
import { createMetrics, type Metrics } from "./http/metrics.ts";
import { createMedia, type Media } from "./media/media.ts";

/** Settings the browser may see; nothing secret goes here. */
export type PublicSettings = {
  siteUrl: string;
  fileBaseUrl: string;
};

/** One instance per process, shared by the API routes and the page loaders. */
export type Services = {
  config: Config;
  publicSettings: PublicSettings;
  database: DatabaseHandle;
  logger: Logger;
  catalogue: Catalogue;
  company: Company;
  media: Media;
  contentVersion: ContentVersion;
  metrics: Metrics;
};

export function createServices(config: Config, database: DatabaseHandle, logger: Logger): Services {
  return {
    config,
    publicSettings: { siteUrl: config.publicSiteUrl, fileBaseUrl: config.fileBaseUrl },
    database,
    logger,
    catalogue: createCatalogue(database.db),
    company: createCompany(database.db),
    media: createMedia(database.db),
    contentVersion: createContentVersion(database.db),
    metrics: createMetrics(),
  };
}
