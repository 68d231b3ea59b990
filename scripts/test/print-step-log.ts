/** `.ci/run`'s closing table: the steps written to its step log (its own and npm test's), and the wall time. */
import fs from "node:fs";
import { formatStepTable, type StepResult } from "./step-table.ts";

const [log = "", wallSeconds = "0"] = process.argv.slice(2);
const rows = fs
  .readFileSync(log, "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as StepResult);
process.stdout.write(`\n${formatStepTable(rows, Number(wallSeconds))}`);
