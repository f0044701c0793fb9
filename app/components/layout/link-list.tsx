import type { ComponentProps } from "react";
import { Link, NavLink } from "react-router";
import type { SiteLink } from "./navigation.ts";

/**
 * A list of the site's links, each styled `linkClassName`; with
 * `markCurrent`, the link to the page being shown says so (aria-current).
 */
export function LinkList({
  links,
  linkClassName,
  markCurrent = false,
  ...list
}: {
  links: readonly SiteLink[];
  linkClassName: string;
  markCurrent?: boolean;
} & ComponentProps<"ul">) {
  const Anchor = markCurrent ? NavLink : Link;
  return (
    <ul {...list}>
      {links.map((link) => (
        <li key={link.to}>
          <Anchor to={link.to} className={linkClassName}>
            {link.label}
          </Anchor>
        </li>
      ))}
    </ul>
  );
}
