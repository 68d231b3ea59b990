/** `npm start` on a fresh clone: build once if there is no production build yet. */
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
if (!fs.existsSync(path.join(root, "build/server/index.js"))) {
  console.log("No production build found: building first.");
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}
