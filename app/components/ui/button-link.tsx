import type { ComponentProps } from "react";
import { Link } from "react-router";
import { type StyleProps, buttonClasses } from "./button.tsx";

/** A link that looks like a button: navigation stays a link for assistive technology. */
export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: ComponentProps<typeof Link> & StyleProps) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />;
}
