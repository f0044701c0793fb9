import { describe, expect, it } from "vitest";
import { deviceName } from "./device-name.ts";
import { matchesQuery } from "./model-search.ts";

describe("matchesQuery", () => {
  it("finds a model by part of its name, ignoring case, spaces and punctuation", () => {
    expect(matchesQuery("xps13", ["XPS 13 9340"])).toBe(true);
    expect(matchesQuery("zenbook-14", ["ZenBook 14 UX3405"])).toBe(true);
    expect(matchesQuery("a2681", ["MacBook Air (13-inch, M2, 2022)", "A2681"])).toBe(true);
    expect(matchesQuery("xps15", ["XPS 13 9340"])).toBe(false);
    expect(matchesQuery("  ", ["anything"])).toBe(true);
  });
});

describe("deviceName", () => {
  it("names a device once, with its brand where the model does not say it", () => {
    expect(deviceName("Dell", "XPS 13 9340")).toBe("Dell XPS 13 9340");
    expect(deviceName("Apple", "MacBook Air (13-inch, M2, 2022)")).toBe(
      "MacBook Air (13-inch, M2, 2022)",
    );
    expect(deviceName("Chromebook", "Acer Chromebook 314")).toBe("Acer Chromebook 314");
    expect(deviceName("Lenovo", "Lenovo Legion 7")).toBe("Lenovo Legion 7");
    expect(deviceName("Other", "Framework Laptop 13")).toBe("Framework Laptop 13");
    expect(deviceName("HP", " ")).toBe("HP laptop");
    expect(deviceName("Other", "")).toBe("Your laptop");
  });
});
