/**
 * Production, shipping, returns, files and bulk pricing: the promises we make.
 * One wording per fact (PRODUCT.md section 1).
 */

/** Business days to produce a normal order, and at peak times. */
const standardDays = 1;
const peakDays = 3;

export const production = {
  standardDays,
  peakDays,
  /** Bulk orders ship within this range of business days. */
  bulkShipDays: "1–2",
  /** Adhesive cure time in hours. */
  cureHours: "12–24",
  summary: `Produced in ${standardDays} business day (up to ${peakDays} at peak) and shipped the same or next day.`,
} as const;

export type ShippingMethodId = "standard" | "express" | "overnight";

export interface ShippingMethod {
  id: ShippingMethodId;
  label: string;
  /** Delivery estimate in business days after shipping. */
  days: string;
  price: number;
  /** Orders at or above this subtotal ship free with this method. */
  freeOver?: number;
}

/** Standard shipping is free on orders of this subtotal or more. */
export const freeShippingThreshold = 50;

export const shippingMethods: readonly ShippingMethod[] = [
  { id: "standard", label: "Standard", days: "5–7", price: 4.99, freeOver: freeShippingThreshold },
  { id: "express", label: "Express", days: "2–3", price: 9.99 },
  { id: "overnight", label: "Overnight", days: "1", price: 24.99 },
];

/** Whether a posted value names one of the shipping methods (not just any property name). */
export const isShippingMethodId = (value: unknown): value is ShippingMethodId =>
  shippingMethods.some((method) => method.id === value);

export const internationalShipping =
  "We ship worldwide. International cost and delivery time vary by destination; we quote them before you pay.";

export const returns = {
  /** Days after delivery within which returns are accepted. */
  windowDays: 30,
  /** Days after delivery within which defects or damage must be reported. */
  reportDefectDays: 7,
  conditions: "Items must be unused and in their original packaging.",
  customDesigns: "Custom designs can be returned only for a manufacturing defect.",
  returnShipping:
    "The customer pays return shipping; our support team issues a return authorization number.",
} as const;

export interface BulkTier {
  min: number;
  /** Inclusive upper bound; undefined for the top tier. */
  max?: number;
  /** Discount as a fraction (0.15 = 15%). */
  discount: number;
}

/** Volume discounts for identical designs; mixed designs may get less. */
export const bulkTiers: readonly BulkTier[] = [
  { min: 10, max: 24, discount: 0.15 },
  { min: 25, max: 49, discount: 0.2 },
  { min: 50, max: 99, discount: 0.25 },
  { min: 100, discount: 0.3 },
];

export const bulkMinimum = Math.min(...bulkTiers.map((tier) => tier.min));
export const bulkDiscountLow = Math.min(...bulkTiers.map((tier) => tier.discount));
export const bulkDiscountHigh = Math.max(...bulkTiers.map((tier) => tier.discount));
/** Orders over this many units get a dedicated account manager. */
export const accountManagerOver = 50;
/**
 * The most different designs one cart (and one order) holds: more is a bulk
 * order, quoted by the shop. It also bounds the work the cart, checkout and
 * order pages do.
 */
export const maxCartDesigns = 50;

/** The volume tier a quantity of one design reaches, if any. */
export function bulkTierFor(quantity: number): BulkTier | undefined {
  return bulkTiers.find(
    (candidate) =>
      quantity >= candidate.min && (candidate.max === undefined || quantity <= candidate.max),
  );
}

/** The discount for a quantity of one identical design (0 below the first tier). */
export function bulkDiscountFor(quantity: number): number {
  return bulkTierFor(quantity)?.discount ?? 0;
}

export const files = {
  /** What the customizer accepts. */
  customizerFormats: ["PNG", "JPG", "PDF"],
  customizerAccept: ".png,.jpg,.jpeg,.pdf",
  maxUploadMb: 50,
  /**
   * The most pixels an uploaded image may have (about 16,000 × 6,000): far
   * more than the largest wrap needs at 600 DPI, and a limit on what a small
   * file that unpacks into a huge image (a decompression bomb) can cost us.
   */
  maxImagePixels: 100_000_000,
  /**
   * The most pages an artwork PDF may have: a wrap prints one page (a design
   * per piece at most), and each page is drawn at print size to check it.
   */
  maxPdfPages: 10,
  minDpi: 300,
  /** What our designers accept by e-mail for custom work. */
  designerFormats: ["PNG", "JPG", "PDF", "AI", "EPS", "PSD"],
  /** What the template downloads come as (SPEC.md's five, and SVG for the web's design apps). */
  templateFormats: ["AI", "EPS", "PDF", "PNG", "JPG", "SVG"],
  bleedInches: 0.125,
  /** How far inside the cut line text and logos should stay. */
  safeMarginInches: 0.25,
  colorMode: "CMYK preferred",
  /** Hours to create a custom template for an unlisted model. */
  customTemplateHours: 24,
  /** How many templates the Popular Template Downloads list shows. */
  popularTemplates: 4,
} as const;

/**
 * How a wrap is cut (issue 34). Every outline is sourced or measured, and
 * nothing is cut from an estimate without a person confirming it first.
 */
export const cutting = {
  /**
   * How far inside the device's edge each piece is cut, so the vinyl never
   * lifts at the edge: one figure per piece, drawn the same by the preview,
   * the print file and the templates, and stated in the print file's slug.
   */
  insetInches: { lid: 0.03, palmrest: 0.03 },
  /** The narrowest strip of vinyl an imported template may leave between two cuts; thinner tears. */
  minBridgeMm: 2,
  /** How far an imported template's outline may be from the model's published footprint. */
  footprintToleranceMm: 6,
  /** …or, where the footprint is estimated from the display, from that estimate (a share). */
  estimateTolerance: 0.12,
  /** What a customer is told before ordering a model whose outline the shop has not measured. */
  outlineConfirmation: "We confirm the cut outline for your exact model before we print.",
} as const;

/**
 * How sharp artwork prints, by its effective DPI at print size: excellent
 * from 300, then good, fair and poor. A typical 3,000 × 2,000 phone photo
 * filling a 13-inch lid is about 240 DPI: good, as it looks on a laptop.
 * Poor asks the visitor to confirm "print it anyway".
 */
export const printQualityTiers = [
  { id: "excellent", label: "Excellent", minDpi: 300, detail: "Crisp even up close." },
  {
    id: "good",
    label: "Good",
    minDpi: 200,
    detail: "Below our 300 DPI minimum: sharp at arm's length, a little soft up close.",
  },
  {
    id: "fair",
    label: "Fair",
    minDpi: 150,
    detail: "A little soft up close; fine for photos and smooth gradients.",
  },
  {
    id: "poor",
    label: "Poor",
    minDpi: 0,
    detail:
      "Likely to look blurry or blocky. Use a larger file, or make the artwork smaller on the lid.",
  },
] as const;

export type PrintQualityTier = (typeof printQualityTiers)[number]["id"];

export const designName = {
  min: 2,
  max: 60,
} as const;

export const textLinesMax = 2;

/**
 * The customizer warns when the artwork, as placed, would leave more than this
 * share of the lid bare (plain vinyl): an image dragged nearly off the lid, or
 * one much smaller than it. A square photo fitted to a 16:10 lid leaves 37 %.
 */
export const bareLidWarningShare = 0.25;

/** Fixed effective date of the legal pages (PRODUCT.md section 1). */
export const legalEffectiveDate = "2026-11-01";
export const governingLaw = "California";
export const minimumAge = 13;
