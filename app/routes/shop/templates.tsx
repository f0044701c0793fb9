import { Laptop, Mail, Monitor, Ruler } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/templates";
import { lookupNote, modelLookups, templateGuidelines } from "./templates-content";
import { HelpCard } from "~/components/shop/help-card";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { templateRequestHref } from "~/components/shop/shop-links";
import { ButtonLink } from "~/components/ui/button-link";
import { PageHero } from "~/components/ui/page-hero";
import { Section, SectionHeading } from "~/components/ui/section";
import { files } from "~/domain/policies";
import { site } from "~/domain/site";
import { originFromMatches } from "~/lib/origin";
import { pageMeta } from "~/lib/seo";

const path = "/templates-model-finder";
const title = "Templates & Model Finder";
const trail = [{ name: title, path }];
const linkClass = "text-brand-700 hover:text-brand-900 font-semibold underline underline-offset-2";

const requestSteps = [
  {
    Icon: Laptop,
    title: "Find your model",
    text: "Use the tips below to read your exact model name or number.",
  },
  {
    Icon: Mail,
    title: "Send it to us",
    text: (
      <>
        Use the contact form, or e-mail{" "}
        <a href={`mailto:${site.designEmail}`} className={linkClass}>
          {site.designEmail}
        </a>{" "}
        with your model in the message.
      </>
    ),
  },
  {
    Icon: Ruler,
    title: "Design on the template",
    text: `You get a true-size file with the cut line, ${files.bleedInches} inch bleed and safe area marked.`,
  },
];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title,
    description: `Find your exact laptop model and get a true-size wrap template with ${files.bleedInches} inch bleed and safe area, e-mailed within ${files.customTemplateHours} hours of your request.`,
    path,
    origin: originFromMatches(matches),
    breadcrumbs: trail,
  });

export default function Templates() {
  return (
    <>
      <Breadcrumbs trail={trail} />
      <PageHero
        eyebrow="Design Resources"
        title={title}
        intro="Designing your own wrap? Find your exact laptop model, then get a true-size template so your artwork lands exactly where you want it."
      >
        <ButtonLink to={templateRequestHref} variant="hero" size="lg">
          Request a Template
        </ButtonLink>
      </PageHero>
      <Section labelledBy="request-heading">
        <SectionHeading
          id="request-heading"
          title="Templates made for your model"
          intro={
            <>
              Downloadable templates are prepared by our design team on request: send us your exact
              model and we e-mail you a true-size template within {files.customTemplateHours} hours.{" "}
              <Link to={templateRequestHref} className={linkClass}>
                Send your model for a template
              </Link>
              .
            </>
          }
        />
        <ol className="grid gap-6 md:grid-cols-3">
          {requestSteps.map(({ Icon, title: stepTitle, text }, index) => (
            <li
              key={stepTitle}
              className="border-brand-100 rounded-2xl border bg-white p-6 shadow-sm"
            >
              <Icon aria-hidden="true" className="text-brand-700 size-8" />
              <h3 className="text-ink mt-4 text-lg font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {stepTitle}
              </h3>
              <p className="text-muted mt-2">{text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section tone="tint" labelledBy="find-model-heading">
        <SectionHeading
          id="find-model-heading"
          title="How to find your exact model"
          intro={lookupNote}
        />
        <ul className="grid gap-6 md:grid-cols-3">
          {modelLookups.map((lookup) => (
            <li key={lookup.device} className="rounded-2xl bg-white p-6 shadow-sm">
              <h3 className="text-ink flex items-center gap-2 text-xl font-bold">
                <Monitor aria-hidden="true" className="text-brand-700 size-5" />
                {lookup.device}
              </h3>
              <p className="text-ink mt-4 font-semibold">On screen</p>
              <p className="text-muted mt-1">{lookup.onScreen}</p>
              <p className="text-ink mt-4 font-semibold">On the laptop</p>
              <p className="text-muted mt-1">{lookup.onDevice}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section labelledBy="guidelines-heading">
        <SectionHeading
          id="guidelines-heading"
          title="Template Guidelines"
          intro="Every template follows the same print rules. Design to them and your file goes straight to print."
        />
        <div className="grid items-center gap-10 lg:grid-cols-[1fr_360px]">
          <ul className="grid gap-5 sm:grid-cols-2">
            {templateGuidelines.map((rule) => (
              <li key={rule.title}>
                <h3 className="text-ink text-lg font-semibold">{rule.title}</h3>
                <p className="text-muted mt-1">{rule.text}</p>
              </li>
            ))}
          </ul>
          <img
            src="/images/brands/template-anatomy.svg"
            width={360}
            height={250}
            alt={`A wrap template: the outer band is the ${files.bleedInches} inch bleed, the solid line is the cut line, and the dashed box inside is the safe area for text and logos.`}
            className="mx-auto h-auto w-full max-w-sm"
          />
        </div>
      </Section>
      <div className="px-4 pb-16 sm:px-6 lg:pb-20">
        <HelpCard
          id="template-help-heading"
          title="Need Help?"
          actions={
            <ButtonLink to={templateRequestHref} size="lg">
              Contact Design Team
            </ButtonLink>
          }
        >
          <p>
            Not sure which model you have, or want us to check your artwork against the template?
            Our design team replies within {site.replyWithinHours} hours,{" "}
            {site.supportHours.display}.
          </p>
        </HelpCard>
      </div>
    </>
  );
}
