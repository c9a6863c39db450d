import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FormEncodingError, parseStrictForm } from "./strict-form";

// Random escapes stay below %E0 so none can spell a real U+FFFD; the fixed ones add 3- and 4-byte characters.
const formText = fc.stringMatching(/^(?:[a-zA-Z0-9=&+% ]|%[0-9a-dA-D][0-9a-fA-F]|%E2%82%AC|%F0%9F%98%80)*$/);

describe("parseStrictForm", () => {
  it("reads what URLSearchParams reads whenever the escapes spell valid UTF-8", () => {
    fc.assert(
      fc.property(formText, (text) => {
        const loose = [...new URLSearchParams(text)];
        if (loose.some(([name, value]) => `${name}${value}`.includes("\uFFFD"))) {
          expect(() => parseStrictForm(text)).toThrow(FormEncodingError);
        } else {
          expect(parseStrictForm(text)).toEqual(loose);
        }
      }),
    );
  });

  it.each(["a=%FF", "a=%C3", "a=%ED%A0%80", "%80=b"])("refuses %s", (text) => {
    expect(() => parseStrictForm(text)).toThrow(FormEncodingError);
  });
});
