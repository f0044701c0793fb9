import { describe, expect, it } from "vitest";
import { bodyFamily, deviceBody, estimatedLid, typicalDisplayInches } from "./bodies.ts";
import { brands } from "./index.ts";
import { logoPath, logoShapes } from "./logos.ts";

const everyModel = brands.flatMap((brand) =>
  brand.models.map((model) => [brand.name, model.name] as const),
);

describe("deviceBody", () => {
  it.each(everyModel)("%s %s: a body whose parts fit inside it", (brand, model) => {
    const body = deviceBody(brand, model);
    const { lid, deck, display } = body;
    expect(lid.width).toBeGreaterThan(lid.height);
    for (const cutout of lid.cutouts) {
      expect(cutout.centerX - cutout.width / 2).toBeGreaterThanOrEqual(0);
      expect(cutout.centerX + cutout.width / 2).toBeLessThanOrEqual(lid.width);
      expect(cutout.centerY + cutout.height / 2).toBeLessThanOrEqual(lid.height);
    }
    expect(display.x + display.width).toBeLessThanOrEqual(lid.width);
    expect(display.y + display.height).toBeLessThanOrEqual(lid.height);
    if (deck) {
      const { keyboard, trackpad } = deck;
      expect(keyboard.x + keyboard.width).toBeLessThanOrEqual(deck.width);
      // The trackpad lies below the keyboard and inside the deck.
      expect(trackpad.y).toBeGreaterThanOrEqual(keyboard.y + keyboard.height);
      expect(trackpad.y + trackpad.height).toBeLessThanOrEqual(deck.height);
    }
  });

  it("gives every MacBook the Apple logo cut-out, centred on the lid", () => {
    const macbooks = everyModel.filter(([brand]) => brand === "Apple");
    expect(macbooks.length).toBeGreaterThan(0);
    for (const [brand, model] of macbooks) {
      const { lid, family } = deviceBody(brand, model);
      expect(family).toBe("macbook");
      const logo = lid.cutouts.find((cutout) => cutout.shape === "apple");
      expect(logo, model).toBeDefined();
      expect(logo?.centerX).toBeCloseTo(lid.width / 2, 1);
    }
  });

  it("cuts no logo on a ThinkPad, an XPS or a Chromebook lid", () => {
    for (const [brand, model] of [
      ["Lenovo", "ThinkPad X1 Carbon Gen 12"],
      ["Dell", "XPS 13 9340"],
      ["Chromebook", "Acer Chromebook 314"],
    ]) {
      const shapes = deviceBody(brand!, model!).lid.cutouts.map((cutout) => cutout.shape);
      expect(shapes, model).not.toContain("apple");
    }
  });

  it("tells the brand lines apart", () => {
    expect(bodyFamily("Dell", "XPS 13 9340")).toBe("xps");
    expect(bodyFamily("Dell", "Alienware m16 R2")).toBe("alienware");
    expect(bodyFamily("Dell", "Latitude 5440")).toBe("dell");
    expect(bodyFamily("Lenovo", "ThinkPad T14 Gen 5")).toBe("thinkpad");
    expect(bodyFamily("Lenovo", "Yoga 7i")).toBe("lenovo");
    expect(bodyFamily("ASUS", "ROG Zephyrus G14")).toBe("rog");
    expect(bodyFamily("Chromebook", "Acer Chromebook 314")).toBe("chromebook");
    expect(bodyFamily("Razer", "Blade 15")).toBe("razer");
    expect(bodyFamily("Other", "Framework Laptop 13")).toBe("generic");
    expect(bodyFamily("Other", "my old MacBook")).toBe("macbook");
  });

  it("works out a body for a model we do not list, from the size in its name", () => {
    const typed = deviceBody("Other", "Framework Laptop 16-inch");
    expect(typed.outline).toBe("display");
    expect(typed.lid).toMatchObject(estimatedLid(16, typed.look.cornerRadius));
    const unsized = deviceBody("Razer", "Blade");
    expect(unsized.lid).toMatchObject(
      estimatedLid(typicalDisplayInches, unsized.look.cornerRadius),
    );
  });

  it("estimates lids within half an inch of every lid we have measured", () => {
    const measured = brands.flatMap((brand) => brand.models.filter((model) => model.lid));
    expect(measured.length).toBeGreaterThan(10);
    for (const model of measured) {
      const estimate = estimatedLid(model.displayInches, 0);
      expect(Math.abs(estimate.width - model.lid!.width), model.name).toBeLessThan(0.5);
      expect(Math.abs(estimate.height - model.lid!.height), model.name).toBeLessThan(0.5);
    }
  });

  it("gives the rugged classroom Chromebooks a bumper, and tablets no deck", () => {
    expect(deviceBody("Chromebook", "Lenovo 300e Yoga Chromebook Gen 4").bumper).toBeGreaterThan(0);
    expect(deviceBody("Chromebook", "Acer Chromebook 314").bumper).toBe(0);
    expect(deviceBody("Lenovo", "Tab P12").deck).toBeNull();
  });
});

describe("logoPath", () => {
  it("draws a shape into the box it is given", () => {
    const path = logoPath(logoShapes.windows, { x: 10, y: 20, width: 50, height: 50 });
    expect(path.startsWith("M10 20H33.5V43.5H10Z")).toBe(true);
    const numbers = [
      ...logoPath(logoShapes.apple, { x: 0, y: 0, width: 2, height: 2.5 }).matchAll(
        /-?\d+(\.\d+)?/g,
      ),
    ].map(([value]) => Number(value));
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...numbers)).toBeLessThanOrEqual(2.5);
  });
});
