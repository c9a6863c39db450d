export class JsonSyntaxError extends Error {
  override name = "JsonSyntaxError";
}

const MAX_DEPTH = 32;
// eslint-disable-next-line no-control-regex -- JSON forbids raw control characters in strings
const STRING = /"(?:[^"\\\u0000-\u001f]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})*"/y;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const SPACE = /[ \t\n\r]*/y;

/**
 * JSON.parse, but a key given twice is an error rather than "last one wins",
 * and objects have no prototype, so "__proto__" is an ordinary key.
 */
export function parseStrictJson(text: string): unknown {
  let at = 0;
  const fail = (what: string): never => {
    throw new JsonSyntaxError(`${what} at position ${at}`);
  };
  const skip = () => {
    SPACE.lastIndex = at;
    SPACE.exec(text);
    at = SPACE.lastIndex;
  };
  const token = (pattern: RegExp): string | undefined => {
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (!match) return undefined;
    at = pattern.lastIndex;
    return match[0];
  };
  const literal = (word: string, value: unknown) => {
    if (!text.startsWith(word, at)) fail("Unexpected token");
    at += word.length;
    return value;
  };

  function value(depth: number): unknown {
    if (depth > MAX_DEPTH) fail("Nested too deeply");
    skip();
    const char = text[at];
    if (char === "{") return object(depth);
    if (char === "[") return array(depth);
    if (char === '"') return JSON.parse(token(STRING) ?? fail("Bad string")) as string;
    if (char === "t") return literal("true", true);
    if (char === "f") return literal("false", false);
    if (char === "n") return literal("null", null);
    const number = token(NUMBER);
    return number === undefined ? fail("Unexpected token") : Number(number);
  }

  function object(depth: number): Record<string, unknown> {
    const result: Record<string, unknown> = Object.create(null);
    at++;
    skip();
    if (text[at] === "}") return (at++, result);
    for (;;) {
      skip();
      const key = JSON.parse(token(STRING) ?? fail("Expected a key")) as string;
      if (Object.hasOwn(result, key)) fail(`Duplicate key "${key.slice(0, 40)}"`);
      skip();
      if (text[at++] !== ":") fail("Expected ':'");
      result[key] = value(depth + 1);
      skip();
      const next = text[at++];
      if (next === "}") return result;
      if (next !== ",") fail("Expected ',' or '}'");
    }
  }

  function array(depth: number): unknown[] {
    const result: unknown[] = [];
    at++;
    skip();
    if (text[at] === "]") return (at++, result);
    for (;;) {
      result.push(value(depth + 1));
      skip();
      const next = text[at++];
      if (next === "]") return result;
      if (next !== ",") fail("Expected ',' or ']'");
    }
  }

  const result = value(0);
  skip();
  if (at !== text.length) fail("Unexpected data after the end");
  return result;
}
