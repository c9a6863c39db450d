import { describe, expect, it } from "vitest";
import { builtPages } from "./support/built-pages";

// Pages are pre-rendered for the addresses the site serves, which never end in a slash (server/trailing-slash.ts
// redirects one away): React Router 8 keeps the slash its pre-rendering asks with, so without
// scripts/prerender-served-addresses.ts a form would post to `/contact-us/` and a filter link point at `/resources/blogs/`.
const addressesIn = (html: string) =>
  [...html.matchAll(/\b(?:action|href)="(\/[^"]*)"/g)].map(([, address]) => address!).filter((address) => !address.startsWith("//"));

describe("the pre-rendered pages' own addresses", () => {
  it("name no page with a trailing slash: form actions, links, canonical and alternate addresses", () => {
    const slashed = builtPages().flatMap(({ route, html }) =>
      addressesIn(html)
        .filter((address) => /.\/(?:[?#]|$)/.test(address))
        .map((address) => `${route}: ${address}`),
    );
    expect(slashed).toEqual([]);
  });

  it("post the forms that take posts to the page itself, as it is served", () => {
    const contact = builtPages().find(({ route }) => route === "/contact-us")!;
    const postForms = contact.html.match(/<form\b[^>]*\bmethod="post"[^>]*>/g) ?? [];
    expect(postForms.map((form) => /\baction="([^"]*)"/.exec(form)?.[1])).toEqual(["/contact-us"]);
  });
});
