import { Link, useLocation } from "react-router";
import { consoleMessageAttribute } from "./log-to-console.ts";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Enhanced } from "#app/islands/island.tsx";

/**
 * The 404 page (SPEC.md route table); it also reports the missing path in the
 * console, through a plain script (no React on this page).
 */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <Enhanced name="log-to-console">
        <span
          hidden
          {...{
            [consoleMessageAttribute]: `404 Error: User attempted to access non-existent route: ${pathname}`,
          }}
        />
      </Enhanced>
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
