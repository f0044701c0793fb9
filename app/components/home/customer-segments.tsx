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
      {/* On a phone, rows: the icon beside the title and its link. */}
      <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-5">
        {segments.map((segment) => {
          const Icon = icons[segment.icon];
          return (
            <li
              key={segment.path}
              className="ring-brand-100 grid grid-cols-[auto_1fr] gap-x-4 rounded-2xl bg-white p-4 shadow-sm ring-1 sm:flex sm:flex-col sm:p-6"
            >
              <Icon aria-hidden="true" className="text-brand-700 row-span-3 size-8" />
              <h3 className="text-lg font-semibold sm:mt-4">{segment.title}</h3>
              {/* On a phone the title and the link say enough; the page behind it says the rest. */}
              <p className="text-muted mt-2 hidden flex-1 sm:block">{segment.text}</p>
              <Link
                to={segment.path}
                className="text-brand-700 hover:text-brand-900 mt-2 inline-block py-0.5 font-semibold underline-offset-4 hover:underline sm:mt-4"
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
