import { describe, expect, it } from "vitest";
import { deviceBody } from "#app/domain/catalog/bodies.ts";
import { designPrintQuality, printQualityTier } from "./print-quality.ts";
import { centredPlacement } from "#app/forms/placement.ts";

describe("printQualityTier", () => {
  it("reads the tiers from the policies: excellent from 300 DPI, then good, fair, poor", () => {
    expect(printQualityTier(300).id).toBe("excellent");
    expect(printQualityTier(299).id).toBe("good");
    expect(printQualityTier(200).id).toBe("good");
    expect(printQualityTier(199).id).toBe("fair");
    expect(printQualityTier(150).id).toBe("fair");
    expect(printQualityTier(149).id).toBe("poor");
    expect(printQualityTier(0).id).toBe("poor");
  });
});

describe("designPrintQuality", () => {
  const air = deviceBody("Apple", "MacBook Air (13-inch, M2, 2022)");

  it("rates a typical 3000 × 2000 photo across a 13-inch lid good, not an error", () => {
    const quality = designPrintQuality({
      pixels: { width: 3000, height: 2000 },
      placement: centredPlacement,
      body: air,
      palmrest: false,
    });
    expect(quality.tier).toBe("good");
    expect(quality.dpi).toBeGreaterThan(200);
  });

  it("rates a small web picture poor, and a smaller placement better", () => {
    const small = { width: 800, height: 600 };
    expect(
      designPrintQuality({ pixels: small, placement: centredPlacement, body: air, palmrest: false })
        .tier,
    ).toBe("poor");
    expect(
      designPrintQuality({
        pixels: small,
        placement: { ...centredPlacement, scale: 0.4 },
        body: air,
        palmrest: false,
      }).tier,
    ).toBe("fair");
  });

  it("takes the softer of lid and palm rest for Top + Palmrest", () => {
    const pixels = { width: 3000, height: 2000 };
    const placement = { ...centredPlacement, scale: 0.5 };
    const lidOnly = designPrintQuality({ pixels, placement, body: air, palmrest: false });
    const both = designPrintQuality({ pixels, placement, body: air, palmrest: true });
    expect(both.dpi).toBeLessThan(lidOnly.dpi);
  });

  it("counts an image made on our template by its trim's pixels, not its bleed's", () => {
    const { lid } = air;
    // 300 pixels an inch over the template: the lid and 0.125 in of bleed on every side.
    const pixels = { width: Math.round((lid.width + 0.25) * 300), height: 0 };
    pixels.height = Math.round((lid.height + 0.25) * 300);
    const quality = designPrintQuality({
      pixels,
      placement: centredPlacement,
      body: air,
      palmrest: false,
    });
    expect(quality.dpi).toBe(300);
  });
});
