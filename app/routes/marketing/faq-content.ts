import type { FaqItem } from "#app/components/info/faq-accordion.tsx";
import {
  businessDays,
  listAnd,
  listOr,
  shippingCost,
  tierRangeLabel,
} from "#app/components/info/wording.ts";
import { brands, customizerBrands } from "#app/domain/catalog/index.ts";
import {
  accountManagerOver,
  bulkTiers,
  files,
  internationalShipping,
  production,
  returns,
  shippingMethods,
} from "#app/domain/policies.ts";
import { site } from "#app/domain/site.ts";
import { formatPercent } from "#app/lib/format.ts";

const shippingList = shippingMethods
  .map(
    (method) =>
      `${method.label} (${businessDays(method.days)}): ${shippingCost(method).replace(/^Free/, "free")}`,
  )
  .join("; ");

const tierList = bulkTiers
  .map((tier) => `${tierRangeLabel(tier)} units ${formatPercent(tier.discount)} off`)
  .join(", ");

const otherBrands = customizerBrands.filter(
  (name) => name !== "Other" && !brands.some((brand) => brand.name === name),
);

/** The seven questions of /faq; the page and its FAQPage structured data both read this list. */
export const faqItems: readonly FaqItem[] = [
  {
    id: "production-time",
    question: "How long does it take to make my wrap?",
    answer: `${production.summary} We print, laminate and cut every wrap ourselves in ${site.location.city}, ${site.location.regionName}, so peak times such as back-to-school are the only thing that slows us down. Bulk orders ship in ${businessDays(production.bulkShipDays)}. If you ask for a proof, production starts when you approve it.`,
    more: { label: "Shipping and production times", to: "/shipping-returns" },
  },
  {
    id: "shipping",
    question: "What shipping options do you offer, and what do they cost?",
    answer: `Within the USA you can choose ${shippingList}. Delivery times count from the day your order ships. ${internationalShipping}`,
    more: { label: "Full shipping policy", to: "/shipping-returns" },
  },
  {
    id: "returns",
    question: "What is your return policy?",
    answer: `You can return an order within ${returns.windowDays} days of delivery for a full refund. ${returns.conditions} ${returns.customDesigns} ${returns.returnShipping.replace("The customer pays", "You pay")} If your wrap arrives damaged or defective, tell us within ${returns.reportDefectDays} days of delivery and we will make it right.`,
    more: { label: "Returns and defect reports", to: "/shipping-returns" },
  },
  {
    id: "files",
    question: "What file formats do you accept, and what resolution do I need?",
    answer: `Our customizer takes ${listOr(files.customizerFormats)} files up to ${files.maxUploadMb} MB. For custom design work, our designers also accept ${listOr(files.designerFormats)} files by e-mail at ${site.designEmail}. For a sharp print, artwork should be at least ${files.minDpi} DPI at the size it will be printed (${files.colorMode}). Vector files (AI, EPS or PDF) print crisp at any size; phone photos usually work well for a lid-sized print.`,
    more: { label: "Download a template for your model", to: "/templates-model-finder" },
  },
  {
    id: "installation",
    question: "How do I install the wrap, and can I remove it later?",
    answer: `Clean the surface with isopropyl alcohol and let it dry. Line the wrap up using the cut-outs for the logo and camera, peel the backing back a little at a time, and smooth it from the center out with a card. A little warmth from a hair dryer helps the edges settle. The adhesive cures in ${production.cureHours} hours, so go easy on the edges until then. To remove the wrap, warm it slightly and peel slowly at a low angle: the 3M adhesive comes off clean, with no residue.`,
    more: { label: "Step-by-step installation guide", to: "/how-it-works" },
  },
  {
    id: "bulk-discounts",
    question: "Do you offer discounts for bulk orders?",
    answer: `Yes. Volume pricing applies per identical design: ${tierList}. Orders that mix designs may get a smaller discount. Orders over ${accountManagerOver} units get a dedicated account manager, and we accept purchase orders and tax-exempt status for schools, businesses and non-profits. Bulk orders ship in ${businessDays(production.bulkShipDays)}.`,
    more: { label: "Request a bulk quote", to: "/bulk-corporate" },
  },
  {
    id: "fit",
    question: "Will a wrap fit my laptop model?",
    answer: `Every wrap is cut from a template for your exact model, with openings for the logo and camera where your model needs them. We cut for ${listAnd(brands.map((brand) => brand.name))} laptops, plus ${listAnd(otherBrands)}. Choose your model by its exact name or number (it is on the label underneath or in your system settings). If your model is not listed, tell us and we will create a template within ${files.customTemplateHours} hours.`,
    more: { label: "Find your model's template", to: "/templates-model-finder" },
  },
];
