import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PROJECT_ROOT } from "#server/http/files.ts";

const VNU_JAR = path.join(PROJECT_ROOT, "node_modules/vnu-jar/build/dist/vnu.jar");
/**
 * -Xss: the checker compiles its schema recursively on the main thread; on a loaded machine (code
 * still interpreted, deeper frames) the default 1 MB stack overflowed once. The quick JIT tier and
 * the serial collector cut its CPU time for one short run from about 10 s to 3 s.
 */
const JVM_OPTIONS = ["-Xss8m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];

export type HtmlDocument = { name: string; html: string };

type VnuMessage = { type: string; url?: string; message: string; lastLine?: number };

/**
 * Runs the Nu HTML Checker (the W3C validator) once over all documents, one JVM start for all of
 * them, and returns each error as "<name>:<line>: <message>". Java is required: a missing `java`
 * throws, so a test using this fails rather than passing unchecked.
 */
export function htmlErrors(documents: HtmlDocument[]): string[] {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "html-validity-"));
  try {
    const files = documents.map((document, index) => {
      const file = path.join(folder, `${String(index).padStart(3, "0")}.html`);
      fs.writeFileSync(file, document.html);
      return { file, name: document.name };
    });
    const args = [...JVM_OPTIONS, "-jar", VNU_JAR, "--errors-only", "--format", "json", folder];
    const run = spawnSync("java", args, {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error) throw new Error(`the HTML checker needs Java (java -jar vnu.jar): ${run.error.message}`);
    // vnu prints its JSON report on stderr and exits 1 when it found errors.
    if ((run.status !== 0 && run.status !== 1) || !run.stderr.startsWith("{")) {
      throw new Error(`the HTML checker gave no report (exit ${run.status}): ${run.stdout}${run.stderr}`);
    }
    const report = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    // vnu names each file as `file:<absolute path>`.
    const nameOf = new Map(files.map(({ file, name }) => [`file:${file}`, name]));
    return report.messages
      .filter((message) => message.type === "error" || message.type === "non-document-error")
      .map((message) => {
        const name = (message.url && nameOf.get(message.url)) ?? message.url ?? "?";
        return `${name}:${message.lastLine ?? "?"}: ${message.message}`;
      });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
