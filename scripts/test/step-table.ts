export type StepResult = {
  name: string;
  seconds: number;
  status: "passed" | "failed" | "stopped" | "not run";
};

function clock(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/**
 * The duration of each step, in the order they are listed, and the wall time of the whole, which is
 * less than their sum where steps ran side by side.
 */
export function formatStepTable(rows: StepResult[], wallSeconds: number): string {
  const width = Math.max(...rows.map(({ name }) => name.length), "step".length);
  const line = (name: string, time: string, status: string) =>
    `${name.padEnd(width)}  ${time.padStart(6)}  ${status}\n`;
  return [
    line("step", "m:ss", "result"),
    ...rows.map(({ name, seconds, status }) => line(name, clock(seconds), status)),
    line(
      "wall time",
      clock(wallSeconds),
      rows.every(({ status }) => status === "passed") ? "passed" : "failed",
    ),
  ].join("");
}
