import type { UseCasePath } from "#app/route-table.ts";
import {
  bulkDiscountHigh,
  bulkDiscountLow,
  bulkMinimum,
  production,
} from "#app/domain/policies.ts";
import { site } from "#app/domain/site.ts";
import type { PictureSlug } from "#app/product-pictures/pictures.ts";
import { formatPercent } from "#app/lib/format.ts";

export interface HeroSlide {
  /** The slide's product picture; its alt text says what it shows (app/product-pictures). */
  picture: PictureSlug;
  caption: string;
}

export const heroSlides: readonly HeroSlide[] = [
  { picture: "dj-macbook-pro", caption: "DJs: neon artwork that pops under the booth lights" },
  {
    picture: "school-chromebook",
    caption: "Schools: a district crest and an asset-tag QR code on every Chromebook",
  },
  { picture: "realtor-hp", caption: "Real estate: your brokerage brand at every open house" },
  { picture: "business-fleet", caption: "Business fleets: the same brand colours on every device" },
  { picture: "artist-macbook-air", caption: "Artists: your own landscape printed edge to edge" },
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

/** Who wraps with us, each linking to its use-case page (whose product picture the card shows). */
export const segments: readonly {
  title: string;
  text: string;
  path: UseCasePath;
  linkText: string;
}[] = [
  {
    title: "DJs and performers",
    text: "Logos, sponsor marks and neon artwork that read from the back of the room.",
    path: "/dj-laptop-wraps-skins",
    linkText: "DJ laptop wraps",
  },
  {
    title: "Students and schools",
    text: "School crests, student names and asset-tag QR codes for whole Chromebook carts.",
    path: "/school-laptop-wraps",
    linkText: "School laptop wraps",
  },
  {
    title: "Real estate agents",
    text: "Your headshot and brokerage brand on the laptop clients see at every showing.",
    path: "/real-estate-laptop-wraps",
    linkText: "Real estate laptop wraps",
  },
  {
    title: "Businesses",
    text: "Matching brand colours across your fleet, with asset labels your IT team can scan.",
    path: "/business-laptop-wraps",
    linkText: "Business laptop wraps",
  },
  {
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
