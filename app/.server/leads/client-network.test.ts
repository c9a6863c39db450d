import { describe, expect, it } from "vitest";
import { clientNetwork } from "./client-network";

describe("clientNetwork", () => {
  it("counts every address of an IPv6 /64 as one client", () => {
    expect(clientNetwork("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("2001:0db8:0001:0002:ffff:1:2:3")).toBe("2001:db8:1:2::/64");
    expect(clientNetwork("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
    expect(clientNetwork("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("keeps IPv4 addresses, also when written IPv4-mapped", () => {
    expect(clientNetwork("203.0.113.9")).toBe("203.0.113.9");
    expect(clientNetwork("::ffff:203.0.113.9")).toBe("203.0.113.9");
  });
});
