import type { FastifyInstance } from "fastify";

/**
 * No form or API body of the site nests deeper than a few levels; a deeper one is an attack on the
 * code that walks it recursively (JSON.stringify, validators), which overflows the stack.
 */
const MAX_JSON_DEPTH = 32;

/** Whether the JSON text nests objects and arrays deeper than `limit`, read without recursion. */
export function jsonDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > limit) return true;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return false;
}

/** Fastify's own JSON parser (prototype poisoning refused) behind the depth limit, for every route. */
export function limitJsonDepth(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body as string;
    if (!jsonDeeperThan(text, MAX_JSON_DEPTH)) return parseJson(request, text, done);
    const error = Object.assign(new Error(`The JSON body nests deeper than ${MAX_JSON_DEPTH} levels.`), {
      statusCode: 400,
    });
    done(error, undefined);
  });
}
