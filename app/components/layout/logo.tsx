import { Link } from "react-router";
import { site } from "#app/domain/site.ts";

export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <Link
      to="/"
      className="inline-flex shrink-0 items-center gap-2 text-xl font-extrabold tracking-tight"
      aria-label={`${site.name} home`}
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span className={tone === "light" ? "text-white" : "text-ink"}>{site.name}</span>
    </Link>
  );
}
