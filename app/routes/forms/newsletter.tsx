import { useActionData } from "react-router";
import type { Route } from "./+types/newsletter";
import { NewsletterForm } from "#app/islands/newsletter-form/newsletter-form.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { site } from "#app/domain/site.ts";
import { formPageAction } from "#app/actions/form-action.server.ts";
import { Island } from "#app/islands/island.tsx";
import { originFromMatches } from "#app/lib/origin.ts";
import { pageMeta } from "#app/lib/seo.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Newsletter",
    description: `Sign up for the ${site.name} newsletter: new wrap designs, installation tips and member offers, one e-mail a month.`,
    path: "/newsletter",
    origin: originFromMatches(matches),
  });

export function action(args: Route.ActionArgs) {
  return formPageAction(args, "newsletter");
}

export default function Newsletter() {
  const reply = useActionData<typeof action>();
  return (
    <>
      <PageHero
        eyebrow="Newsletter"
        title="Design ideas in your inbox"
        intro="New wrap designs, installation tips and subscriber-only offers. One e-mail a month, and you can unsubscribe any time."
      />
      <Section>
        <div className="mx-auto max-w-xl">
          <Island
            name="newsletter-form"
            component={NewsletterForm}
            props={{ id: "newsletter", tone: "light", initialReply: reply }}
          />
        </div>
      </Section>
    </>
  );
}
