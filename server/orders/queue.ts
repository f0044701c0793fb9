import { z } from "zod";
import { sql } from "kysely";
import {
  type OrderEvent,
  type OrderQueuePage,
  type OrderQueueQuery,
  consolePageSize,
} from "#app/domain/staff.ts";
import {
  type OrderStage,
  isOrderStage,
  listedStage,
  listedStageLabel,
  orderStages,
} from "#app/domain/orders.ts";
import { isPaymentState } from "#app/domain/payments.ts";
import type { Database } from "../db/database.ts";
import { shownState } from "../payments/store.ts";

/*
 * The console's view of orders: the queue (by stage, searched, sorted, in
 * pages) and one order's history. Moving an order is stages.ts.
 */

/** `text` as a LIKE pattern that matches it anywhere, its own wildcards taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every stage but the last: the orders still to make (a list, so an index can seek each). */
const openStages = orderStages.slice(0, -1).map((stage) => stage.id);

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

export async function orderQueue(
  database: Database,
  query: OrderQueueQuery,
  now: number,
): Promise<OrderQueuePage> {
  const { db } = database;
  let filtered = db
    .selectFrom("orders")
    .leftJoin("order_payments", "order_payments.order_number", "orders.number");
  if (query.stage === "open") filtered = filtered.where("stage", "in", openStages);
  else if (isOrderStage(query.stage)) filtered = filtered.where("stage", "=", query.stage);
  // An open invoice past its due date is overdue: the state is stored, the date compared now.
  if (query.payment === "flagged") filtered = filtered.where("order_payments.flag", "!=", "");
  else if (query.payment === "overdue") {
    filtered = filtered
      .where("order_payments.state", "=", "invoice_open")
      .where("order_payments.invoice_due_at", "<", now);
  } else if (query.payment === "invoice_open") {
    filtered = filtered
      .where("order_payments.state", "=", "invoice_open")
      .where((eb) =>
        eb.or([
          eb("order_payments.invoice_due_at", "is", null),
          eb("order_payments.invoice_due_at", ">=", now),
        ]),
      );
  } else if (isPaymentState(query.payment)) {
    filtered = filtered.where("order_payments.state", "=", query.payment);
  }
  const search = query.search.trim().slice(0, 100);
  if (search) {
    const pattern = containing(search);
    filtered = filtered.where("search_text", "like", sql<string>`${pattern} escape '\\'`);
  }
  let page = filtered
    .select([
      "orders.number",
      "orders.stage",
      "orders.customer_name",
      "orders.email",
      "orders.purchase_order",
      "orders.total_cents",
      "orders.created_at",
      "orders.updated_at",
      "order_payments.state as payment_state",
      "order_payments.invoice_due_at",
      "order_payments.flag",
    ])
    .limit(consolePageSize)
    .offset((query.page - 1) * consolePageSize);
  // Ties are broken by number in the sort's direction, so each sort walks its index (the migration).
  page =
    query.sort === "oldest"
      ? page.orderBy("orders.created_at", "asc").orderBy("orders.number", "asc")
      : query.sort === "total"
        ? page
            .orderBy("orders.total_cents", "desc")
            .orderBy("orders.created_at", "desc")
            .orderBy("orders.number", "desc")
        : query.sort === "updated"
          ? page.orderBy("orders.updated_at", "desc").orderBy("orders.number", "desc")
          : page.orderBy("orders.created_at", "desc").orderBy("orders.number", "desc");
  const [rows, total, counts] = await Promise.all([
    page.execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow(),
    stageCounts(database),
  ]);
  return {
    rows: rows.map((row) => ({
      number: row.number,
      stage: listedStage(row.stage),
      customer: row.customer_name,
      email: row.email,
      purchaseOrder: row.purchase_order,
      totalCents: Number(row.total_cents),
      payment: row.payment_state
        ? shownState({ state: row.payment_state, invoice_due_at: row.invoice_due_at }, now)
        : null,
      paymentFlagged: Boolean(row.flag),
      placed: iso(row.created_at),
      updated: iso(row.updated_at),
    })),
    total: Number(total.count),
    stageCounts: counts,
  };
}

/** Orders at each stage, the whole shop's. */
export async function stageCounts({ db }: Database): Promise<Record<OrderStage, number>> {
  const rows = await db
    .selectFrom("orders")
    .select((eb) => ["stage", eb.fn.countAll<number>().as("count")])
    .groupBy("stage")
    .execute();
  const counts = Object.fromEntries(orderStages.map((stage) => [stage.id, 0])) as Record<
    OrderStage,
    number
  >;
  for (const row of rows) if (isOrderStage(row.stage)) counts[row.stage] = Number(row.count);
  return counts;
}

/** An audit line's detail as a move writes it: the stage it moved to and the message; else nothing. */
const MoveDetail = z.object({ message: z.string().optional(), to: z.string().optional() });
function readMoveDetail(detail: string): z.infer<typeof MoveDetail> {
  try {
    return MoveDetail.safeParse(JSON.parse(detail)).data ?? {};
  } catch {
    return {};
  }
}

/**
 * Everything that happened to an order, oldest first: the stages it entered,
 * the e-mails about it (and where each stands), the webhook delivery of its
 * placing, and what staff did to it.
 */
export async function orderEvents({ db }: Database, number: string): Promise<OrderEvent[]> {
  const [stages, emails, deliveries, audit] = await Promise.all([
    db
      .selectFrom("order_stages")
      .select(["stage", "entered_at"])
      .where("order_number", "=", number)
      .execute(),
    db
      .selectFrom("emails")
      .select(["purpose", "to_address", "subject", "state", "created_at", "sent_at", "last_error"])
      .where("order_number", "=", number)
      .execute(),
    db
      .selectFrom("outbox")
      .select(["state", "attempts", "last_status", "last_error", "created_at", "delivered_at"])
      .where("submission_id", "=", number)
      .execute(),
    db
      .selectFrom("audit_log")
      .select(["at", "staff_email", "action", "detail"])
      .where("subject", "=", number)
      .execute(),
  ]);
  const events: OrderEvent[] = [
    ...stages.map((row) => ({
      at: iso(row.entered_at),
      kind: "stage" as const,
      title: `Stage: ${listedStageLabel(listedStage(row.stage))}`,
      detail: "",
    })),
    ...emails.map((row) => ({
      at: iso(row.sent_at ?? row.created_at),
      kind: "email" as const,
      title: `E-mail ${row.state}: ${row.subject}`,
      detail: `To ${row.to_address}${row.last_error ? `. ${row.last_error}` : ""}`,
    })),
    ...deliveries.map((row) => ({
      at: iso(row.delivered_at ?? row.created_at),
      kind: "webhook" as const,
      title: `Order webhook ${row.state}`,
      detail: `${row.attempts} attempt${row.attempts === 1 ? "" : "s"}${row.last_status ? `, last answer ${row.last_status}` : ""}${row.last_error ? `: ${row.last_error}` : ""}`,
    })),
    ...audit.map((row) => {
      const detail = readMoveDetail(row.detail);
      return {
        at: iso(row.at),
        kind: "staff" as const,
        title: `${row.staff_email}: ${row.action.replaceAll("-", " ")}${detail.to ? ` to ${listedStageLabel(listedStage(detail.to))}` : ""}`,
        detail: detail.message ? `Message: ${detail.message}` : "",
      };
    }),
  ];
  return events.sort((a, b) => a.at.localeCompare(b.at) || a.kind.localeCompare(b.kind));
}
