import {
  ArrowRight,
  Briefcase,
  GraduationCap,
  HandHeart,
  Home,
  Landmark,
  Scale,
} from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Card } from "#app/components/ui/card.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import type { UseCasePath } from "#app/route-table.ts";

interface Audience {
  icon: LucideIcon;
  title: string;
  text: string;
  /** The audience's use-case page, where one exists. */
  page?: { path: UseCasePath; label: string };
}

const audiences: readonly Audience[] = [
  {
    icon: GraduationCap,
    title: "Schools and districts",
    text: "School colours, crests and numbered asset labels for Chromebook and laptop carts.",
    page: { path: "/school-laptop-wraps", label: "School laptop wraps" },
  },
  {
    icon: Briefcase,
    title: "Businesses",
    text: "Branded laptops for sales teams, trade shows, onboarding kits and client-facing staff.",
    page: { path: "/business-laptop-wraps", label: "Business laptop wraps" },
  },
  {
    icon: Scale,
    title: "Law firms",
    text: "Discreet matte finishes with a firm monogram that look right in every client meeting.",
    page: { path: "/law-firm-laptop-wraps", label: "Law firm laptop wraps" },
  },
  {
    icon: Home,
    title: "Real estate teams",
    text: "Agent headshots, brokerage logos and QR codes that turn every open house into a listing lead.",
    page: { path: "/real-estate-laptop-wraps", label: "Real estate laptop wraps" },
  },
  {
    icon: Landmark,
    title: "Government agencies",
    text: "Department seals and asset numbers, with purchase-order and tax-exempt billing.",
  },
  {
    icon: HandHeart,
    title: "Non-profits",
    text: "Mission branding and sponsor logos for volunteer and program laptops, with tax-exempt billing where it applies.",
  },
];

/** Who orders in bulk, linking to the use-case pages that exist. */
export function BulkAudiences() {
  return (
    <Section labelledBy="bulk-audiences-heading" tone="tint">
      <SectionHeading
        id="bulk-audiences-heading"
        title="Who we wrap for"
        intro="From a ten-person office to a district-wide rollout, we cut wraps for every kind of organization."
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {audiences.map(({ icon: Icon, title, text, page }) => (
          <li key={title}>
            <Card className="flex h-full flex-col">
              <Icon aria-hidden="true" className="text-brand-700 size-8" />
              <h3 className="text-ink mt-4 text-lg font-semibold">{title}</h3>
              <p className="text-muted mt-2 flex-1 leading-relaxed">{text}</p>
              {page ? (
                <Link
                  to={page.path}
                  className="text-brand-700 hover:text-brand-900 mt-4 inline-flex min-h-6 items-center gap-1.5 font-semibold underline-offset-4 hover:underline"
                >
                  {page.label}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              ) : null}
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
