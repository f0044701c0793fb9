import { data } from "react-router";
import type { Route } from "./+types/brand";
import { brandPageDescription, brandSteps } from "./brand-content.ts";
import { BrandOptions } from "#app/components/shop/brand-options.tsx";
import { HelpCard } from "#app/components/shop/help-card.tsx";
import { Breadcrumbs } from "#app/components/ui/breadcrumbs.tsx";
import { brandPageJsonLd } from "#app/components/shop/shop-json-ld.ts";
import { ModelList } from "#app/islands/model-list/model-list.tsx";
import { modelRows } from "#app/components/shop/model-rows.ts";
import { brandPath, customizeHref } from "#app/components/shop/shop-links.ts";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { ProductPicture } from "#app/components/ui/product-picture.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { PriceLine } from "#app/components/shop/price-line.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { brandBySlug } from "#app/domain/catalog/index.ts";
import type { Brand } from "#app/domain/catalog/index.ts";
import { originFromMatches } from "#app/lib/origin.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { Island } from "#app/islands/island.tsx";

/** Lists longer than this get a filter box. */
const filterFrom = 12;

export function loader({ params }: Route.LoaderArgs) {
  const brand = brandBySlug(params.brand);
  if (!brand) throw data(null, { status: 404 });
  return { brand };
}

function trail(brand: Brand) {
  return [
    { name: "Shop by Brand", path: "/laptop-wraps-by-brand" },
    { name: brand.name, path: brandPath(brand) },
  ];
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const origin = originFromMatches(matches);
  // An unknown brand has no loader data: the root error boundary shows the 404.
  if (!loaderData) {
    return pageMeta({
      title: "Brand not found",
      description:
        "We could not find that laptop brand. Browse every brand we cut precision vinyl laptop wraps for, from Apple and Dell to Chromebook.",
      path: location.pathname,
      origin,
      noindex: true,
    });
  }
  const { brand } = loaderData;
  const description = brandPageDescription(brand);
  return pageMeta({
    title: `${brand.name} Laptop Wraps`,
    description,
    path: brandPath(brand),
    origin,
    breadcrumbs: trail(brand),
    jsonLd: [brandPageJsonLd(origin, brand, description, modelRows(brand))],
  });
};

export default function BrandPage({ loaderData }: Route.ComponentProps) {
  const { brand } = loaderData;
  const rows = modelRows(brand);
  const listProps = { brandName: brand.name, rows, filterable: rows.length > filterFrom };
  return (
    <>
      <Breadcrumbs trail={trail(brand)} />
      <PageHero
        eyebrow="Shop by Brand"
        title={`${brand.name} Laptop Wraps`}
        intro={brand.description}
      >
        <PriceLine className="text-accent-400 w-full text-lg" />
        <ButtonLink to={customizeHref(brand)} variant="hero" size="lg">
          Customize Your {brand.name}
        </ButtonLink>
        <ButtonLink to="/laptop-wraps-by-brand" variant="outline-hero" size="lg">
          ← Back to Brands
        </ButtonLink>
      </PageHero>
      <Section labelledBy="models-heading">
        <SectionHeading
          id="models-heading"
          title={`Choose your ${brand.name} model`}
          intro={`Open your model for its picture, size and template, or select it and the customizer opens with it filled in. We cut for ${rows.length} ${brand.name} models.`}
        />
        {listProps.filterable ? (
          <Island name="model-list" component={ModelList} props={listProps} hydrate="interaction" />
        ) : (
          <ModelList {...listProps} />
        )}
      </Section>
      <Section tone="tint" labelledBy="cut-heading">
        <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,440px)]">
          <div>
            <h2 id="cut-heading" className="text-heading font-bold">
              What we cut for {brand.name}
            </h2>
            <p className="text-muted mt-4 text-sm font-semibold tracking-widest uppercase">
              Lines we cut for
            </p>
            <p className="text-ink mt-1 text-xl font-semibold">{brand.description}</p>
            <p className="text-muted mt-4 text-lg">
              Every wrap is cut to the exact outline of your model&apos;s lid, corners and hinge
              included, so it lines up edge to edge. Pick the coverage and finish that suit how you
              use your {brand.name}.
            </p>
          </div>
          <ProductPicture
            slug={brand.picture}
            sizes="(min-width: 1024px) 440px, calc(100vw - 2rem)"
            className="h-auto w-full rounded-2xl"
          />
        </div>
        <div className="mt-10">
          <BrandOptions brandName={brand.name} />
        </div>
      </Section>
      <Section labelledBy="steps-heading">
        <SectionHeading id="steps-heading" title={`How your ${brand.name} wrap is made`} />
        <ol className="grid gap-6 md:grid-cols-3">
          {brandSteps(brand).map((step, index) => (
            <li key={step.title} className="bg-brand-50 rounded-2xl p-6">
              <span
                aria-hidden="true"
                className="bg-brand-700 flex size-9 items-center justify-center rounded-full font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="text-ink mt-4 text-lg font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="text-muted mt-2">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <div className="px-4 py-16 sm:px-6 lg:py-20">
        <HelpCard
          id="missing-model-heading"
          title="Don't see your model?"
          actions={
            <>
              <ButtonLink to="/contact" size="lg">
                Ask About Your Model
              </ButtonLink>
              <ButtonLink to="/custom-laptop-wraps" size="lg" variant="outline">
                Enter It in the Customizer
              </ButtonLink>
            </>
          }
        >
          <p>
            Type your exact model into the customizer, or send us the model name or number and our
            design team confirms the fit before anything is printed.
          </p>
        </HelpCard>
      </div>
    </>
  );
}
