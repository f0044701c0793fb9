import type { ComponentProps } from "react";
import { site } from "#app/domain/site.ts";

/** The shop's social media profiles, as the top bar and the footer list them. */
export function SocialLinks({
  linkClassName,
  ...list
}: { linkClassName: string } & ComponentProps<"ul">) {
  return (
    <ul {...list}>
      {site.socials.map((social) => (
        <li key={social.name}>
          <a href={social.href} rel="noopener" className={linkClassName}>
            {social.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
