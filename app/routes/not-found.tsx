import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundPage } from "#app/components/not-found-page.tsx";
import { originFromMatches } from "#app/lib/origin.ts";
import { pageMeta } from "#app/lib/seo.ts";

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

export default NotFoundPage;
