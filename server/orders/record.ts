import { z } from "zod";
import { type OrderStage, type PlacedOrder, orderStages } from "#app/domain/orders.ts";
import {
  type PrintQualityTier,
  type ShippingMethodId,
  printQualityTiers,
  shippingMethods,
} from "#app/domain/policies.ts";
import { textColours, textFaces, textPositions } from "#app/domain/text-style.ts";

/*
 * A placed order as the `orders` table keeps it (its record, JSON): read
 * through this schema wherever it is read, so a record an older version
 * wrote, or a row changed by hand, is refused in one place with a message
 * rather than half-read as a PlacedOrder by whoever parsed it (issue 33).
 * The schema is checked against the PlacedOrder type (`satisfies`), and
 * keeps any field it does not name, so a record is never cut down by reading it.
 */

/** A list of ids as zod's enum takes them. */
const idsOf = <Id extends string>(entries: readonly { id: Id }[]) =>
  entries.map((entry) => entry.id) as [Id, ...Id[]];

const cents = z.number().int();

const DesignSchema = z.looseObject({
  deviceBrand: z.string(),
  deviceModel: z.string(),
  coverage: z.string(),
  coverageLabel: z.string(),
  finish: z.string(),
  finishLabel: z.string(),
  designName: z.string(),
  notes: z.string(),
  textLines: z.array(z.string()).optional(),
  textStyle: z
    .object({
      face: z.enum(textFaces.map((face) => face.id)),
      colour: z.enum(textColours.map((colour) => colour.id)),
      position: z.enum(textPositions.map((position) => position.id)),
    })
    .optional(),
  placement: z
    .object({ x: z.number(), y: z.number(), scale: z.number(), rotation: z.number() })
    .nullable()
    .optional(),
  artwork: z
    .object({
      id: z.string(),
      url: z.string(),
      filename: z.string(),
      mimeType: z.string(),
      aspect: z.number().optional(),
      bleed: z
        .object({ left: z.number(), top: z.number(), right: z.number(), bottom: z.number() })
        .optional(),
    })
    .nullable(),
  printQuality: z
    .object({
      dpi: z.number(),
      tier: z.enum(idsOf<PrintQualityTier>(printQualityTiers)),
      confirmed: z.boolean(),
    })
    .nullable()
    .optional(),
});

const LineSchema = z.looseObject({
  id: z.string(),
  quantity: z.number().int().positive(),
  unitCents: cents,
  discountedUnitCents: cents,
  grossCents: cents,
  discountRate: z.number(),
  discountCents: cents,
  totalCents: cents,
  design: DesignSchema,
  wrap: z.record(z.string(), z.unknown()),
});

const PlacedOrderSchema = z.looseObject({
  number: z.string(),
  placedAt: z.string(),
  customer: z.looseObject({ name: z.string(), email: z.string(), phone: z.string() }),
  organization: z.string(),
  purchaseOrder: z.string(),
  taxExempt: z.boolean(),
  proofFirst: z.boolean(),
  notes: z.string(),
  shipTo: z.looseObject({
    name: z.string(),
    line1: z.string(),
    line2: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    country: z.literal("US"),
  }),
  shipping: z.looseObject({
    method: z.enum(idsOf<ShippingMethodId>(shippingMethods)),
    label: z.string(),
    days: z.string(),
    cents,
  }),
  lines: z.array(LineSchema).min(1),
  merchandiseCents: cents,
  discountCents: cents,
  shippingCents: cents,
  totalCents: cents,
  currency: z.literal("USD"),
}) satisfies z.ZodType<PlacedOrder>;

/** A stored record that does not read as a placed order. */
export class UnreadableOrder extends Error {
  override name = "UnreadableOrder";
}

/** An order's record read as a PlacedOrder; throws UnreadableOrder when it is not one. */
export function readRecord(number: string, record: string): PlacedOrder {
  let json: unknown;
  try {
    json = JSON.parse(record);
  } catch {
    throw new UnreadableOrder(`Order ${number}'s record is not JSON`);
  }
  const parsed = PlacedOrderSchema.safeParse(json);
  if (!parsed.success) {
    throw new UnreadableOrder(
      `Order ${number}'s record is not a placed order: ${parsed.error.issues
        .slice(0, 3)
        .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
        .join("; ")}`,
    );
  }
  return parsed.data;
}

const stageIds = orderStages.map((stage) => stage.id);

/** A stage as the table keeps it, checked: an unknown one is refused, not read as "received". */
export function readStage(number: string, stage: string): OrderStage {
  if (!(stageIds as readonly string[]).includes(stage)) {
    throw new UnreadableOrder(`Order ${number} is at an unknown stage "${stage}"`);
  }
  return stage as OrderStage;
}
