import type { UseCasePath } from "#app/route-table.ts";
import {
  bulkDiscountHigh,
  bulkDiscountLow,
  bulkMinimum,
  production,
} from "#app/domain/policies.ts";
import { site } from "#app/domain/site.ts";
import { formatPercent } from "#app/lib/format.ts";

export interface HeroSlide {
  src: string;
  alt: string;
  caption: string;
}

/** Intrinsic size of every hero illustration (16:10), so the browser reserves the space. */
export const heroImageSize = { width: 800, height: 500 } as const;

export const heroSlides: readonly HeroSlide[] = [
  {
    src: "/images/hero/dj-neon-wrap.svg",
    alt: "Laptop in a black DJ wrap with neon cyan sound waves, pink equalizer bars and the name DJ Nova",
    caption: "DJs: neon artwork that pops under the booth lights",
  },
  {
    src: "/images/hero/school-chromebook-wrap.svg",
    alt: "School Chromebook in a navy wrap with a gold district crest and a white asset tag carrying a QR code",
    caption: "Schools: a district crest and an asset-tag QR code on every Chromebook",
  },
  {
    src: "/images/hero/realtor-branded-wrap.svg",
    alt: "Laptop in a white and navy realtor wrap with a house-and-key logo, the agent's photo and her brokerage name",
    caption: "Real estate: your brokerage brand at every open house",
  },
  {
    src: "/images/hero/business-fleet-wraps.svg",
    alt: "Three company laptops in identical teal and orange wraps bearing the same hexagon logo",
    caption: "Business fleets: the same brand colours on every device",
  },
  {
    src: "/images/hero/artist-landscape-wrap.svg",
    alt: "Laptop wrapped in an artist's sunset landscape of purple mountains above a still lake",
    caption: "Artists: your own landscape printed edge to edge",
  },
];

export type ValuePropIcon = "fast" | "usa" | "vinyl" | "volume" | "proof" | "tax";

export const valueProps: readonly { icon: ValuePropIcon; title: string; text: string }[] = [
  {
    icon: "fast",
    title: "Made fast",
    text: production.summary,
  },
  {
    icon: "usa",
    title: "Made in the USA",
    text: `Printed, laminated and precision-cut in our ${site.location.city}, ${site.location.regionName} shop.`,
  },
  {
    icon: "vinyl",
    title: "Built to last, removes clean",
    text: "Durable, bubble-resistant vinyl with 3M adhesive that peels off residue-free.",
  },
  {
    icon: "volume",
    title: `Volume pricing from ${bulkMinimum} devices`,
    text: `Save ${formatPercent(bulkDiscountLow)} to ${formatPercent(bulkDiscountHigh)} when you order ${bulkMinimum} or more wraps of one design.`,
  },
  {
    icon: "proof",
    title: "Proofs on request",
    text: "Ask for a proof and approve exactly how your design sits on your model before we print.",
  },
  {
    icon: "tax",
    title: "Tax-exempt and PO friendly",
    text: "Schools, agencies and companies can order with a purchase order and tax-exempt status.",
  },
];

export type SegmentIcon = "dj" | "school" | "realtor" | "business" | "law";

export const segments: readonly {
  icon: SegmentIcon;
  title: string;
  text: string;
  path: UseCasePath;
  linkText: string;
}[] = [
  {
    icon: "dj",
    title: "DJs and performers",
    text: "Logos, sponsor marks and neon artwork that read from the back of the room.",
    path: "/dj-laptop-wraps-skins",
    linkText: "DJ laptop wraps",
  },
  {
    icon: "school",
    title: "Students and schools",
    text: "School crests, student names and asset-tag QR codes for whole Chromebook carts.",
    path: "/school-laptop-wraps",
    linkText: "School laptop wraps",
  },
  {
    icon: "realtor",
    title: "Real estate agents",
    text: "Your headshot and brokerage brand on the laptop clients see at every showing.",
    path: "/real-estate-laptop-wraps",
    linkText: "Real estate laptop wraps",
  },
  {
    icon: "business",
    title: "Businesses",
    text: "Matching brand colours across your fleet, with asset labels your IT team can scan.",
    path: "/business-laptop-wraps",
    linkText: "Business laptop wraps",
  },
  {
    icon: "law",
    title: "Law firms",
    text: "Discreet monograms and matte finishes that suit the conference room.",
    path: "/law-firm-laptop-wraps",
    linkText: "Law firm laptop wraps",
  },
];

export type StepIcon = "model" | "upload" | "ship";

export const steps: readonly { icon: StepIcon; title: string; text: string }[] = [
  {
    icon: "model",
    title: "Choose your model",
    text: "Pick your laptop's brand and exact model so the wrap is cut to its lid, logo and ports.",
  },
  {
    icon: "upload",
    title: "Upload your design",
    text: "Add a logo, photo or artwork, choose coverage and a matte or gloss finish.",
  },
  {
    icon: "ship",
    title: "We print and ship",
    text: production.summary,
  },
];

/** The three testimonials on the home page, one per main audience. */
export const testimonialIds = ["r-1001", "r-1002", "r-1003"] as const;
