import { describe, expect, it } from "vitest";
import { clientAddress, clientNetwork, UNKNOWN_CLIENT } from "./client-network";

describe("clientAddress", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    [" 203.0.113.9 ", "203.0.113.9"],
    ["203.0.113.9:51234", "203.0.113.9"],
    ["2001:DB8:0:0::1", "2001:db8::1"],
    ["[2001:db8::1]", "2001:db8::1"],
    ["[2001:db8::1]:443", "2001:db8::1"],
    ["fe80::1%eth0", "fe80::1"],
    ["::1", "::1"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["::FFFF:127.0.0.1", "127.0.0.1"],
    ["::ffff:7f00:1", "127.0.0.1"],
    ["0:0:0:0:0:ffff:cb00:7109", "203.0.113.9"],
    ["[::ffff:7f00:1]:8080", "127.0.0.1"],
  ])("reads %j as %s", (raw, address) => expect(clientAddress(raw)).toBe(address));

  it("drops a zone of any length", () => expect(clientAddress(`fe80::1%${"z".repeat(5000)}`)).toBe("fe80::1"));

  it.each([
    undefined,
    "",
    "unknown",
    "not-an-ip",
    "203.0.113.256",
    "01.2.3.4",
    "203.0.113.9, 10.0.0.1",
    "[2001:db8::1",
    "2001:db8::1]:80",
    "::ffff:999.0.0.1",
  ])("reads %j as unknown", (raw) => expect(clientAddress(raw)).toBe(UNKNOWN_CLIENT));

  it("reads 5,000 characters as unknown", () => expect(clientAddress("x".repeat(5000))).toBe(UNKNOWN_CLIENT));
});

describe("clientNetwork", () => {
  it("counts every address of an IPv6 /64 as one client", () => {
    expect(clientNetwork("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(clientNetwork(clientAddress("2001:0db8:0001:0002:ffff:1:2:3"))).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
    expect(clientNetwork(clientAddress("fe80::1%eth0"))).toBe("fe80:0:0:0::/64");
  });

  it("keeps IPv4 addresses, also when written IPv4-mapped, and unknown clients as one", () => {
    expect(clientNetwork("203.0.113.9")).toBe("203.0.113.9");
    expect(clientNetwork(clientAddress("::ffff:203.0.113.9"))).toBe("203.0.113.9");
    expect(clientNetwork(UNKNOWN_CLIENT)).toBe(UNKNOWN_CLIENT);
  });
});
