import type { Route } from "./+types/brands";
import { BrandCard } from "#app/components/shop/brand-card.tsx";
import { HelpCard } from "#app/components/shop/help-card.tsx";
import { Breadcrumbs } from "#app/components/ui/breadcrumbs.tsx";
import { brandDirectoryJsonLd } from "#app/components/shop/shop-json-ld.ts";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { PriceLine } from "#app/components/shop/price-line.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { listAnd } from "#app/components/info/wording.ts";
import { brands } from "#app/domain/catalog/index.ts";
import { site } from "#app/domain/site.ts";
import { originFromMatches } from "#app/lib/origin.ts";
import { pageMeta } from "#app/lib/seo.ts";

const path = "/laptop-wraps-by-brand";
const title = "Laptop Wraps by Brand";
const trail = [{ name: "Shop by Brand", path }];
const popularBrands = brands.filter((brand) => brand.popular);
const description = `Custom vinyl laptop wraps by brand: ${listAnd(brands.map((brand) => brand.name))}. Precision-cut to your exact model.`;

export const meta: Route.MetaFunction = ({ matches }) => {
  const origin = originFromMatches(matches);
  return pageMeta({
    title,
    description,
    path,
    origin,
    breadcrumbs: trail,
    jsonLd: [brandDirectoryJsonLd(origin, { name: title, description, path }, brands)],
  });
};

export default function Brands() {
  return (
    <>
      <Breadcrumbs trail={trail} />
      <PageHero
        eyebrow="Shop"
        title={title}
        intro={`Choose your laptop's brand to see the lines we cut for. Every wrap is printed and precision-cut to your exact model in ${site.location.city}, ${site.location.regionName}.`}
      >
        <PriceLine className="text-accent-400 text-lg" />
      </PageHero>
      <Section labelledBy="popular-brands-heading">
        <SectionHeading
          id="popular-brands-heading"
          title="Popular Brands"
          intro="The laptops our customers wrap most often."
        />
        <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
          {popularBrands.map((brand) => (
            <li key={brand.slug}>
              <BrandCard brand={brand} badge="Most Ordered" phone="tile" />
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="tint" labelledBy="all-brands-heading">
        <SectionHeading
          id="all-brands-heading"
          title="All Brands"
          intro="Every brand we cut for, from MacBooks and gaming laptops to school Chromebooks."
        />
        <ul className="grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
          {brands.map((brand) => (
            <li key={brand.slug}>
              <BrandCard brand={brand} phone="row" />
            </li>
          ))}
        </ul>
      </Section>
      <div className="px-4 py-12 sm:px-6 sm:py-16 lg:py-20">
        <HelpCard
          id="find-model-heading"
          title="Can't find your model?"
          actions={
            <>
              <ButtonLink to="/custom-laptop-wraps" size="lg">
                Model Finder Tool
              </ButtonLink>
              <ButtonLink to="/contact" size="lg" variant="outline">
                Contact Support
              </ButtonLink>
            </>
          }
        >
          <p>
            Enter your exact model in the customizer and we cut to it, or ask our team. We reply
            within {site.replyWithinHours} hours, {site.supportHours.display}.
          </p>
        </HelpCard>
      </div>
    </>
  );
}
