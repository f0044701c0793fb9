import type { Route } from "./+types/search";
import { SearchForm } from "#app/components/layout/search-form.tsx";
import { templateRequestHref } from "#app/components/shop/shop-links.ts";
import { Section } from "#app/components/ui/section.tsx";
import { ShopHeading, shopSectionClass } from "#app/components/ui/shop-heading.tsx";
import { originFromMatches } from "#app/lib/origin.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { type SearchHit, searchSite, searchedModelCount } from "#app/search/site-search.ts";

export function loader({ request }: Route.LoaderArgs) {
  return searchSite(new URL(request.url).searchParams.get("q"));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta({
    title: loaderData?.query ? `Search: ${loaderData.query}` : "Search",
    description: `Search ${searchedModelCount} laptop models by name or the number on their underside, our print templates, pages and answers.`,
    path: "/search",
    origin: originFromMatches(matches),
    // Results pages are not pages of their own for search engines.
    noindex: true,
  });

const groups = [
  { key: "models", heading: "Laptop models", note: "Choose one to design its wrap." },
  { key: "templates", heading: "Print templates", note: "True-size PDF, with the SVG beside it." },
  { key: "pages", heading: "Pages", note: "" },
  { key: "answers", heading: "Answers", note: "From our FAQ." },
] as const;

/** The site search's results page: rendered on the server, a plain form, no script needed. */
export default function SearchPage({ loaderData: results }: Route.ComponentProps) {
  const total = groups.reduce((sum, group) => sum + results[group.key].length, 0);
  return (
    <Section className={shopSectionClass}>
      <ShopHeading
        title={results.query ? `Results for “${results.query}”` : "Search"}
        intro={`Find your laptop among ${searchedModelCount} models by its name, its size or the number printed on its underside (a MacBook's A number), or search our templates, pages and answers.`}
      />
      <SearchForm id="search-page-query" query={results.query} className="max-w-xl" />
      {results.query ? (
        <p role="status" className="text-ink mt-6 font-semibold">
          {total === 0 ? "Nothing found." : `${total} result${total === 1 ? "" : "s"}`}
        </p>
      ) : null}
      {results.query && total === 0 ? (
        <div className="text-muted mt-2 max-w-2xl space-y-2">
          <p>
            Try fewer words, the model&apos;s family (&ldquo;XPS&rdquo;, &ldquo;ThinkPad&rdquo;) or
            the number on its underside.
          </p>
          <p>
            Cannot find your laptop?{" "}
            <a href={templateRequestHref} className="text-brand-700 font-semibold underline">
              Ask our design team for its template
            </a>{" "}
            or{" "}
            <a href="/custom-laptop-wraps" className="text-brand-700 font-semibold underline">
              choose &ldquo;Other&rdquo; in the customizer
            </a>
            .
          </p>
        </div>
      ) : null}
      <div className="mt-8 grid gap-10 lg:grid-cols-2">
        {groups.map((group) =>
          results[group.key].length > 0 ? (
            <ResultGroup
              key={group.key}
              id={`results-${group.key}`}
              heading={group.heading}
              note={group.note}
              hits={results[group.key]}
            />
          ) : null,
        )}
      </div>
    </Section>
  );
}

function ResultGroup({
  id,
  heading,
  note,
  hits,
}: {
  id: string;
  heading: string;
  note: string;
  hits: readonly SearchHit[];
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-ink text-xl font-bold">
        {heading} <span className="text-muted text-base font-normal">({hits.length})</span>
      </h2>
      {note ? <p className="text-muted text-sm">{note}</p> : null}
      <ul className="divide-brand-100 border-brand-100 mt-3 divide-y rounded-2xl border bg-white">
        {hits.map((hit) => (
          <li key={hit.href}>
            <a
              href={hit.href}
              className="hover:bg-brand-50 focus-visible:outline-brand-600 block px-4 py-3 focus-visible:outline-3"
            >
              <span className="text-brand-800 block font-semibold break-words">{hit.title}</span>
              <span className="text-muted block text-sm break-words">{hit.detail}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
