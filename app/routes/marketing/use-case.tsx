import { ArrowRight } from "lucide-react";
import { useLocation } from "react-router";
import type { Route } from "./+types/use-case";
import { Breadcrumbs } from "#app/components/ui/breadcrumbs.tsx";
import { type UseCaseContent, contentForUseCasePath } from "./use-case-content.ts";
import {
  BenefitsSection,
  FaqSection,
  IdeasSection,
  RelatedUseCases,
  UploadsSection,
  VolumePricingSection,
} from "./use-case-sections.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { originFromMatches } from "#app/lib/origin.ts";
import { productJsonLd } from "#app/lib/product-json-ld.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { pictureFile } from "#app/product-pictures/pictures.ts";

function trail(content: UseCaseContent) {
  return [
    { name: "Use Cases", path: "/use-cases" },
    { name: content.name, path: content.path },
  ];
}

// Some call-to-action texts are long; keep them inside a 360px-wide screen.
const compactOnPhones = "max-sm:px-4 max-sm:text-sm";

// One module serves all five use-case routes; the path picks the content.
export const meta: Route.MetaFunction = ({ matches, location }) => {
  const content = contentForUseCasePath(location.pathname);
  const origin = originFromMatches(matches);
  return pageMeta({
    title: content.name,
    description: content.description,
    path: content.path,
    origin,
    breadcrumbs: trail(content),
    jsonLd: [
      productJsonLd({
        origin,
        description: content.description,
        image: pictureFile(content.picture),
      }),
    ],
  });
};

export default function UseCase() {
  const { pathname } = useLocation();
  const content = contentForUseCasePath(pathname);
  return (
    <>
      <Breadcrumbs trail={trail(content)} />
      <PageHero eyebrow={content.eyebrow} title={content.heading} intro={content.intro}>
        <ButtonLink to={content.primary.to} variant="hero" size="lg" className={compactOnPhones}>
          {content.primary.label}
          <ArrowRight aria-hidden="true" className="size-5" />
        </ButtonLink>
        <ButtonLink
          to={content.secondary.to}
          variant="outline-hero"
          size="lg"
          className={compactOnPhones}
        >
          {content.secondary.label}
        </ButtonLink>
      </PageHero>
      <BenefitsSection content={content} />
      <IdeasSection content={content} />
      {content.showBulkTiers ? <VolumePricingSection /> : null}
      <UploadsSection content={content} />
      <FaqSection content={content} />
      <RelatedUseCases current={content.path} />
    </>
  );
}
