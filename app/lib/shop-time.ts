import { site } from "#app/domain/site.ts";

/**
 * A moment as the shop's pages say it, customer's and console's alike: in
 * the shop's time zone (Pacific), and saying so: "Nov 25, 2026, 7:11 AM
 * PST". Server-rendered pages only, so no browser loads ICU for it
 * (decision 11).
 */
export const shopDateTime = (iso: string) =>
  // eslint-disable-next-line no-restricted-properties
  new Date(iso).toLocaleString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: site.supportHours.timeZone,
    timeZoneName: "short",
  });
