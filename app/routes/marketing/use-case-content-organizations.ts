import {
  accountManagerOver,
  bulkDiscountHigh,
  bulkDiscountLow,
  bulkMinimum,
  files,
  production,
} from "#app/domain/policies.ts";
import { site } from "#app/domain/site.ts";
import { formatPercent } from "#app/lib/format.ts";
import type { UseCaseContent } from "./use-case-content.ts";

const discountRange = `${formatPercent(bulkDiscountLow)}–${formatPercent(bulkDiscountHigh)}`;
const designerFormats = files.designerFormats.join(", ");

const bulkBenefits = [
  {
    title: "Bulk discounts that grow with your order",
    text: `Save ${discountRange} on ${bulkMinimum} or more identical wraps; the more devices, the bigger the tier.`,
  },
  {
    title: "Purchase orders and tax-exempt orders",
    text: "Pay by purchase order and send your tax-exempt certificate with your quote request. We invoice after you approve the proof.",
  },
  {
    title: "Asset labels and QR codes",
    text: "Every wrap can carry its own printed asset number and a QR code that opens your inventory record, so checking devices out, auditing and returning them takes seconds.",
  },
  {
    title: "Proofs before anything is printed",
    text: "We send a digital proof of every design, so the people who sign off see exactly what will be printed and cut.",
  },
  {
    title: "An account manager for large orders",
    text: `Orders over ${accountManagerOver} units get a named account manager who handles proofs, delivery dates and reorders.`,
  },
  {
    title: "Fast turnaround",
    text: `Bulk orders ship in ${production.bulkShipDays} business days once the proof is approved.`,
  },
] as const;

export const schoolContent: UseCaseContent = {
  path: "/school-laptop-wraps",
  name: "School Laptop Wraps",
  description: `School laptop and Chromebook wraps with your crest, asset labels and QR codes. ${discountRange} bulk discounts, purchase orders and tax-exempt orders welcome.`,
  eyebrow: "For schools and districts",
  heading: "School laptop wraps for every student device",
  intro:
    "Give every Chromebook and laptop in your school a durable, easy-to-identify wrap: school colours and crest outside, an asset label and QR code your IT team can scan, and pricing that fits a school budget.",
  summary:
    "Crests, school colours, asset labels and QR codes for whole fleets of Chromebooks and laptops, with purchase orders and bulk pricing.",
  picture: "school-chromebook",
  audience: "schools",
  benefits: bulkBenefits,
  ideas: [
    "Your crest and mascot in school colours",
    "One colour per classroom cart, so every set goes back where it belongs",
    "Numbered wraps that match the slots in your charging carts",
    "Graduating-class designs for senior laptops",
    "Program branding for grant-funded STEM or reading devices",
    "A QR code to your help desk or acceptable-use policy",
  ],
  uploads: [
    `Your crest, mascot or logo (${designerFormats}); vector files give the sharpest edges`,
    "A spreadsheet of asset numbers or serial numbers, if each wrap carries its own label",
    "The device models in your fleet, including Chromebook make and model",
    "Your purchase order number and tax-exempt certificate, if you use them",
  ],
  faqs: [
    {
      question: "Can each wrap carry a different asset number?",
      answer:
        "Yes. Send a list of asset or serial numbers and we print one number per wrap, with a QR code that opens the matching record if you want one. The list is checked on the proof before we print.",
    },
    {
      question: "Do you accept purchase orders and tax-exempt orders?",
      answer:
        "Yes. Mention your purchase order when you request a quote and attach your tax-exempt certificate; we invoice your district after the proof is approved.",
    },
    {
      question: "When should we order for back-to-school?",
      answer: `Request your quote a few weeks before the first day to leave time for the proof. Production can take up to ${production.peakDays} business days at peak times, and bulk orders ship in ${production.bulkShipDays} business days after approval.`,
    },
    {
      question: "Will students peel them off?",
      answer:
        "The 3M adhesive holds firmly through daily use in backpacks and carts, yet your IT team can remove a wrap without residue when a device is retired or reassigned.",
    },
  ],
  primary: { label: "Request a School Quote", to: "/bulk-corporate" },
  secondary: { label: "Contact Our Education Team", to: "/contact" },
  showBulkTiers: true,
};

