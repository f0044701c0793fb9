import {
  ArrowRight,
  Building2,
  GraduationCap,
  House,
  type LucideIcon,
  Music,
  Scale,
} from "lucide-react";
import { Link } from "react-router";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { type SegmentIcon, segments } from "#app/routes/marketing/home-content.ts";

const icons: Record<SegmentIcon, LucideIcon> = {
  dj: Music,
  school: GraduationCap,
  realtor: House,
  business: Building2,
  law: Scale,
};

export function CustomerSegments() {
  return (
    <Section tone="tint" labelledBy="segments-heading">
      <SectionHeading
        id="segments-heading"
        title="Wraps for every kind of laptop owner"
        intro="One laptop or a whole fleet: see how people like you use custom wraps."
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
        {segments.map((segment) => {
          const Icon = icons[segment.icon];
          return (
            <li
              key={segment.path}
              className="ring-brand-100 flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1"
            >
              <Icon aria-hidden="true" className="text-brand-700 size-8" />
              <h3 className="mt-4 text-lg font-semibold">{segment.title}</h3>
              <p className="text-muted mt-2 flex-1">{segment.text}</p>
              <Link
                to={segment.path}
                className="text-brand-700 hover:text-brand-900 mt-4 inline-block py-0.5 font-semibold underline-offset-4 hover:underline"
              >
                {segment.linkText}
                <ArrowRight aria-hidden="true" className="ml-1 inline size-4 align-[-0.15em]" />
              </Link>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
