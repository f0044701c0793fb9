import { Mail, Phone } from "lucide-react";
import { site } from "#app/domain/site.ts";
import { SearchForm } from "./search-form.tsx";
import { SocialLinks } from "./social-links.tsx";
import { headerRow } from "./site-header.tsx";

export function TopBar() {
  return (
    <aside aria-label="Contact and social media" className="on-dark bg-ink text-sm text-white">
      <div className={`${headerRow} flex-wrap justify-between gap-x-6 gap-y-1 py-2`}>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-1">
          <a href={site.phone.href} className="inline-flex items-center gap-1.5 hover:underline">
            <Phone aria-hidden="true" className="size-4" />
            {site.phone.display}
          </a>
          <a
            href={`mailto:${site.email}`}
            className="inline-flex items-center gap-1.5 hover:underline"
          >
            <Mail aria-hidden="true" className="size-4" />
            {site.email}
          </a>
        </div>
        <div className="flex items-center gap-6">
          <SearchForm id="top-bar-search" tone="dark" className="w-64 max-md:hidden" />
          <SocialLinks
            aria-label="Social media"
            className="hidden items-center gap-4 lg:flex"
            linkClassName="hover:underline"
          />
        </div>
      </div>
    </aside>
  );
}
