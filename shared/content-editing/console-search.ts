import { z } from "zod";

/** A query longer than this is cut, not refused: a pasted paragraph still searches its start. */
export const SEARCH_QUERY_MAX = 100;
/** Results shown per kind; the kind's own list searches the rest by title. */
export const SEARCH_RESULTS_PER_KIND = 10;
/** The search box's parameter, `/staff/search?q=`. */
export const SEARCH_PARAM = "q";

/** The query as the address carries it: trimmed, cut to the bound, anything else read as no query. */
export const SearchQuerySchema = z
  .string()
  .catch("")
  .transform((value) => value.trim().slice(0, SEARCH_QUERY_MAX).trim());

/** One part of a snippet: text, marked when it is one of the words searched for. */
export type SnippetPart = { text: string; match: boolean };
