import type { Route } from "./+types/privacy";
import { LegalPage } from "~/components/info/legal-page";
import { site } from "~/domain/site";
import { originFromMatches } from "~/lib/origin";
import { pageMeta } from "~/lib/seo";
import { privacyIntro, privacySections } from "./privacy-content";

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
