import { timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { OrderStage, PlacedOrder } from "#app/domain/orders.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import type { OrderKeys } from "./links.ts";
import { statusTokenHash } from "./links.ts";
import { readRecord, readStage } from "./record.ts";

/*
 * Finding a placed order (issue 33: the `orders` table is read here and in
 * the other modules of server/orders/ only). Every reader gets one typed,
 * checked StoredOrder.
 */

type Db = Kysely<DatabaseSchema>;

/** A placed order as the table keeps it, read and checked. */
export interface StoredOrder extends OrderKeys {
  number: string;
  stage: OrderStage;
  order: PlacedOrder;
  createdAt: number;
}

const columns = [
  "number",
  "stage",
  "record",
  "checkout_id",
  "cart_id",
  "status_link_version",
  "created_at",
] as const;

type Row = Pick<
  DatabaseSchema["orders"],
  "number" | "stage" | "record" | "checkout_id" | "cart_id" | "created_at"
> & { status_link_version: number };

function toStoredOrder(row: Row): StoredOrder {
  return {
    number: row.number,
    stage: readStage(row.number, row.stage),
    order: readRecord(row.number, row.record),
    checkoutId: row.checkout_id,
    cartId: row.cart_id,
    statusLinkVersion: Number(row.status_link_version),
    createdAt: Number(row.created_at),
  };
}

/**
 * An order by its number, or undefined. `forUpdate` locks its row until the
 * caller's transaction ends (PostgreSQL; SQLite writes one at a time anyway).
 */
export async function findOrder(
  db: Db,
  number: string,
  { forUpdate = false, engine }: { forUpdate?: boolean; engine?: "sqlite" | "postgres" } = {},
): Promise<StoredOrder | undefined> {
  let query = db.selectFrom("orders").select(columns).where("number", "=", number);
  if (forUpdate && engine === "postgres") query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && toStoredOrder(row);
}

/** An order by its number, if `token` is its status token (compared in constant time). */
export async function findOrderByToken(
  db: Db,
  number: string,
  token: string,
): Promise<StoredOrder | undefined> {
  const row = await db
    .selectFrom("orders")
    .select([...columns, "token_hash"])
    .where("number", "=", number)
    .executeTakeFirst();
  if (!row) return undefined;
  const given = Buffer.from(statusTokenHash(token), "hex");
  const stored = Buffer.from(row.token_hash, "hex");
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) return undefined;
  return toStoredOrder(row);
}

/** The stages an order entered, and when, oldest first. */
export async function stageHistory(
  db: Db,
  number: string,
): Promise<{ stage: OrderStage; enteredAt: string }[]> {
  const rows = await db
    .selectFrom("order_stages")
    .select(["stage", "entered_at"])
    .where("order_number", "=", number)
    .orderBy("entered_at")
    .execute();
  return rows.map((entry) => ({
    stage: readStage(number, entry.stage),
    enteredAt: new Date(Number(entry.entered_at)).toISOString(),
  }));
}
