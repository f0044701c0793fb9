import { describe, expect, it } from "vitest";
import { modelRows } from "#app/components/shop/model-rows.ts";
import {
  brands,
  filterTemplates,
  findModel,
  modelBySlug,
  modelSlug,
  modelTemplateFile,
  templateFileBySlug,
  templateFiles,
  templateFilterBrands,
  templates,
} from "./index.ts";

const counts = {
  Apple: 21,
  Dell: 54,
  HP: 26,
  Lenovo: 39,
  Microsoft: 7,
  ASUS: 60,
  Acer: 15,
  Chromebook: 14,
};

describe("models", () => {
  it("has exactly the number of models SPEC.md gives for each brand", () => {
    expect(Object.fromEntries(brands.map((brand) => [brand.name, brand.models.length]))).toEqual(
      counts,
    );
  });

  it.each(brands.map((brand) => [brand.name, brand] as const))(
    "%s: names are distinct, real-looking and carry a display size",
    (_, brand) => {
      // Distinct even ignoring case, spaces and punctuation ("ZenBook 14" = "Zenbook-14").
      const compact = brand.models.map((model) =>
        model.name.toLowerCase().replace(/[^a-z0-9]/g, ""),
      );
      expect(new Set(compact).size).toBe(compact.length);
      for (const model of brand.models) {
        expect(model.name).not.toMatch(/^Model \d+$/);
        expect(model.name).toBe(model.name.trim());
        expect(model.name).not.toContain('"');
        expect(model.displayInches).toBeGreaterThanOrEqual(10);
        expect(model.displayInches).toBeLessThanOrEqual(18.4);
        // A size in the name ("13-inch", "(14-inch)") agrees with the display size.
        const named = /(\d+(?:\.\d+)?)-inch/.exec(model.name)?.[1];
        if (named)
          expect(Math.abs(Number(named) - model.displayInches), model.name).toBeLessThan(1);
      }
    },
  );

  it("gives every Apple model its size, chip and A numbers", () => {
    const apple = brands.find((brand) => brand.name === "Apple");
    for (const model of apple?.models ?? []) {
      expect(model.chip, model.name).toBeTruthy();
      expect(model.modelNumbers?.length, model.name).toBeGreaterThan(0);
      for (const number of model.modelNumbers ?? []) expect(number).toMatch(/^A\d{4}$/);
    }
    // Each A number names one model, except the 13-inch MacBook Pro that kept A2338 from M1 to M2.
    const numbers = (apple?.models ?? []).flatMap((model) => model.modelNumbers ?? []);
    const repeated = numbers.filter((number, index) => numbers.indexOf(number) !== index);
    expect(repeated).toEqual(["A2338"]);
  });

  it("flags popular models only where SPEC.md allows them", () => {
    const withPopular = brands
      .filter((brand) => brand.models.some((model) => model.popular))
      .map((brand) => brand.name);
    expect(withPopular).toEqual(["HP", "Lenovo", "Microsoft", "ASUS", "Acer", "Chromebook"]);
  });

  it.each(brands.map((brand) => [brand.name, brand] as const))(
    "%s: every Select link resolves back to its model",
    (_, brand) => {
      const rows = modelRows(brand);
      expect(rows).toHaveLength(brand.models.length);
      rows.forEach((row, index) => {
        const url = new URL(row.href, "https://example.test");
        expect(url.pathname).toBe("/custom-laptop-wraps");
        expect([...url.searchParams.keys()]).toEqual(["brand", "model"]);
        const brandValue = url.searchParams.get("brand") ?? "";
        expect(brandValue).toBe(brand.name);
        expect(findModel(brandValue, url.searchParams.get("model") ?? "")).toBe(
          brand.models[index],
        );
      });
    },
  );

  it("shows size and chip for Apple, size for Dell and Microsoft, the name alone otherwise", () => {
    const detail = (slug: string) => {
      const brand = brands.find((candidate) => candidate.slug === slug);
      return brand ? modelRows(brand)[0]?.detail : undefined;
    };
    expect(detail("apple")).toMatch(/^\d+(\.\d+)?" · M\d/);
    expect(detail("dell")).toMatch(/^\d+(\.\d+)?"$/);
    expect(detail("microsoft")).toMatch(/^\d+(\.\d+)?"$/);
    for (const slug of ["hp", "lenovo", "asus", "acer", "chromebook"])
      expect(detail(slug)).toBe("");
  });
});

describe("templates", () => {
  it("has the eight templates of SPEC.md, each with a screen size and year", () => {
    expect(templates.map((template) => `${template.brand} ${template.model}`)).toEqual([
      "Apple MacBook Air 13",
      "Apple MacBook Pro 14",
      "Apple MacBook Pro 16",
      "Dell XPS 13",
      "Dell XPS 15",
      "HP EliteBook 840 G8/G9",
      "Lenovo ThinkPad X1 Carbon Gen 9",
      "ASUS ZenBook 14 UX425",
    ]);
    for (const template of templates) {
      expect(template.size).toMatch(/^\d+(\.\d)?"$/);
      expect(template.year).toMatch(/^\d{4}(–\d{4})?$/);
    }
    expect(templateFilterBrands).toHaveLength(10);
  });

  it("gives each template its catalog models' screen size and one file per outline", () => {
    expect(templates.map((template) => template.size)).toEqual([
      '13.6"',
      '14.2"',
      '16.2"',
      '13.4"',
      '15.6"',
      '14"',
      '14"',
      '14"',
    ]);
    expect(templateFiles.map((file) => file.slug)).toEqual([
      "apple-macbook-air-13",
      "apple-macbook-pro-14",
      "apple-macbook-pro-16",
      "dell-xps-13",
      "dell-xps-15",
      "hp-elitebook-840-g8",
      "hp-elitebook-840-g9",
      "lenovo-thinkpad-x1-carbon-gen-9",
      "asus-zenbook-14-ux425",
    ]);
  });

  it("gives every model a page path of its own and a template file, published or its own", () => {
    for (const brand of brands) {
      const slugs = brand.models.map(modelSlug);
      expect(new Set(slugs).size, brand.name).toBe(slugs.length);
      for (const model of brand.models) {
        expect(modelSlug(model)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(modelBySlug(brand, modelSlug(model))).toBe(model);
        const file = modelTemplateFile(brand, model);
        expect(templateFileBySlug(file.slug)).toEqual(file);
      }
    }
    const xps = brands.find((brand) => brand.slug === "dell")!;
    expect(modelTemplateFile(xps, findModel("Dell", "XPS 13 9350")!).slug).toBe("dell-xps-13");
    expect(modelTemplateFile(xps, findModel("Dell", "Latitude 7450")!)).toMatchObject({
      slug: "dell-latitude-7450",
      name: "Latitude 7450",
      model: "Latitude 7450",
      template: { brand: "Dell" },
    });
    expect(templateFileBySlug("dell-no-such-model")).toBeUndefined();
  });

  it("has lid outlines in hundredths of an inch, larger than the display they hold", () => {
    for (const file of templateFiles) {
      const { width, height, cornerRadius } = file.lid;
      for (const value of [width, height, cornerRadius]) {
        expect(Math.round(value * 100) / 100).toBe(value);
      }
      const model = findModel(file.template.brand, file.template.fits[0] ?? "");
      expect(Math.hypot(width, height)).toBeGreaterThan(model?.displayInches ?? Infinity);
    }
  });

  const models = (filter: { brand?: string; search?: string }) =>
    filterTemplates(templates, { brand: "", search: "", ...filter }).map((t) => t.model);

  it("filters by brand exactly", () => {
    expect(models({ brand: "Dell" })).toEqual(["XPS 13", "XPS 15"]);
    expect(models({ brand: "dell" })).toEqual([]);
    expect(models({ brand: "Razer" })).toEqual([]);
  });

  it("matches the search case-insensitively within the model, the brand or an A number", () => {
    expect(models({ search: "macbook pro" })).toEqual(["MacBook Pro 14", "MacBook Pro 16"]);
    expect(models({ search: "HP" })).toEqual(["EliteBook 840 G8/G9"]);
    expect(models({ search: "a2681" })).toEqual(["MacBook Air 13"]);
    expect(models({ search: "Apple MacBook" })).toEqual([]);
  });

  it("applies brand and search together, and an empty filter shows all", () => {
    expect(models({ brand: "Apple", search: "16" })).toEqual(["MacBook Pro 16"]);
    expect(models({ brand: "Dell", search: "air" })).toEqual([]);
    expect(models({})).toHaveLength(8);
  });
});
