import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { production } from "#app/domain/policies.ts";
import { site } from "#app/domain/site.ts";
import { Logo } from "./logo.tsx";
import { SocialLinks } from "./social-links.tsx";
import { LinkList } from "./link-list.tsx";
import { type SiteLink, footerColumns, legalLinks, purchasePolicyLinks } from "./navigation.ts";
import { Island } from "#app/islands/island.tsx";
import { NewsletterForm } from "#app/islands/newsletter-form/newsletter-form.tsx";

/** "© 2019–2026 …": the years from the shop's founding to `year`, the one the page is rendered in. */
export function copyrightNotice(year: number) {
  const years = year > site.foundedYear ? `${site.foundedYear}–${year}` : String(site.foundedYear);
  return `© ${years} ${site.legalName}. Made in the USA.`;
}

/**
 * The footer's last row, on every page, the cart's and checkout's too: the
 * copyright, and the policies a buyer may want before paying. The year is the
 * render's: the build's for prerendered pages, which every deploy rebuilds.
 */
function LegalRow({ links, social }: { links: readonly SiteLink[]; social: boolean }) {
  return (
    <div className="border-t border-white/15">
      <div className="text-brand-100 mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>{copyrightNotice(new Date().getFullYear())}</p>
        {social ? (
          <SocialLinks
            aria-label="Follow us"
            className="flex flex-wrap gap-x-5 gap-y-2"
            linkClassName="hover:text-white hover:underline"
          />
        ) : null}
        <LinkList
          links={links}
          linkClassName="hover:text-white hover:underline"
          className="flex flex-wrap gap-x-6 gap-y-2"
        />
      </div>
    </div>
  );
}

/** The cart's and checkout's footer: the legal row alone, with the shipping policy beside it. */
export function PurchaseFooter() {
  return (
    <footer className="on-dark bg-ink text-white">
      <LegalRow links={[...purchasePolicyLinks, ...legalLinks]} social={false} />
    </footer>
  );
}

export function SiteFooter() {
  return (
    <footer className="on-dark bg-ink text-white">
      {/* On a phone the link columns sit two abreast under the newsletter. */}
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:grid-cols-3 sm:px-6 sm:py-14 lg:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="col-span-2 sm:col-span-3 lg:col-span-1">
          <Logo tone="light" />
          <p className="text-brand-100 mt-4 max-w-sm">
            {site.tagline} Custom vinyl laptop wraps made in the USA. {production.summary}
          </p>
          <h2 className="mt-8 text-lg font-semibold">Get design ideas and offers</h2>
          <p className="text-brand-100 mb-3 text-sm">One e-mail a month. Unsubscribe any time.</p>
          {/* On every page: its script loads when a visitor first reaches for it. */}
          <Island
            name="newsletter-form"
            component={NewsletterForm}
            props={{ id: "footer-newsletter" }}
            hydrate="interaction"
          />
        </div>
        {footerColumns.map((column) => (
          <nav key={column.heading} aria-label={`Footer ${column.heading}`}>
            <h2 className="text-lg font-semibold">{column.heading}</h2>
            <LinkList
              links={column.links}
              linkClassName="text-brand-100 hover:text-white hover:underline"
              className="mt-4 space-y-2"
            />
          </nav>
        ))}
      </div>
      <div className="border-t border-white/15">
        <address className="text-brand-100 mx-auto flex max-w-6xl flex-wrap gap-x-8 gap-y-3 px-4 py-6 text-sm not-italic sm:px-6">
          <a href={site.phone.href} className="inline-flex items-center gap-2 hover:text-white">
            <Phone aria-hidden="true" className="size-4" /> {site.phone.display}
          </a>
          <a
            href={`mailto:${site.email}`}
            className="inline-flex items-center gap-2 hover:text-white"
          >
            <Mail aria-hidden="true" className="size-4" /> {site.email}
          </a>
          <span className="inline-flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-4" /> {site.location.city},{" "}
            {site.location.regionName}
          </span>
          <span className="inline-flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4" /> {site.supportHours.display} ·{" "}
            {site.supportHours.closed}
          </span>
        </address>
      </div>
      <LegalRow links={legalLinks} social />
    </footer>
  );
}
