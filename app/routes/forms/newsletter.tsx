import { data } from "react-router";
import type { Route } from "./+types/newsletter";
import { NewsletterForm } from "~/components/layout/newsletter-form";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { NewsletterSchema } from "~/forms/newsletter";
import { originFromMatches } from "~/lib/origin";
import { pageMeta } from "~/lib/seo";

export type NewsletterResult = { status: "invalid"; error: string } | { status: "unavailable" };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Newsletter",
    description:
      "Sign up for the WrapCraft newsletter: new wrap designs, installation tips and member offers, one e-mail a month.",
    path: "/newsletter",
    origin: originFromMatches(matches),
  });

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = NewsletterSchema.safeParse({ email: form.get("email") ?? "" });
  if (!parsed.success) {
    const error = parsed.error.issues[0]?.message ?? "Please enter a valid email address.";
    return data<NewsletterResult>({ status: "invalid", error }, { status: 400 });
  }
  return data<NewsletterResult>({ status: "unavailable" });
}

export default function Newsletter() {
  return (
    <>
      <PageHero
        eyebrow="Newsletter"
        title="Design ideas in your inbox"
        intro="New wrap designs, installation tips and subscriber-only offers. One e-mail a month, and you can unsubscribe any time."
      />
      <Section>
        <div className="mx-auto max-w-xl">
          <NewsletterForm tone="light" />
        </div>
      </Section>
    </>
  );
}
