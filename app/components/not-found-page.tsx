import { Link, useLocation } from "react-router";
import { ConsoleError } from "~/components/console-error";
import { buttonClasses } from "~/components/ui/button";
import { Island } from "~/islands/island";

/** The 404 page (SPEC.md route table); it also reports the missing path in the console. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <Island
        name="console-error"
        component={ConsoleError}
        props={{ message: `404 Error: User attempted to access non-existent route: ${pathname}` }}
      />
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
