import { Links, Meta, Outlet, isRouteErrorResponse, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { usePageChrome } from "#app/components/layout/page-chrome.ts";
import { PurchaseHeader } from "#app/components/layout/purchase-header.tsx";
import { PurchaseFooter, SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { TopBar } from "#app/components/layout/top-bar.tsx";
import { NotFoundPage } from "#app/components/not-found-page.tsx";
import { JsonLd } from "#app/components/ui/json-ld.tsx";
import { getEnv } from "#app/config/env.server.ts";
import { EarlyDropScript, PageScripts } from "#app/islands/page-scripts.tsx";
import { pageTitle, siteJsonLd } from "#app/lib/seo.ts";

export function loader() {
  return { origin: getEnv().PUBLIC_URL };
}

export const links: Route.LinksFunction = () => [
  // The typeface and the web app manifest come after the first paint (app/islands/entry-loader.ts).
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const chrome = usePageChrome();
  const purchase = chrome?.chrome === "purchase" ? chrome : undefined;
  const staff = chrome?.chrome === "staff";
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#3b2599" />
        <Meta />
        <Links />
        {data && !staff ? <JsonLd data={siteJsonLd(data.origin)} /> : null}
        <EarlyDropScript />
        <PageScripts />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="bg-brand-800 sr-only z-50 rounded-md px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to main content
        </a>
        {staff ? null : purchase ? (
          <PurchaseHeader back={purchase.back} />
        ) : (
          <>
            <TopBar />
            <SiteHeader />
          </>
        )}
        {staff ? (
          // The console's layout draws its own header and <main> (app/routes/staff/layout.tsx).
          children
        ) : (
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
        )}
        {staff ? null : purchase ? <PurchaseFooter /> : <SiteFooter />}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <title>{pageTitle("Page not found")}</title>
        <meta name="robots" content="noindex" />
        <NotFoundPage />
      </>
    );
  }
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>{pageTitle("Something went wrong")}</title>
      <h1 className="text-3xl font-bold">Sorry, something went wrong</h1>
      <p className="text-muted mt-4">
        Please try again in a moment. If it keeps happening, contact us and we will sort it out.
      </p>
      <a href="/" className="text-brand-700 mt-8 inline-block font-semibold underline">
        Return to Home
      </a>
    </section>
  );
}
