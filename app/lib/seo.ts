import type { MetaDescriptor } from "react-router";
import { site } from "#app/domain/site.ts";

export interface PageSeo {
  /** The page's own name; the title becomes "{title} | {brand}". */
  title: string;
  description: string;
  /** Path of the page, e.g. "/faq". */
  path: string;
  /** The public origin, from the root loader (PUBLIC_URL). */
  origin: string;
  /** Breadcrumb trail below Home, e.g. [{ name: "Use Cases", path: "/use-cases" }]. */
  breadcrumbs?: readonly { name: string; path: string }[];
  /** Extra JSON-LD objects for this page. */
  jsonLd?: readonly Record<string, unknown>[];
  /** Keep the page out of search results (404). */
  noindex?: boolean;
  /** Social image (1,200 × 630) with what it shows; defaults to the site's Open Graph image. */
  image?: { path: string; alt: string };
}

/** The site's social image, shown when a page is shared. */
export const ogImage = {
  path: "/og-image.png",
  width: 1200,
  height: 630,
  alt: `${site.name}: custom precision-cut vinyl laptop wraps made in ${site.location.city}, ${site.location.regionName}, shown on a DJ's MacBook Pro and a school district's Chromebook`,
};

export function pageTitle(title: string): string {
  return `${title} | ${site.name}`;
}

export function absoluteUrl(origin: string, path: string): string {
  return path === "/" ? `${origin}/` : `${origin}${path}`;
}

/** Meta tags, canonical link, Open Graph and page-level JSON-LD for one page. */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(seo.origin, seo.path);
  const title = pageTitle(seo.title);
  const image = seo.image ?? ogImage;
  const imageUrl = absoluteUrl(seo.origin, image.path);
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(ogImage.width) },
    { property: "og:image:height", content: String(ogImage.height) },
    { property: "og:image:alt", content: image.alt },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
  ];
  if (seo.noindex) descriptors.push({ name: "robots", content: "noindex" });
  const jsonLd = [...(seo.jsonLd ?? [])];
  if (seo.breadcrumbs?.length) jsonLd.push(breadcrumbJsonLd(seo.origin, seo.breadcrumbs));
  for (const block of jsonLd) descriptors.push({ "script:ld+json": block });
  return descriptors;
}

function breadcrumbJsonLd(
  origin: string,
  trail: readonly { name: string; path: string }[],
): Record<string, unknown> {
  const items = [{ name: "Home", path: "/" }, ...trail];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(origin, item.path),
    })),
  };
}

/** Site-wide Organization and WebSite (with the SearchAction SPEC.md declares). */
export function siteJsonLd(origin: string): Record<string, unknown>[] {
  return [
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": `${origin}/#organization`,
      name: site.name,
      legalName: site.legalName,
      url: `${origin}/`,
      logo: `${origin}/logo.png`,
      email: site.email,
      telephone: site.phone.href.replace("tel:", ""),
      slogan: site.tagline,
      foundingDate: String(site.foundedYear),
      address: {
        "@type": "PostalAddress",
        addressLocality: site.location.city,
        addressRegion: site.location.region,
        addressCountry: site.location.country,
      },
      sameAs: site.socials.map((social) => social.href),
      contactPoint: {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone: site.phone.href.replace("tel:", ""),
        email: site.email,
        areaServed: "US",
        availableLanguage: "English",
        hoursAvailable: {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: site.supportHours.days,
          opens: site.supportHours.opens,
          closes: site.supportHours.closes,
        },
      },
    },
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      "@id": `${origin}/#website`,
      name: site.name,
      url: `${origin}/`,
      publisher: { "@id": `${origin}/#organization` },
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: `${origin}/search?q={search_term_string}` },
        // schema.org's own form of Google's "required name=search_term_string".
        "query-input": {
          "@type": "PropertyValueSpecification",
          valueRequired: true,
          valueName: "search_term_string",
        },
      },
    },
  ];
}
