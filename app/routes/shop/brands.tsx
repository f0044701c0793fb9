import type { Route } from "./+types/brands";
import { BrandCard } from "~/components/shop/brand-card";
import { HelpCard } from "~/components/shop/help-card";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { brandDirectoryJsonLd } from "~/components/shop/shop-json-ld";
import { ButtonLink } from "~/components/ui/button-link";
import { PageHero } from "~/components/ui/page-hero";
import { Section, SectionHeading } from "~/components/ui/section";
import { listAnd } from "~/components/info/wording";
import { brands } from "~/domain/catalog";
import { site } from "~/domain/site";
import { originFromMatches } from "~/lib/origin";
import { pageMeta } from "~/lib/seo";

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
      />
      <Section labelledBy="popular-brands-heading">
        <SectionHeading
          id="popular-brands-heading"
          title="Popular Brands"
          intro="The laptops our customers wrap most often."
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {popularBrands.map((brand) => (
            <li key={brand.slug}>
              <BrandCard brand={brand} badge="Most Ordered" />
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
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {brands.map((brand) => (
            <li key={brand.slug}>
              <BrandCard brand={brand} />
            </li>
          ))}
        </ul>
      </Section>
      <div className="px-4 py-16 sm:px-6 lg:py-20">
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
