import { describe, expect, it } from "vitest";
import { redactUrl } from "./log-redaction.ts";

describe("redactUrl", () => {
  it("takes the secrets out of private links and leaves the rest", () => {
    expect(redactUrl("/orders/WC-7K3M9Q2A?token=abc_DEF-123&placed=1")).toBe(
      "/orders/WC-7K3M9Q2A?token=[redacted]&placed=1",
    );
    expect(redactUrl("/staff/welcome/abcDEF_123-xyz")).toBe("/staff/welcome/[redacted]");
    expect(redactUrl("/staff/welcome/abcDEF_123-xyz?x=1")).toBe("/staff/welcome/[redacted]?x=1");
    expect(redactUrl("/orders/WC-1/proofs/file?key=secret")).toBe(
      "/orders/WC-1/proofs/file?key=[redacted]",
    );
    expect(redactUrl("/custom-laptop-wraps?brand=Apple")).toBe("/custom-laptop-wraps?brand=Apple");
    expect(redactUrl("/staff/orders")).toBe("/staff/orders");
  });
});