export const businessContent: UseCaseContent = {
  path: "/business-laptop-wraps",
  name: "Business Laptop Wraps",
  description: `Branded business laptop wraps for your whole team: your logo on every device, asset labels and QR codes, purchase orders and ${discountRange} bulk discounts.`,
  eyebrow: "For companies and teams",
  heading: "Business laptop wraps that put your brand on every desk",
  intro:
    "Equip your whole team with laptops that look like they belong to your company: consistent branding for client meetings, trade shows and remote staff, plus asset labels that make IT's job easier.",
  summary:
    "Your logo on every company laptop, with asset labels, QR codes, proofs, purchase orders and volume pricing.",
  picture: "business-fleet",
  audience: "businesses",
  benefits: bulkBenefits,
  ideas: [
    "Your logo on a solid brand colour for every employee laptop",
    "Trade-show laptops with a QR code to your demo or sign-up page",
    "A branded wrap in every new hire's onboarding kit",
    "Department colours for sales, support and engineering",
    "Limited-edition wraps for a product launch or company offsite",
    "Discreet asset labels for IT on an otherwise clean design",
  ],
  uploads: [
    `Your logo (${designerFormats}); vector files give the sharpest edges`,
    "Your brand guide or colour codes, so the proof matches your other print",
    "The web address for any QR code: we generate the code for you",
    "A list of device models and, if you want labels, your asset numbers",
  ],
  faqs: [
    {
      question: "Can we mix laptop models in one order?",
      answer:
        "Yes. List every model on your quote request and we cut each wrap for its model. Volume pricing is set for identical designs; orders with several different designs may get a smaller discount.",
    },
    {
      question: "Do you support tax-exempt organisations?",
      answer:
        "Yes. Non-profits, government agencies and other exempt buyers attach their certificate to the quote request, and taxes are left off the invoice.",
    },
    {
      question: "How do reorders for new hires work?",
      answer: `We keep your approved artwork on file. Send the new models and quantities to your account manager, or to ${site.email}, and we print the same design without a new proof unless you change it.`,
    },
  ],
  primary: { label: "Request a Business Quote", to: "/bulk-corporate" },
  secondary: { label: "Talk to Our Sales Team", to: "/contact" },
  showBulkTiers: true,
};

export const lawFirmContent: UseCaseContent = {
  path: "/law-firm-laptop-wraps",
  name: "Law Firm Laptop Wraps",
  description:
    "Discreet, professional laptop wraps for law firms: subtle monograms, matte finishes and matching wraps for every attorney. Residue-free and made in the USA.",
  eyebrow: "For law firms",
  heading: "Law firm laptop wraps: discreet, polished, consistent",
  intro:
    "Your attorneys open their laptops in conference rooms, courtrooms and client offices. A subtle, matching wrap shows that your firm pays attention to detail, without shouting.",
  summary:
    "Understated monograms and matte finishes that look at home in the conference room and the courtroom.",
  picture: "law-thinkpad",
  audience: "law firms",
  benefits: [
    {
      title: "Understated by design",
      text: "Think a small monogram on matte navy or charcoal, not a billboard. Matte also keeps fingerprints and glare out of sight during client meetings.",
    },
    {
      title: "One look across the firm",
      text: "Every partner, associate and paralegal carries the same wrap, so the firm looks consistent in every meeting and on every video call.",
    },
    {
      title: "Protection for client-facing devices",
      text: "The laminated vinyl guards the lid against scratches from briefcases and courthouse security bins, so laptops still look new in front of clients.",
    },
    {
      title: "Clean removal for leased hardware",
      text: "The 3M adhesive peels off without residue, so leased or retired laptops go back in the condition they arrived.",
    },
  ],
  ideas: [
    "A small firm monogram on a matte navy or charcoal lid",
    "The firm name as a fine wordmark in one corner",
    "Practice-group accent colours for litigation, corporate and IP teams",
    "A discreet asset number for your IT and records teams",
    "A marble or leather-look print for a classic feel",
  ],
  uploads: [
    `Your firm's logo or monogram (${designerFormats}); vector files give the sharpest edges`,
    "Your brand colours, so the wrap matches your letterhead",
    "The laptop models your attorneys and staff use",
    "Whether wraps should carry asset numbers, and the list if so",
  ],
  faqs: [
    {
      question: "Is a wrap appropriate for court and client meetings?",
      answer:
        "A quiet design is. Most firms choose a solid dark colour with a small monogram, which reads as polished rather than promotional.",
    },
    {
      question: "How do we order for the whole firm?",
      answer: `Firm-wide orders are handled like our business orders: a quote, a proof and ${discountRange} off for ${bulkMinimum} or more identical wraps. See the business page for the details.`,
    },
    {
      question: "Will the wrap damage a leased laptop?",
      answer:
        "No. The wrap comes off without residue, and the lid underneath is protected from scratches while it is on.",
    },
  ],
  primary: { label: "Explore Business Laptop Wraps", to: "/business-laptop-wraps" },
  secondary: { label: "Contact Us About Your Firm", to: "/contact" },
  showBulkTiers: false,
};
