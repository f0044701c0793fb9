import { Search } from "lucide-react";
import { clsx } from "clsx";
import { maxQueryLength } from "#app/search/site-search.ts";

/**
 * The site search's field: a plain GET form to /search, so it works before
 * any script and with none. `id` tells apart the top bar's, the menu's and
 * the results page's, which can be on one page.
 */
export function SearchForm({
  id,
  query = "",
  tone = "light",
  className,
}: {
  id: string;
  query?: string;
  /** "dark" on the top bar's dark band. */
  tone?: "light" | "dark";
  className?: string;
}) {
  return (
    <form role="search" action="/search" method="get" className={clsx("relative", className)}>
      <label htmlFor={id} className="sr-only">
        Search the site
      </label>
      {/* The magnifier is the form's submit button: Enter works too, and so does a tap on it. */}
      <button
        type="submit"
        className={clsx(
          "absolute inset-y-0 left-0 flex w-9 items-center justify-center rounded-l-lg",
          tone === "dark" ? "text-white/70 hover:text-white" : "text-muted hover:text-ink",
        )}
      >
        <Search aria-hidden="true" className="size-4" />
        <span className="sr-only">Search</span>
      </button>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={query}
        maxLength={maxQueryLength}
        placeholder="Model, A number or topic"
        autoComplete="off"
        enterKeyHint="search"
        className={clsx(
          "w-full rounded-lg border pr-3 pl-9",
          tone === "dark"
            ? "focus:text-ink min-h-8 border-white/25 bg-white/10 py-1 text-sm text-white placeholder:text-white/70 focus:bg-white focus:placeholder:text-gray-600"
            : "text-ink min-h-11 border-gray-400 bg-white py-2.5 placeholder:text-gray-600",
        )}
      />
    </form>
  );
}
