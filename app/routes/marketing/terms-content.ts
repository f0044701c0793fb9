import type { ProseSection } from "#app/components/info/rich-text.ts";
import { businessDays } from "#app/components/info/wording.ts";
import { governingLaw, production, returns } from "#app/domain/policies.ts";
import { site } from "#app/domain/site.ts";

const emailLink = { text: site.email, href: `mailto:${site.email}` };

export const termsIntro = `The agreement between you and ${site.name} when you use our website or order custom laptop wraps. Please read it before you place an order.`;

export const termsSections: readonly ProseSection[] = [
  {
    id: "acceptance",
    title: "Acceptance of these terms",
    blocks: [
      `These terms are an agreement between you and ${site.legalName} ("${site.name}", "we", "us"), based in ${site.location.city}, ${site.location.regionName}. By using our website or placing an order, you agree to them. If you order for a company, school or other organization, you confirm that you may accept these terms on its behalf.`,
    ],
  },
  {
    id: "service",
    title: "Our service",
    blocks: [
      "We print and precision-cut custom vinyl wraps for laptops and similar devices from your artwork or from designs we prepare with you. Our website lets you choose your device, coverage and finish, upload artwork, download model templates, request bulk quotes and contact our team.",
      "We may change, add or stop offering products, options and website features at any time. Orders already confirmed are made as confirmed.",
    ],
  },
  {
    id: "orders-and-payment",
    title: "Orders and payment",
    blocks: [
      {
        list: [
          "Placing an order commits it: we e-mail a confirmation with your order number and a private link to follow its status.",
          "If you ask for a proof, we send it for your approval before we print. We then send an invoice or a secure payment link, so you pay after you have seen the proof. Nothing is charged at checkout.",
          [
            "Prices are in US dollars and are calculated by our system from the options you chose, the quantity and the shipping method. Volume discounts apply to identical designs as described on our ",
            { text: "Bulk & Corporate page", to: "/bulk-corporate" },
            ".",
          ],
          "Sales tax, where it applies, is added to your invoice. If your organization is tax-exempt, tell us at checkout and send your exemption certificate. You may also give a purchase-order number.",
          "We may decline or cancel an order, for example if the artwork breaks these terms or a price was clearly wrong. If you already paid, we refund you in full.",
          `You may cancel an order free of charge until we start production. Contact us as soon as possible: most orders are produced within ${businessDays(production.standardDays)}.`,
        ],
      },
    ],
  },
  {
    id: "intellectual-property",
    title: "Your artwork and intellectual property",
    blocks: [
      "You keep all rights to the artwork you send us. By sending it, you confirm that you own it or have permission to use it, and that printing it does not infringe anyone's copyright, trademark, publicity or other rights. This includes logos, photos of people, team and school marks, and brand names.",
      "You give us permission to copy, resize and print your artwork only to prepare proofs and make, ship and reorder your wraps. We may refuse artwork that we believe infringes someone's rights.",
      "If a claim is made against us because of artwork you sent, you agree to cover our reasonable costs and losses from that claim.",
      "Our website, product photos, text and model templates belong to us. You may download and use our templates to prepare designs for orders with us.",
    ],
  },
  {
    id: "quality-and-returns",
    title: "Quality and returns",
    blocks: [
      "Colors on a screen can look different from colors printed on vinyl, and the fit depends on choosing the correct device model. Please check your model number before you order.",
      [
        `Returns, refunds and defect reports follow our `,
        { text: "Shipping & Returns policy", to: "/shipping-returns" },
        `. In short: ${returns.customDesigns.toLowerCase().replace(/\.$/, "")}, and defects or shipping damage must be reported within ${returns.reportDefectDays} days of delivery.`,
      ],
    ],
  },
  {
    id: "liability",
    title: "Limitation of liability",
    blocks: [
      `To the fullest extent the law allows, our total liability for any claim about an order or our website is limited to the amount you paid us for that order. We are not liable for indirect or consequential losses, such as lost profits, lost data or damage caused by installing or removing a wrap in a way our instructions advise against.`,
      "Nothing in these terms limits any right you have under consumer protection law that cannot be limited by agreement.",
    ],
  },
  {
    id: "conduct",
    title: "Acceptable use",
    blocks: [
      "When you use our website or send us artwork, you agree not to:",
      {
        list: [
          "Send artwork that is unlawful, infringing, hateful, harassing, sexually explicit, or that promotes violence.",
          "Send false information, spam, or submissions in someone else's name.",
          "Upload files containing malware, or try to break, overload or get around the security of our website.",
          "Copy our website content or scrape it by automated means, except as search engines normally do.",
        ],
      },
    ],
  },
  {
    id: "privacy",
    title: "Privacy",
    blocks: [
      [
        "Our ",
        { text: "Privacy Policy", to: "/privacy" },
        " explains what information we collect and how we use it. It is part of these terms.",
      ],
    ],
  },
  {
    id: "modifications",
    title: "Changes to these terms",
    blocks: [
      'We may update these terms from time to time. We post the new version on this page and change the "Last updated" date above. Each order is governed by the terms in effect when it was placed.',
    ],
  },
  {
    id: "governing-law",
    title: "Governing law",
    blocks: [
      `These terms are governed by the laws of the State of ${governingLaw}, USA, without regard to its conflict-of-law rules. Any dispute will be heard in the state or federal courts located in Orange County, ${governingLaw}, unless the law gives you the right to bring it where you live. Before going to court, please contact us: most problems are solved with one e-mail.`,
    ],
  },
  {
    id: "contact",
    title: "Contact us",
    blocks: [
      "Questions about these terms? Reach us at:",
      {
        list: [
          `${site.legalName}, ${site.location.city}, ${site.location.regionName}, USA`,
          ["E-mail: ", emailLink],
          ["Phone: ", { text: site.phone.display, href: site.phone.href }],
          ["Or use our ", { text: "contact form", to: "/contact" }, "."],
        ],
      },
    ],
  },
];
