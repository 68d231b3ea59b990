import { spawn } from "node:child_process";
import type { TestProject } from "vitest/node";
import { freePort } from "../../scripts/support/service-process.ts";
import { VNU_JAR } from "./html-validator.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The Nu HTML Checker's web service for this run, on loopback (tests/support/html-validator.ts). */
    htmlCheckerUrl: string;
  }
}

/**
 * -Xss: the checker compiles its schema recursively on the main thread; on a loaded machine (code
 * still interpreted, deeper frames) the default 1 MB stack overflowed once. The quick JIT tier and
 * the serial collector cut its CPU time by two thirds.
 */
const JVM_OPTIONS = ["-Xss8m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];

/**
 * Starts the Nu HTML Checker once per run as a web service: one JVM start (some 3 s of CPU) in
 * place of one per test file that checks pages. Not awaited: the first check waits for it.
 */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const checker = spawn(
    "java",
    [
      ...JVM_OPTIONS,
      "-Dnu.validator.servlet.bind-address=127.0.0.1",
      "-cp",
      VNU_JAR,
      "nu.validator.servlet.Main",
      String(port),
    ],
    { stdio: "ignore" },
  );
  // A missing `java` fails the first check, which then cannot reach the service.
  checker.on("error", () => {});
  project.provide("htmlCheckerUrl", `http://127.0.0.1:${port}/`);
  return () => {
    checker.kill();
  };
}
