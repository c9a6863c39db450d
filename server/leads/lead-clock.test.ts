import { afterEach, describe, expect, it, vi } from "vitest";
import { leadClock } from "./lead-clock";

describe("leadClock", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is the real day without an offset, and that many days later with one", () => {
    vi.useFakeTimers({ now: Date.parse("2026-03-31T23:30:00Z") });
    expect(leadClock().today()).toBe("2026-03-31");
    expect(leadClock(2).today()).toBe("2026-04-02");
    expect(leadClock(-1).now().toISOString()).toBe("2026-03-30T23:30:00.000Z");
  });
});
