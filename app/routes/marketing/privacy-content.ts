import type { ProseSection } from "#app/components/info/rich-text.ts";
import { minimumAge } from "#app/domain/policies.ts";
import { site } from "#app/domain/site.ts";

const emailLink = { text: site.email, href: `mailto:${site.email}` };

export const privacyIntro = `How ${site.name} collects, uses and protects your information when you visit our website, ask us a question or order a wrap.`;

export const privacySections: readonly ProseSection[] = [
  {
    id: "information-we-collect",
    title: "Information we collect",
    blocks: [
      `${site.legalName} ("${site.name}", "we", "us") is a small company in ${site.location.city}, ${site.location.regionName}. We collect only what we need to make and ship your wraps and to answer you.`,
      { subheading: "Information you give us" },
      {
        list: [
          "Contact details: your name, e-mail address and phone number when you contact us, request a quote, order, apply to our affiliate program or apply for a job.",
          "Order details: your shipping address, device brand and model, coverage and finish, design name, text and special instructions, and, if you give them, a purchase-order number and tax-exempt status.",
          "Artwork: the images and files you upload or e-mail to us so we can print your wrap.",
          "Messages: what you write to us by e-mail, phone or our forms.",
          "Newsletter: your e-mail address, if you subscribe.",
        ],
      },
      { subheading: "Information collected automatically" },
      {
        list: [
          "With every form, design and order you send: your IP address, your browser's description of itself (its user agent), the time and the page you sent it from. We store them with what you sent and pass them on with it to the systems our team works in, to recognise spam and abuse and to answer questions about an order. Our server logs record which pages were asked for, not your address.",
          "Any campaign tags in the link that brought you to us (for example utm_source), stored with what you send, so we know which of our ads and posts are useful.",
        ],
      },
      "We do not collect payment card numbers on this website. When you pay an invoice, the payment is handled by our payment provider under its own privacy policy.",
    ],
  },
  {
    id: "how-we-use-information",
    title: "How we use your information",
    blocks: [
      {
        list: [
          "To produce, ship and support your order, including sending proofs, invoices, order confirmations and status updates.",
          "To answer your questions and quote bulk and corporate orders.",
          "To review affiliate and job applications.",
          "To send our newsletter, only if you subscribed. Every newsletter has an unsubscribe link.",
          "To keep the website secure, prevent fraud and spam, and fix problems.",
          "To understand which pages and campaigns work, so we can improve the site.",
          "To meet our legal, tax and accounting obligations.",
        ],
      },
      "We use your artwork only to make your order, to prepare proofs and to reprint or reorder it for you. We never use your designs in our own marketing without your written permission.",
    ],
  },
  {
    id: "sharing",
    title: "How we share information",
    blocks: [
      "We do not sell your personal information, and we do not share it for cross-context behavioral advertising. We share it only with:",
      {
        list: [
          "Shipping carriers, who need your name, address and phone number to deliver your order.",
          "Service providers who work for us under contract: website hosting, e-mail delivery, payment processing, and the workflow tools that route your form submissions to our team. They may use your information only to provide their service to us.",
          "Authorities, when the law requires it, or when we need to protect our rights, our customers or the public.",
          "A buyer or successor, if our business is sold or merged. Your information would stay protected by this policy.",
        ],
      },
    ],
  },
  {
    id: "security",
    title: "How we protect and keep information",
    blocks: [
      "Our website uses encrypted connections (HTTPS). Uploaded artwork is stored under random, unguessable names, and only our team and the service providers above can reach order records. We limit access to the people who need it to do their job.",
      "No method of storing or sending data is perfectly secure, so we cannot promise absolute security. If we learn of a breach that affects your information, we will tell you as the law requires.",
      "We keep order and invoice records for as long as tax and accounting law requires. We keep your artwork so you can reorder the same design; ask us at any time and we will delete it.",
    ],
  },
  {
    id: "your-rights",
    title: "Your rights and choices",
    blocks: [
      "Wherever you live, you can ask us to:",
      {
        list: [
          "Tell you what personal information we hold about you and give you a copy.",
          "Correct information that is wrong.",
          "Delete your information, unless we must keep it (for example, invoices).",
          "Stop sending you marketing e-mail. You can also use the unsubscribe link in any newsletter.",
        ],
      },
      `If you live in ${site.location.regionName}, the California Consumer Privacy Act gives you these rights to know, to correct and to delete, the right to opt out of the sale or sharing of personal information (we do neither), and the right not to be treated differently for using your rights.`,
      [
        "To make a request, e-mail ",
        emailLink,
        ` or call ${site.phone.display}. We will confirm your identity, usually by writing to the e-mail address we have on file, and answer within the time the law allows.`,
      ],
    ],
  },
  {
    id: "cookies",
    title: "Cookies and browser storage",
    blocks: [
      "We use a small number of cookies and similar browser storage that the website needs to work, for example to keep the contents of your cart and to hold a form you sent while offline until your connection returns, so nothing you send is lost.",
      "We do not use advertising cookies, and we do not let advertising networks track you on our site. You can block or delete cookies in your browser settings; some parts of the site, such as the cart, may then stop working.",
    ],
  },
  {
    id: "children",
    title: "Children's privacy",
    blocks: [
      `Our website and services are not directed to children under ${minimumAge}, and we do not knowingly collect personal information from them. Schools that order wraps for student devices deal with us through their staff, and we collect only the staff contact details.`,
      [
        `If you believe a child under ${minimumAge} has sent us personal information, please contact us at `,
        emailLink,
        " and we will delete it.",
      ],
    ],
  },
  {
    id: "changes",
    title: "Changes to this policy",
    blocks: [
      'We may update this policy when our services or the law change. We will post the new version on this page and change the "Last updated" date above. If a change is significant, we will also tell customers by e-mail before it takes effect.',
    ],
  },
  {
    id: "contact",
    title: "Contact us",
    blocks: [
      "Questions about this policy or your information? Reach us at:",
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
