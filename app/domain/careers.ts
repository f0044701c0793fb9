/** Open positions and how we hire. */
import { files, production } from "./policies.ts";
import { site } from "./site.ts";

/** Days from final interview to hiring decision. */
export const hiringDecisionDays = 7;

export interface JobOpening {
  id: string;
  title: string;
  department: string;
  type: string;
  location: string;
  salary: { min: number; max: number };
  description: string;
  responsibilities: readonly string[];
  requirements: readonly string[];
}

export const jobOpenings: readonly JobOpening[] = [
  {
    id: "graphic-designer",
    title: "Graphic Designer",
    department: "Design",
    type: "Full-time",
    location: "On-site, Huntington Beach, CA",
    salary: { min: 50_000, max: 65_000 },
    description:
      "Turn customer logos, photos and rough ideas into print-ready wrap designs, and prepare proofs our customers approve in one round.",
    responsibilities: [
      "Prepare customer artwork on our model templates with correct bleed and safe areas",
      "Build proofs for bulk and corporate orders, including QR codes and asset labels",
      `Create new model templates within ${files.customTemplateHours} hours of a request`,
    ],
    requirements: [
      "2+ years with Adobe Illustrator and Photoshop",
      "Working knowledge of CMYK print preparation",
      "A portfolio that shows clean, legible layouts",
    ],
  },
  {
    id: "production-associate",
    title: "Production Associate",
    department: "Manufacturing",
    type: "Full-time",
    location: "Huntington Beach, CA",
    salary: { min: 35_000, max: 45_000 },
    description: `Print, laminate, plotter-cut and pack wraps so that every order leaves the shop within ${production.standardDays} business day.`,
    responsibilities: [
      "Run our large-format printers and laminators",
      "Weed, inspect and pack cut wraps against the order's label",
      "Keep the production floor clean and stocked",
    ],
    requirements: [
      "Careful hands and an eye for detail",
      "Able to stand for a full shift and lift 30 lb",
      "Print-shop experience is a plus, not a must",
    ],
  },
  {
    id: "customer-success-manager",
    title: "Customer Success Manager",
    department: "Customer Service",
    type: "Full-time",
    location: "Remote (US)",
    salary: { min: 45_000, max: 55_000 },
    description: `Be the person schools and businesses call: quote bulk orders, guide proofs and keep every reply within our ${site.replyWithinHours}-hour promise.`,
    responsibilities: [
      "Answer e-mail and phone enquiries during support hours",
      "Own bulk accounts from quote to delivery",
      "Handle returns and defect reports fairly and quickly",
    ],
    requirements: [
      "2+ years in customer support or account management",
      "Clear, friendly writing",
      "Comfortable with a help desk and a CRM",
    ],
  },
];

export const hiringSteps = [
  { title: "Application", description: "Send your résumé and, for design roles, a portfolio." },
  { title: "Phone Screen", description: "A 20-minute call about the role and your experience." },
  { title: "Interview", description: "Meet the team, on-site or by video, and see how we work." },
  {
    title: "Decision",
    description: `We decide within ${hiringDecisionDays} days of your interview.`,
  },
] as const;
