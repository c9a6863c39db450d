import { describe, expect, it } from "vitest";
import { sameSitePath } from "./same-site-path";

describe("sameSitePath", () => {
  it.each([
    ["/services/", "/services"],
    ["/a/b///", "/a/b"],
    ["//evil.example/", "/evil.example"],
    ["/\\evil.example/", "/evil.example"],
    ["///evil.example/x/", "/evil.example/x"],
    ["/\\/\\evil.example", "/evil.example"],
  ])("%s redirects to %s", (input, output) => expect(sameSitePath(input)).toBe(output));
});
