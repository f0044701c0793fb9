import type { Route } from "./+types/terms";
import { LegalPage } from "~/components/info/legal-page";
import { site } from "~/domain/site";
import { originFromMatches } from "~/lib/origin";
import { pageMeta } from "~/lib/seo";
import { termsIntro, termsSections } from "./terms-content";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Terms of Service",
    description: `The terms for ordering custom laptop wraps from ${site.name}: orders and payment after proof, artwork rights, returns, liability and governing law.`,
    path: "/terms",
    origin: originFromMatches(matches),
    breadcrumbs: [{ name: "Terms of Service", path: "/terms" }],
  });

export default function Terms() {
  return <LegalPage title="Terms of Service" intro={termsIntro} sections={termsSections} />;
}
