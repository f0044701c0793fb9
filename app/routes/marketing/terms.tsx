import type { Route } from "./+types/terms";
import { LegalPage } from "#app/components/info/legal-page.tsx";
import { site } from "#app/domain/site.ts";
import { originFromMatches } from "#app/lib/origin.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { termsIntro, termsSections } from "./terms-content.ts";

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
