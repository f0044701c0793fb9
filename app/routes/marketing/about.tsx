import { ArrowRight } from "lucide-react";
import type { Route } from "./+types/about";
import { stats, story, values } from "./about-content.ts";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { ProductPicture } from "#app/components/ui/product-picture.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { site } from "#app/domain/site.ts";
import { originFromMatches } from "#app/lib/origin.ts";
import { absoluteUrl, pageMeta } from "#app/lib/seo.ts";

export const meta: Route.MetaFunction = ({ matches }) => {
  const origin = originFromMatches(matches);
  return pageMeta({
    title: "About",
    description: `${site.name} makes custom precision-cut vinyl laptop wraps in ${site.location.city}, ${site.location.regionName}. Our story, what we value and why our wraps fit like factory parts.`,
    path: "/about",
    origin,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "AboutPage",
        name: `About ${site.name}`,
        url: absoluteUrl(origin, "/about"),
        about: { "@id": `${origin}/#organization` },
      },
    ],
  });
};

/** The cut and the finish, close up: what the story says we do. */
const closeUps = [
  { slug: "cut-edge-logo", caption: "Cut around the logo, so it shows through" },
  { slug: "laminate-corner", caption: "Laminated, and cut a hair inside the edge" },
] as const;

export default function About() {
  return (
    <>
      <PageHero
        eyebrow={`About ${site.name}`}
        title={site.tagline}
        intro={`Custom laptop wraps, printed and precision-cut by our team in ${site.location.city}, ${site.location.regionName}, since ${site.foundedYear}.`}
      >
        <ButtonLink to="/custom-laptop-wraps" variant="hero" size="lg">
          Design Your Wrap
          <ArrowRight aria-hidden="true" className="size-5" />
        </ButtonLink>
        <ButtonLink to="/contact" variant="outline-hero" size="lg">
          Contact Our Team
        </ButtonLink>
      </PageHero>

      <Section labelledBy="story-heading">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <h2 id="story-heading" className="text-heading font-bold">
              Our story
            </h2>
            {story.map((paragraph) => (
              <p key={paragraph} className="text-muted mt-4 text-lg leading-relaxed">
                {paragraph}
              </p>
            ))}
          </div>
          <div className="grid gap-4">
            <ProductPicture
              slug="business-fleet"
              sizes="(min-width: 1024px) 560px, calc(100vw - 2rem)"
              className="h-auto w-full rounded-2xl shadow-lg"
            />
            <div className="grid grid-cols-2 gap-4">
              {closeUps.map((closeUp) => (
                <figure key={closeUp.slug}>
                  <ProductPicture
                    slug={closeUp.slug}
                    sizes="(min-width: 1024px) 272px, calc(50vw - 1.5rem)"
                    className="h-auto w-full rounded-xl"
                  />
                  <figcaption className="text-muted mt-2 text-sm">{closeUp.caption}</figcaption>
                </figure>
              ))}
            </div>
          </div>
        </div>
      </Section>

      <Section tone="dark" labelledBy="numbers-heading">
        <SectionHeading id="numbers-heading" tone="dark" title={`${site.name} in numbers`} />
        <dl className="grid gap-6 text-center sm:grid-cols-2 lg:grid-cols-5">
          {stats.map((stat) => (
            // The number reads first but follows its label in the markup (dt before dd); the
            // column starts at the top, so the numbers line up whatever their labels' lengths.
            <div key={stat.label} className="flex flex-col-reverse justify-end gap-1">
              <dt className="text-brand-100">{stat.label}</dt>
              <dd className="text-3xl font-extrabold text-white tabular-nums">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section labelledBy="values-heading">
        <SectionHeading
          id="values-heading"
          title="What we care about"
          intro="Four promises every wrap we ship has to keep."
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.map((value) => (
            <li key={value.title}>
              <Card className="h-full">
                <h3 className="text-lg font-semibold">{value.title}</h3>
                <p className="text-muted mt-2">{value.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
