import { describe, expect, it } from "vitest";
import { csvCell } from "./lead-csv";

describe("csvCell", () => {
  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ["+1 408", `"'+1 408"`],
    ["-2+3", `"'-2+3"`],
    ["@SUM(A1)", `"'@SUM(A1)"`],
    ["\t=1", `"'\t=1"`],
    ["Plain, with comma", `"Plain, with comma"`],
    ["Two\nlines", `"Two\nlines"`],
    ["Acme;=1+1", `"Acme;=1+1"`],
    [" =1+1", `"' =1+1"`],
    ["\u00a0\u00a0+SUM(A1)", `"'\u00a0\u00a0+SUM(A1)"`],
    ["\r=1", `"'\r=1"`],
    ["Ann ", `"Ann "`],
    [" Ann", `" Ann"`],
    ["a;b", `"a;b"`],
    ['Say "hi"', `"Say ""hi"""`],
    ["Ann-Marie O'Neil", "Ann-Marie O'Neil"],
    ["Ann", "Ann"],
    [null, ""],
  ])("%j becomes %s", (input, output) => expect(csvCell(input)).toBe(output));
});
