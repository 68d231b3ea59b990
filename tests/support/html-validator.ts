import path from "node:path";
import { inject } from "vitest";
import { PROJECT_ROOT } from "#server/http/files.ts";

export const VNU_JAR = path.join(PROJECT_ROOT, "node_modules/vnu-jar/build/dist/vnu.jar");
/** How long the first check waits for the checker's JVM to start on a loaded machine. */
const START_TIMEOUT_MS = 120_000;

export type HtmlDocument = { name: string; html: string };

type VnuMessage = { type: string; message: string; lastLine?: number };

/** One document's report from the checker's service; undefined while the service is not up yet. */
async function report(url: string, html: string): Promise<VnuMessage[] | undefined> {
  let response: Response;
  try {
    response = await fetch(`${url}?out=json&level=error`, {
      method: "POST",
      headers: { "content-type": "text/html; charset=utf-8" },
      body: html,
    });
  } catch {
    return undefined;
  }
  if (!response.ok) throw new Error(`the HTML checker answered ${response.status}`);
  return ((await response.json()) as { messages: VnuMessage[] }).messages;
}

/**
 * Checks documents with the Nu HTML Checker (the W3C validator), which the run's global setup
 * started (html-checker.global.ts), and returns each error as "<name>:<line>: <message>". Java is
 * required: without it the service never answers and this throws, so a test using it fails rather
 * than passing unchecked.
 */
export async function htmlErrors(documents: HtmlDocument[]): Promise<string[]> {
  const url = inject("htmlCheckerUrl");
  const started = Date.now();
  const errors: string[] = [];
  for (const { name, html } of documents) {
    let messages = await report(url, html);
    while (messages === undefined) {
      if (Date.now() - started > START_TIMEOUT_MS) {
        throw new Error(`the HTML checker (java -cp vnu.jar, at ${url}) did not start: is Java installed?`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
      messages = await report(url, html);
    }
    for (const message of messages) {
      if (message.type === "error" || message.type === "non-document-error") {
        errors.push(`${name}:${message.lastLine ?? "?"}: ${message.message}`);
      }
    }
  }
  return errors;
}
