import { describe, expect, it } from "vitest";
import { CONSOLE_KIND_HOOKS } from "#app/staff/kinds/all-kind-hooks.server.ts";
import { CONTENT_KINDS } from "#server/services.ts";
import { CONSOLE_KINDS } from "#shared/content-editing/console-kinds.ts";

/**
 * The two registries of decision 104 agree: every console description names a kind of the engine,
 * and every kind of the engine has one, so none is missing from the console or its role table;
 * each reads its posted fields back somehow (its zod form or its validate hook).
 */
describe("the console's kinds", () => {
  it("are the engine's kinds, one description each, with the engine's label", () => {
    expect(CONSOLE_KINDS.map((kind) => kind.name).sort()).toEqual(
      CONTENT_KINDS.map((kind) => kind.name).sort(),
    );
    for (const description of CONSOLE_KINDS) {
      const kind = CONTENT_KINDS.find((content) => content.name === description.name);
      expect([description.name, description.label]).toEqual([description.name, kind?.label]);
    }
  });

  it.each(CONSOLE_KINDS.map((kind) => [kind.name, kind] as const))(
    "%s reads its form back",
    (_name, kind) => {
      expect(kind.form !== undefined || CONSOLE_KIND_HOOKS[kind.name]?.validate !== undefined).toBe(true);
    },
  );

  it("have hooks only for kinds there are", () => {
    const names = new Set(CONSOLE_KINDS.map((kind) => kind.name));
    expect(Object.keys(CONSOLE_KIND_HOOKS).filter((name) => !names.has(name))).toEqual([]);
  });
});
