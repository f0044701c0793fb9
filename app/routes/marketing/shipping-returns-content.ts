import type { ProseSection } from "#app/components/info/rich-text.ts";
import { businessDays, listOr } from "#app/components/info/wording.ts";
import { files, internationalShipping, production, returns } from "#app/domain/policies.ts";
import { site } from "#app/domain/site.ts";

const emailLink = { text: site.email, href: `mailto:${site.email}` };

export const shippingIntro = `How fast we make and ship your wrap, what delivery costs, and how returns and defect reports work. Everything ships from our shop in ${site.location.city}, ${site.location.regionName}.`;

export const productionSection: ProseSection = {
  id: "production",
  title: "Production times",
  blocks: [
    production.summary,
    {
      list: [
        "Peak times are back-to-school season (July to September) and the winter holidays.",
        `Bulk and corporate orders: ship in ${businessDays(production.bulkShipDays)}.`,
        "Proofs: if you ask for a proof, production starts when you approve it.",
      ],
    },
    "Business days are Monday to Friday, excluding US federal holidays.",
  ],
};

export const shippingNote =
  "Delivery times are in business days and count from the day your order ships. Our checkout ships to addresses in the United States. Every order comes with a tracking number.";

export const policySections: readonly ProseSection[] = [
  {
    id: "international",
    title: "International shipping",
    blocks: [
      internationalShipping,
      [
        "Our online checkout ships to US addresses only. For delivery elsewhere, ",
        { text: "send us your address for an international quote", to: "/contact" },
        ", and we will reply with the shipping cost and delivery time before you pay.",
      ],
      "Customs duties and import taxes, if any, are set by the destination country and paid by the recipient.",
    ],
  },
  {
    id: "returns",
    title: "Returns",
    blocks: [
      {
        list: [
          `You can return an order within ${returns.windowDays} days of delivery for a full refund.`,
          returns.conditions,
          returns.customDesigns,
          returns.returnShipping,
        ],
      },
      { subheading: "How to return an item" },
      {
        ordered: true,
        list: [
          [
            "Contact our support team at ",
            emailLink,
            ` or ${site.phone.display} with your order number and the reason for the return.`,
          ],
          "We reply with a return authorization (RA) number and the return address. Returns sent without an RA number cannot be processed.",
          "Pack the item unused in its original packaging, write the RA number on the outside, and ship it with a tracked service.",
          "When the return arrives and we have checked it, we refund the price of the returned items to your original payment method and e-mail you.",
        ],
      },
    ],
  },
  {
    id: "defects",
    title: "Damaged or defective wraps",
    blocks: [
      `Please check your wrap when it arrives. If it was damaged in transit, is misprinted, or is cut wrongly for the model you ordered, report it within ${returns.reportDefectDays} days of delivery.`,
      [
        "E-mail ",
        emailLink,
        " with your order number and photos of the problem. We will reprint the wrap at no cost or refund it, whichever you prefer. In most cases the photos are enough and you do not need to send the wrap back.",
      ],
      [
        "A wrap cut for the model you selected that does not fit a different model is not a defect. Check your model number before you order, or use our ",
        { text: "Fit & Sizing Guide", to: "/fit-sizing-guide" },
        ".",
      ],
    ],
  },
  {
    id: "artwork-files",
    title: "Accepted artwork files",
    blocks: [
      {
        list: [
          `Customizer uploads: ${listOr(files.customizerFormats)}, up to ${files.maxUploadMb} MB.`,
          [
            `Custom design work: ${listOr(files.designerFormats)}, sent by e-mail to `,
            { text: site.designEmail, href: `mailto:${site.designEmail}` },
            ".",
          ],
          `Resolution: at least ${files.minDpi} DPI at the size the artwork will be printed.`,
          `Color: ${files.colorMode}. Keep ${files.bleedInches} inch of bleed past the cut line and important text inside the safe area.`,
        ],
      },
      [
        "Templates with the bleed and safe area marked for your model are in our ",
        { text: "Templates & Model Finder", to: "/templates-model-finder" },
        ".",
      ],
    ],
  },
];
