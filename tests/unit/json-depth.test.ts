import { expect, it } from "vitest";
import { jsonDeeperThan } from "#server/http/json-body.ts";

it("counts the nesting of objects and arrays, not brackets inside strings", () => {
  expect(jsonDeeperThan('{"a":[{"b":1}]}', 3)).toBe(false);
  expect(jsonDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
  expect(jsonDeeperThan('{"a":"[[[[{{{{"}', 1)).toBe(false);
  expect(jsonDeeperThan('{"a":"\\"[[[[","b":{}}', 1)).toBe(true);
});
