import type { Kysely } from "kysely";
import { deviceBody } from "#app/domain/catalog/bodies.ts";
import type { PlacedOrder } from "#app/domain/orders.ts";
import { type DesignOutline, needsTestFit } from "#app/domain/staff.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { currentTemplate } from "./library.ts";

/**
 * Where each design of an order is cut from (issue 34): each piece it
 * covers, with the model's measured template of that piece or none.
 */
export async function designOutlines(
  db: Kysely<DatabaseSchema>,
  order: PlacedOrder,
): Promise<DesignOutline[]> {
  return Promise.all(
    order.lines.map(async (line) => {
      const { deviceBrand, deviceModel, coverage } = line.design;
      const template = await currentTemplate(db, deviceBrand, deviceModel);
      const body = deviceBody(deviceBrand, deviceModel, template);
      const pieces = (
        coverage === "top-palmrest" && body.deck
          ? (["lid", "palmrest"] as const)
          : (["lid"] as const)
      ).map((piece) => ({ piece, template: template?.[piece]?.template ?? null }));
      return { lineId: line.id, size: body.outline, pieces };
    }),
  );
}

/**
 * The designs of an order whose outline is not measured: nothing goes into
 * production cut from them until a person confirms a test fit (issue 34).
 */
export async function designsToTestFit(
  db: Kysely<DatabaseSchema>,
  order: PlacedOrder,
): Promise<string[]> {
  const outlines = await designOutlines(db, order);
  return order.lines
    .filter((line) =>
      outlines.some((outline) => outline.lineId === line.id && needsTestFit(outline)),
    )
    .map((line) => line.design.designName);
}
