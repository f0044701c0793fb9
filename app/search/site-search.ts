import { brandPath, modelPath, templateFilePath } from "#app/components/shop/shop-links.ts";
import { brands, displaySize, templates } from "#app/domain/catalog/index.ts";
import { files } from "#app/domain/policies.ts";
import { compact } from "#app/domain/catalog/model-search.ts";
import { faqAnswerId } from "#app/components/info/faq-accordion.tsx";
import { faqItems } from "#app/routes/marketing/faq-content.ts";
import { pageRoutes } from "#app/route-table.ts";

/*
 * The site's search (/search?q=…): the catalog's models, found by name, size
 * or the number printed on their underside; the print templates; the pages;
 * and the FAQ's answers. Every word of the query must be found in an entry
 * (spaces, punctuation and case ignored, so "xps13" finds "XPS 13").
 */

/** The longest query read; anything longer is cut. */
export const maxQueryLength = 100;

export interface SearchHit {
  title: string;
  /** A line under the title: the brand and size, a template's years, an answer's start. */
  detail: string;
  href: string;
}

export interface SearchResults {
  query: string;
  models: SearchHit[];
  templates: SearchHit[];
  pages: SearchHit[];
  answers: SearchHit[];
}

interface Entry extends SearchHit {
  /** What the query's words are looked for in. */
  texts: readonly string[];
  /** Texts that, matched whole, put the entry first (a model number, a model's name). */
  exact?: readonly string[];
}

const modelEntries: readonly Entry[] = brands.flatMap((brand) =>
  brand.models.map((model) => ({
    title: model.name,
    detail: [brand.name, displaySize(model), model.chip, model.modelNumbers?.join(", ")]
      .filter(Boolean)
      .join(" · "),
    href: modelPath(brand, model),
    texts: [brand.name, model.name, displaySize(model), ...(model.modelNumbers ?? [])],
    exact: [model.name, ...(model.modelNumbers ?? [])],
  })),
);

const templateEntries: readonly Entry[] = templates.flatMap((template) =>
  template.files.map((file) => ({
    title: `${template.brand} ${file.name} print template`,
    detail: `${template.size} · ${file.year} · true-size ${files.templateFormats.join(", ")}`,
    href: templateFilePath(file.slug, "pdf"),
    texts: [template.brand, template.model, file.name, ...template.modelNumbers, "template"],
    exact: template.modelNumbers,
  })),
);

const pageEntries: readonly Entry[] = [
  ...pageRoutes.flatMap((route) =>
    route.label && !route.path.includes(":")
      ? [{ title: route.label, detail: route.path, href: route.path, texts: [route.label] }]
      : [],
  ),
  ...brands.map((brand) => ({
    title: `${brand.name} laptop wraps`,
    detail: brand.description,
    href: brandPath(brand),
    texts: [brand.name, "wraps", "skins", brand.description],
  })),
];

/** An answer's first sentence or so, as the result's detail. */
function opening(text: string, length = 160): string {
  return text.length <= length ? text : `${text.slice(0, text.lastIndexOf(" ", length))}…`;
}

const answerEntries: readonly Entry[] = faqItems.map((item) => ({
  title: item.question,
  detail: opening(item.answer),
  href: `/faq#${faqAnswerId(item)}`,
  texts: [item.question, item.answer],
}));

/** The query as read: trimmed, at most `maxQueryLength` characters. */
export function normalizeQuery(raw: string | null): string {
  return (raw ?? "").trim().slice(0, maxQueryLength);
}

/** An entry as searched: its texts compacted once, when the module loads, not per query. */
interface Indexed {
  hit: SearchHit;
  texts: readonly string[];
  exact: readonly string[];
}

const indexed = (entries: readonly Entry[]): readonly Indexed[] =>
  entries.map(({ texts, exact = [], ...hit }) => ({
    hit,
    texts: texts.map(compact),
    exact: exact.map(compact),
  }));

const index = {
  models: indexed(modelEntries),
  templates: indexed(templateEntries),
  pages: indexed(pageEntries),
  answers: indexed(answerEntries),
};

function find(entries: readonly Indexed[], words: readonly string[], whole: string): SearchHit[] {
  const found = entries.filter(({ texts }) =>
    words.every((word) => texts.some((text) => text.includes(word))),
  );
  // Exact matches first (the A number typed in full, a model's whole name); otherwise catalog order.
  const isExact = (entry: Indexed) => entry.exact.includes(whole);
  return [...found.filter(isExact), ...found.filter((entry) => !isExact(entry))].map(
    (entry) => entry.hit,
  );
}

/** The results for a query as the URL carries it (`q`, possibly absent): read once, then searched. */
export function searchSite(rawQuery: string | null): SearchResults {
  const query = normalizeQuery(rawQuery);
  const words = query.split(/\s+/).map(compact).filter(Boolean);
  if (words.length === 0) return { query, models: [], templates: [], pages: [], answers: [] };
  const whole = compact(query);
  return {
    query,
    models: find(index.models, words, whole),
    templates: find(index.templates, words, whole),
    pages: find(index.pages, words, whole),
    answers: find(index.answers, words, whole),
  };
}

/** How many models the catalog holds, as the search page says. */
export const searchedModelCount = index.models.length;
