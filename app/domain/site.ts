/**
 * Who we are and how to reach us. Every page, structured-data block and e-mail
 * reads these values; nothing repeats them by hand.
 */
export const site = {
  name: "WrapCraft",
  legalName: "WrapCraft Laptop Wraps LLC",
  tagline: "Cover. Create. Captivate.",
  description:
    "Custom precision-cut vinyl laptop wraps, printed and cut in Huntington Beach, California.",
  phone: { display: "(714) 555-0148", href: "tel:+17145550148" },
  email: "hello@wrapcraft.co",
  designEmail: "design@wrapcraft.co",
  careersEmail: "careers@wrapcraft.co",
  affiliatesEmail: "partners@wrapcraft.co",
  location: {
    city: "Huntington Beach",
    region: "CA",
    regionName: "California",
    country: "US",
  },
  supportHours: {
    /** Human wording used on pages. */
    display: "Mon–Fri 9am–6pm PT",
    closed: "Closed weekends",
    /** schema.org OpeningHoursSpecification input. */
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "09:00",
    closes: "18:00",
    timeZone: "America/Los_Angeles",
  },
  /** Replies promised within this many hours during support hours. */
  replyWithinHours: 2,
  socials: [
    { name: "Instagram", href: "https://www.instagram.com/wrapcraft.co" },
    { name: "Facebook", href: "https://www.facebook.com/wrapcraft.co" },
    { name: "TikTok", href: "https://www.tiktok.com/@wrapcraft.co" },
    { name: "YouTube", href: "https://www.youtube.com/@wrapcraftwraps" },
  ],
  foundedYear: 2019,
} as const;

/** Home hero carousel: SPEC.md says it shows 5 images and advances every 1.5 s. */
export const carouselIntervalMs = 1500;
export const heroSlideCount = 5;
