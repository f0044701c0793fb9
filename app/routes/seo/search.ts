import { redirect } from "react-router";
import type { Route } from "./+types/search";

/**
 * The WebSite SearchAction in our structured data (SPEC.md section 2) sends
 * searches to /search?q=…; what visitors search for is their laptop model, so
 * the search goes to the templates & model finder.
 */
export function loader({ request }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  return redirect(
    query ? `/templates-model-finder?q=${encodeURIComponent(query)}` : "/templates-model-finder",
  );
}
