import { site } from "#app/domain/site.ts";

/** A console page's title and its robots rule: never indexed, never followed. */
export const staffMeta = (title: string) => [
  { title: `${title} · ${site.name} staff` },
  { name: "robots", content: "noindex, nofollow" },
];
