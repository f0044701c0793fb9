import type { Route } from "./+types/privacy";
import { LegalPage } from "#app/components/info/legal-page.tsx";
import { site } from "#app/domain/site.ts";
import { originFromMatches } from "#app/lib/origin.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { privacyIntro, privacySections } from "./privacy-content.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Privacy Policy",
    description: `What personal information ${site.name} collects when you order a custom laptop wrap or contact us, how we use and protect it, and your privacy rights.`,
    path: "/privacy",
    origin: originFromMatches(matches),
    breadcrumbs: [{ name: "Privacy Policy", path: "/privacy" }],
  });

export default function Privacy() {
  return <LegalPage title="Privacy Policy" intro={privacyIntro} sections={privacySections} />;
}
