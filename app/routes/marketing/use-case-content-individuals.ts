import {
  bulkDiscountHigh,
  bulkDiscountLow,
  bulkMinimum,
  files,
  production,
  textLinesMax,
} from "#app/domain/policies.ts";
import { formatPercent } from "#app/lib/format.ts";
import type { UseCaseContent } from "./use-case-content.ts";

const volumeLine = `${formatPercent(bulkDiscountLow)}–${formatPercent(bulkDiscountHigh)} off for ${bulkMinimum} or more identical wraps`;

export const djContent: UseCaseContent = {
  path: "/dj-laptop-wraps-skins",
  name: "DJ Laptop Wraps & Skins",
  description:
    "Gig-ready DJ laptop wraps and skins with your logo, precision-cut for your exact model and tough enough for flight cases and booth lights. Made in the USA.",
  eyebrow: "For DJs and producers",
  heading: "DJ laptop wraps built for the booth",
  intro:
    "Your laptop faces the crowd all night. Turn the lid into a billboard for your name, your logo or your label, with precision-cut vinyl that survives flight cases, gig bags and crowded booths.",
  summary:
    "Gig-ready wraps with your DJ logo, label or sponsor marks, tough enough for flight cases and late-night load-outs.",
  picture: "dj-macbook-pro",
  audience: "DJs",
  benefits: [
    {
      title: "Gig-ready durability",
      text: "Laminated vinyl on 3M adhesive shrugs off scuffs from flight cases, cable snags and booth spills, and the edges stay down through every load-in and load-out.",
    },
    {
      title: "Your logo where the camera looks",
      text: "The lid is in every photo and video of your set. Put your DJ logo, label mark or sponsor logos where the crowd and the cameras see them.",
    },
    {
      title: "Cut for your exact model",
      text: "Cut-outs for the logo, camera and hinges come from our template for your laptop, so the wrap looks factory-made instead of stuck on.",
    },
    {
      title: "Ready before your next gig",
      text: `${production.summary} Gig this week? Choose Express or Overnight shipping at checkout.`,
    },
  ],
  ideas: [
    "Your DJ name as a bold wordmark on a matte black lid",
    "Sponsor and promoter logos for a tour or a club residency",
    "Your latest release or mix artwork for launch season",
    "A neon-style design that still reads in a dark booth",
    "Your social handle and a QR code that links to your mixes or booking page",
    "Matching wraps for your controller case and backup laptop",
  ],
  uploads: [
    "Your logo as a vector PDF, or a PNG with a transparent background",
    `Photos and artwork at ${files.minDpi} DPI or more at print size (up to ${files.maxUploadMb} MB per file)`,
    `Up to ${textLinesMax} lines of text, such as your DJ name and booking e-mail, typed exactly as they should print`,
    "Your finish: matte cuts glare from booth lights and stage cameras, gloss makes colourful artwork pop",
  ],
  faqs: [
    {
      question: "Will the wrap survive flight cases and gig bags?",
      answer:
        "Yes. The print is laminated, so rubbing against foam and zippers scuffs the laminate, not your artwork. If an edge ever lifts after a rough load-out, warm it with a hair dryer on low and press it down firmly.",
    },
    {
      question: "Can I keep the glowing Apple logo visible?",
      answer:
        "Yes. Our MacBook templates cut the logo out so it shows through. If you would rather cover it, say so in the special instructions when you order.",
    },
    {
      question: "Can I print sponsor or label logos?",
      answer: `Yes, as long as you have the right to use them. Crews and collectives ordering together get ${volumeLine}.`,
    },
    {
      question: "What happens when I upgrade my laptop?",
      answer:
        "The 3M adhesive peels off without residue, so your old laptop is ready to sell. Order the same design for your new model and we cut it to the new template.",
    },
  ],
  primary: { label: "Design Your DJ Wrap", to: "/custom-laptop-wraps" },
  secondary: { label: "Ask About a Custom DJ Design", to: "/contact" },
  showBulkTiers: false,
};

export const realEstateContent: UseCaseContent = {
  path: "/real-estate-laptop-wraps",
  name: "Real Estate Laptop Wraps",
  description:
    "Real estate laptop wraps with your headshot, brokerage logo and a QR code to your listings. Turn your laptop into a business card at every open house.",
  eyebrow: "For agents and brokerages",
  heading: "Real estate laptop wraps that market you at every showing",
  intro:
    "Your laptop is open at listing appointments, open houses and closing tables. Put your headshot, your brokerage logo and a QR code to your listings on the lid, and let it work while you do.",
  summary:
    "Headshots, brokerage logos and QR codes to your listings: a business card that stays open at every showing.",
  picture: "realtor-hp",
  audience: "agents",
  benefits: [
    {
      title: "A business card that is always open",
      text: "Buyers and sellers see your face, your name and your brokerage every time you open your laptop, from the first walkthrough to the closing table.",
    },
    {
      title: "QR codes that lead to your listings",
      text: "We place the QR code flat on the lid with a clear margin so phones scan it from across the table. Point it at your website or a link page you can update, so it keeps working after a listing sells.",
    },
    {
      title: "Brokerage-ready branding",
      text: "Keep your brokerage logo, license number and any required disclosure exactly where your brokerage wants them. Ask for a proof and check it before we print.",
    },
    {
      title: "Looks sharp after a week of showings",
      text: "Matte hides fingerprints from busy open-house days; gloss makes your headshot and listing photos vivid. Both wipe clean with a damp cloth.",
    },
  ],
  ideas: [
    "Your headshot with your name, phone number and brokerage logo",
    "A QR code to your current listings or a home-valuation page",
    "A photo of the market you know best: the coastline, the skyline or your neighborhood",
    "A collage of homes you have sold",
    "Matching team wraps for every agent in your office",
    "A seasonal design for spring listing season or your annual client event",
  ],
  uploads: [
    `A professional headshot at ${files.minDpi} DPI or more at print size: the original file from your photographer, not a screenshot`,
    "Your brokerage logo as a vector PDF or a high-resolution PNG",
    "The exact web address for your QR code: we generate the code, so you only send the link",
    "Your license number and any disclosure your brokerage requires",
  ],
  faqs: [
    {
      question: "Will the QR code really scan?",
      answer:
        "Yes. We size the code for the lid and keep a quiet margin around it. Ask for a proof, scan it from the screen with your phone, and approve it only when it opens the right page.",
    },
    {
      question: "Can my whole team order matching wraps?",
      answer: `Yes. Teams get ${volumeLine}. Wraps with a different agent on each one count as mixed designs and may get a smaller discount, so contact us for a quote.`,
    },
    {
      question: "What if I change brokerages?",
      answer:
        "Peel the wrap off: the 3M adhesive leaves no residue. Then order a new wrap with your new brokerage's branding.",
    },
  ],
  primary: { label: "Design Your Agent Wrap", to: "/custom-laptop-wraps" },
  secondary: { label: "Talk to Our Design Team", to: "/contact" },
  showBulkTiers: false,
};
