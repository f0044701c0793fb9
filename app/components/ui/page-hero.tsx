import type { ReactNode } from "react";

/** The top band of an inner page: eyebrow, the page's single h1, an intro and optional actions. */
export function PageHero({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  intro: ReactNode;
  /** Calls to action under the intro. */
  children?: ReactNode;
}) {
  return (
    <div className="on-dark from-brand-900 via-brand-800 to-brand-700 bg-gradient-to-br px-4 py-16 text-white sm:px-6 lg:py-24">
      <div className="mx-auto max-w-4xl text-center">
        {eyebrow ? (
          <p className="text-accent-400 mb-3 text-sm font-semibold tracking-widest uppercase">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="text-title font-extrabold text-balance">{title}</h1>
        <p className="text-brand-100 mx-auto mt-5 max-w-2xl text-lg sm:text-xl">{intro}</p>
        {children ? (
          <div className="mt-8 flex flex-wrap items-center justify-center gap-4">{children}</div>
        ) : null}
      </div>
    </div>
  );
}
