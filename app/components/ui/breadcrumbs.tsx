import { ChevronRight } from "lucide-react";
import { Link } from "react-router";

export interface Crumb {
  name: string;
  path: string;
}

/**
 * The visible breadcrumb trail of a page below Home. Pages give the same trail
 * to pageMeta as BreadcrumbList structured data; the last crumb is the current page.
 */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const items = [{ name: "Home", path: "/" }, ...trail];
  return (
    <nav aria-label="Breadcrumb" className="border-brand-100 border-b bg-white">
      <ol className="text-muted mx-auto flex max-w-6xl flex-wrap items-center gap-1 px-4 py-2 text-sm sm:px-6">
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={item.path} className="flex items-center gap-1">
              {index > 0 ? <ChevronRight aria-hidden="true" className="size-4 shrink-0" /> : null}
              {current ? (
                <span aria-current="page" className="text-ink py-1 font-medium">
                  {item.name}
                </span>
              ) : (
                <Link
                  to={item.path}
                  className="text-brand-700 hover:text-brand-900 inline-flex min-h-6 items-center py-1 underline-offset-4 hover:underline"
                >
                  {item.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
