import { clsx } from "clsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";

/** The home page's two calls to action, in the hero and again at the end of the page. */
export function PrimaryCtas({ className }: { className?: string }) {
  return (
    <div className={clsx("mt-8 flex flex-wrap gap-4", className)}>
      <ButtonLink to="/custom-laptop-wraps" variant="hero" size="lg">
        Customize Yours
      </ButtonLink>
      <ButtonLink to="/laptop-wraps-by-brand" variant="outline-hero" size="lg">
        Shop by Brand
      </ButtonLink>
    </div>
  );
}
