import { compile } from "@inlang/paraglide-js";
import { PARAGLIDE_OPTIONS } from "./paraglide-options.ts";

/** Compiles messages/*.json into typed message functions (git-ignored output; decision 060). */
await compile(PARAGLIDE_OPTIONS);
// The inlang SDK leaves a handle open for half a minute after compiling; nothing is left to wait for.
process.exit(0);
