import { useEffect } from "react";
import { Link, data, useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { buttonClasses } from "~/components/ui/button";
import { originFromMatches } from "~/lib/origin";
import { pageMeta } from "~/lib/seo";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({
    title: "Page not found",
    description:
      "The page you were looking for does not exist. Return to the home page to keep browsing.",
    path: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });

export default function NotFound() {
  const location = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-brand-700 text-7xl font-extrabold">404</p>
      <h1 className="mt-4 text-3xl font-bold">Oops! Page not found</h1>
      <p className="text-muted mt-4">
        The page you were looking for has moved or never existed. Let us get you back on track.
      </p>
      <Link to="/" className={buttonClasses("default", "lg", "mt-8")}>
        Return to Home
      </Link>
    </section>
  );
}
