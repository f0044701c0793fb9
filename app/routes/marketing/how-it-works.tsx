import { ArrowRight, Droplets, Hand, Sun } from "lucide-react";
import type { Route } from "./+types/how-it-works";
import { careTips, steps, supplies, tools } from "./how-it-works-content.ts";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { ProductPicture } from "#app/components/ui/product-picture.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { site } from "#app/domain/site.ts";
import { originFromMatches } from "#app/lib/origin.ts";
import { absoluteUrl, pageMeta } from "#app/lib/seo.ts";
import { pictureFile } from "#app/product-pictures/pictures.ts";

const description =
  "How to order and install a custom laptop wrap in four steps: customize it, prep your laptop, install it bubble-free and let it cure. Plus care and removal tips.";

export const meta: Route.MetaFunction = ({ matches }) => {
  const origin = originFromMatches(matches);
  const url = absoluteUrl(origin, "/how-it-works");
  return pageMeta({
    title: "How It Works",
    description,
    path: "/how-it-works",
    origin,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "HowTo",
        name: `How to order and install a ${site.name} laptop wrap`,
        description,
        tool: tools.map((name) => ({ "@type": "HowToTool", name })),
        supply: supplies.map((name) => ({ "@type": "HowToSupply", name })),
        step: steps.map((step, index) => ({
          "@type": "HowToStep",
          position: index + 1,
          name: step.title,
          url: `${url}#${step.id}`,
          image: absoluteUrl(origin, pictureFile(step.picture)),
          itemListElement: step.instructions.map((text) => ({
            "@type": "HowToDirection",
            text,
          })),
        })),
      },
    ],
  });
};

const careIcons = { cleaning: Droplets, heat: Sun, removal: Hand } as const;

export default function HowItWorks() {
  return (
    <>
      <PageHero
        eyebrow="How it works"
        title="From your idea to a perfect fit in four steps"
        intro="Design your wrap online, and we print, laminate and precision-cut it for your exact model. Installing it yourself takes a clean surface, a steady hand and the steps below."
      >
        <ButtonLink to="/custom-laptop-wraps" variant="hero" size="lg">
          Start Your Custom Wrap
          <ArrowRight aria-hidden="true" className="size-5" />
        </ButtonLink>
      </PageHero>

      <Section labelledBy="steps-heading">
        <SectionHeading
          id="steps-heading"
          title="The four steps"
          intro={`You will need: ${[...supplies, ...tools].join(", ").toLowerCase()}.`}
        />
        <ol className="mx-auto max-w-5xl space-y-8">
          {steps.map((step, index) => (
            <li key={step.id} id={step.id} className="scroll-mt-24">
              <Card className="grid gap-5 sm:grid-cols-[auto_minmax(0,1fr)] lg:grid-cols-[auto_minmax(0,1fr)_240px]">
                <span
                  aria-hidden="true"
                  className="bg-brand-700 flex size-11 shrink-0 items-center justify-center rounded-full text-lg font-bold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-xl font-bold">
                    <span className="sr-only">Step {index + 1}: </span>
                    {step.title}
                  </h3>
                  <p className="text-muted mt-1">{step.summary}</p>
                  <ol className="mt-4 list-decimal space-y-2 pl-5">
                    {step.instructions.map((instruction) => (
                      <li key={instruction}>{instruction}</li>
                    ))}
                  </ol>
                </div>
                <ProductPicture
                  slug={step.picture}
                  sizes="(min-width: 1024px) 240px, (min-width: 640px) calc(100vw - 10rem), calc(100vw - 5rem)"
                  className="h-auto w-full rounded-xl sm:max-lg:col-start-2"
                />
              </Card>
            </li>
          ))}
        </ol>
      </Section>

      <Section tone="tint" labelledBy="care-heading">
        <SectionHeading
          id="care-heading"
          title="Caring for your wrap"
          intro="A few simple habits keep the print sharp and the edges down for the life of your laptop."
        />
        <ul className="grid gap-6 md:grid-cols-3">
          {careTips.map((tip) => {
            const Icon = careIcons[tip.id];
            return (
              <li key={tip.id}>
                <Card className="h-full">
                  <Icon aria-hidden="true" className="text-brand-700 size-8" />
                  <h3 className="mt-3 text-lg font-semibold">{tip.title}</h3>
                  <p className="text-muted mt-2">{tip.text}</p>
                </Card>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section tone="dark" labelledBy="ready-heading">
        <SectionHeading
          id="ready-heading"
          tone="dark"
          title="Ready to make yours?"
          intro="Pick your model, upload your artwork and see your total before you order."
        />
        <div className="flex flex-wrap justify-center gap-4">
          <ButtonLink to="/custom-laptop-wraps" variant="hero" size="lg">
            Design Your Wrap
          </ButtonLink>
          <ButtonLink to="/templates-model-finder" variant="outline-hero" size="lg">
            Find Your Model Template
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
