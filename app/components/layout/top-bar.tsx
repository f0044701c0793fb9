import { Mail, Phone } from "lucide-react";
import { site } from "#app/domain/site.ts";

export function TopBar() {
  return (
    <aside aria-label="Contact and social media" className="on-dark bg-ink text-sm text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-2 sm:px-6">
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
        <ul aria-label="Social media" className="hidden items-center gap-4 sm:flex">
          {site.socials.map((social) => (
            <li key={social.name}>
              <a href={social.href} rel="noopener" className="hover:underline">
                {social.name}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
