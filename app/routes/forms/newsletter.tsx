import { useActionData } from "react-router";
import type { Route } from "./+types/newsletter";
import { NewsletterForm } from "~/components/layout/newsletter-form";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { site } from "~/domain/site";
import { formPageAction } from "~/forms/form-action.server";
import { Island } from "~/islands/island";
import { originFromMatches } from "~/lib/origin";
import { pageMeta } from "~/lib/seo";

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
