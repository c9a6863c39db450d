import { describe, expect, it } from "vitest";
import { mayOpen, staffAccess } from "./staff-access";
import { staffPaths } from "#shared/staff-paths.ts";

describe("the staff access map", () => {
  it("gives each path the most specific entry that covers it, a data request its page's", () => {
    expect(staffAccess(staffPaths.signIn)).toBe("anyone");
    expect(staffAccess(staffPaths.signInLink)).toBe("anyone");
    expect(staffAccess(staffPaths.passkeySignIn)).toBe("anyone");
    expect(staffAccess(staffPaths.passkeyRegister)).toBe("member");
    expect(staffAccess(staffPaths.leadsPurge)).toEqual(["admin"]);
    expect(staffAccess(`${staffPaths.leadsPurge}.data`)).toEqual(["admin"]);
    expect(staffAccess(staffPaths.lead("L-1"))).toEqual(["sales"]);
    expect(staffAccess(staffPaths.leadsExport)).toEqual(["sales"]);
    expect(staffAccess(`${staffPaths.contentApi}/tree`)).toEqual(["editor"]);
    expect(staffAccess(staffPaths.contentPreview("/services"))).toEqual(["editor"]);
    expect(staffAccess(`${staffPaths.home}.data`)).toBe("member");
  });

  it("never lets a look-alike path borrow an entry, and asks for a session where no entry names the path", () => {
    expect(staffAccess("/staff/sign-inx")).toBe("member");
    expect(staffAccess("/staff/auditing")).toBe("member");
    expect(staffAccess("/staff/unknown")).toBe("member");
  });

  it("opens everything to an admin, the editor's paths to editors only, and member paths to every role", () => {
    expect(mayOpen("admin", staffPaths.audit)).toBe(true);
    expect(mayOpen("admin", staffPaths.contentPublish)).toBe(true);
    expect(mayOpen("editor", staffPaths.contentPublish)).toBe(true);
    expect(mayOpen("sales", staffPaths.content)).toBe(false);
    // The insights show an editor the page speed only (the page leaves the leads' figures out for them).
    expect(mayOpen("editor", staffPaths.insights)).toBe(true);
    expect(mayOpen("editor", staffPaths.leads)).toBe(false);
    expect(mayOpen("sales", staffPaths.insights)).toBe(true);
    expect(mayOpen("sales", staffPaths.passkey)).toBe(true);
    expect(mayOpen("editor", staffPaths.audit)).toBe(false);
  });
});
