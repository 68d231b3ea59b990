import { CaseStudyRecord } from "#server/case-studies/content-files.ts";
import { IndustryRecord } from "#server/company/content-files.ts";
import { HomeRecord } from "#server/home/content-files.ts";
import { IndustryPageRecord } from "#server/industry-pages/content-files.ts";
import { CASE_STUDY_EDITOR } from "#shared/content-editing/case-study-form.ts";
import { HOME_EDITOR } from "#shared/content-editing/home-form.ts";
import { INDUSTRY_EDITOR } from "#shared/content-editing/industry-form.ts";
import { CATALOGUE_PRODUCTS_LIST, INDUSTRY_PAGE_EDITOR } from "#shared/content-editing/industry-page-form.ts";
import type { ConsoleKindHooks } from "./kind-hooks.server.ts";

/**
 * The site's fixed pages of content (issue 15): their fields come in groups (a list's items each in
 * its own numbered group, as many as the record has and spares), read back by the form's own parser.
 * None is created, so `record` is always there.
 */
export const INDUSTRY_HOOKS: ConsoleKindHooks = {
  groups: (record) => INDUSTRY_EDITOR.groups(IndustryRecord.parse(record)),
  values: (record) => INDUSTRY_EDITOR.values(IndustryRecord.parse(record)),
  validate: async (values) => INDUSTRY_EDITOR.parse(values),
};

export const CASE_STUDY_HOOKS: ConsoleKindHooks = {
  groups: () => CASE_STUDY_EDITOR.groups(),
  values: (record) => CASE_STUDY_EDITOR.values(CaseStudyRecord.parse(record)),
  validate: async (values, { key }) => CASE_STUDY_EDITOR.parse(values, key ?? ""),
};

export const INDUSTRY_PAGE_HOOKS: ConsoleKindHooks = {
  groups: (record) => INDUSTRY_PAGE_EDITOR.groups(IndustryPageRecord.parse(record)),
  values: (record) => INDUSTRY_PAGE_EDITOR.values(IndustryPageRecord.parse(record)),
  validate: async (values, { services }) =>
    INDUSTRY_PAGE_EDITOR.parse(values, new Set(await services.catalogue.productNames())),
  suggestions: async (services) => ({ [CATALOGUE_PRODUCTS_LIST]: await services.catalogue.productNames() }),
};

export const HOME_HOOKS: ConsoleKindHooks = {
  groups: () => HOME_EDITOR.groups(),
  values: (record) => HOME_EDITOR.values(HomeRecord.parse(record)),
  validate: async (values) => HOME_EDITOR.parse(values),
};
