import { describe, expect, it } from "vitest";
import { classifyMailFailure } from "./mail-failure";

const smtpError = (code: string, responseCode?: number) => Object.assign(new Error(code), { code, responseCode });

describe("classifyMailFailure", () => {
  it.each([
    ["bad credentials (535)", smtpError("EAUTH", 535), "configuration"],
    ["sender refused by relay policy (550 at MAIL FROM)", smtpError("EENVELOPE", 550), "configuration"],
    ["recipient refused by relay policy (554 at RCPT TO)", smtpError("EENVELOPE", 554), "configuration"],
    ["TLS failure", smtpError("ETLS"), "configuration"],
    ["this message refused after DATA (550)", smtpError("EMESSAGE", 550), "message"],
    ["this message refused after DATA (554)", smtpError("EMESSAGE", 554), "message"],
    ["greylisted (451)", smtpError("EMESSAGE", 451), "transient"],
    ["temporary auth failure (454)", smtpError("EAUTH", 454), "transient"],
    ["connection refused", smtpError("ESOCKET"), "transient"],
    ["timeout", smtpError("ETIMEDOUT"), "transient"],
    ["anything else", new Error("disk full"), "transient"],
  ])("%s is %s", (_name, error, kind) => expect(classifyMailFailure(error)).toBe(kind));
});
