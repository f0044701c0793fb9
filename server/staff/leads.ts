import {
  type Lead,
  type LeadKind,
  type LeadRow,
  type LeadStatus,
  consolePageSize,
  isLeadKind,
  isLeadStatus,
} from "#app/domain/staff.ts";
import type { Database } from "../db/database.ts";
import { type Actor, recordAudit } from "./audit.ts";
import { newId } from "./secrets.ts";

/*
 * Leads, as staff work through them: the lead forms' submissions (contact
 * messages, quote requests, affiliate applications, newsletter sign-ups)
 * with the status and note staff give each. The submission itself is never
 * changed: it is the record of what the visitor sent.
 */

type Payload = Record<string, unknown>;

const text = (value: unknown) =>
  typeof value === "string"
    ? value
    : value === null || value === undefined
      ? ""
      : JSON.stringify(value);

function summary(kind: LeadKind, payload: Payload): string {
  if (kind === "contact") return text(payload.subject) || text(payload.message).slice(0, 120);
  if (kind === "quote") {
    const organization = (payload.organization ?? {}) as Payload;
    if (payload.event === "international_order_quote_request") {
      return `International order: ${text(payload.merchandise_total)} USD of wraps`;
    }
    return `${text(organization.name)}: ${text(payload.estimated_quantity)} devices`;
  }
  if (kind === "affiliate") return text(payload.website);
  return "Newsletter sign-up";
}

/** A payload's fields as label and value, nested ones flattened ("organization name"). */
function fields(payload: Payload, prefix = ""): [string, string][] {
  return Object.entries(payload).flatMap(([key, value]): [string, string][] => {
    const label = `${prefix}${key.replaceAll("_", " ")}`;
    if (value && typeof value === "object" && !Array.isArray(value)) {
      return fields(value as Payload, `${label} `);
    }
    return [[label, text(value)]];
  });
}

function toRow(row: {
  id: string;
  kind: string;
  payload: string;
  received_at: number | string;
  status: string;
  note: string;
}): LeadRow & { payload: Payload } {
  const payload = JSON.parse(row.payload) as Payload;
  const kind = isLeadKind(row.kind) ? row.kind : "contact";
  return {
    id: row.id,
    kind,
    received: new Date(Number(row.received_at)).toISOString(),
    name: text(payload.name),
    email: text(payload.email),
    summary: summary(kind, payload),
    status: isLeadStatus(row.status) ? row.status : "new",
    note: row.note,
    payload,
  };
}

/** Leads with what they sent: every lead has its state row from intake (server/submissions/intake.ts). */
function leadsQuery({ db }: Database) {
  return db
    .selectFrom("lead_states")
    .innerJoin("submissions", "submissions.id", "lead_states.submission_id")
    .select([
      "submissions.id",
      "lead_states.kind",
      "submissions.payload",
      "lead_states.received_at",
      "lead_states.status",
      "lead_states.note",
    ]);
}

/** One page of one kind of lead, newest first, optionally of one status; and the counts of each status. */
export async function listLeads(
  database: Database,
  { kind, status, page }: { kind: LeadKind; status: LeadStatus | "all"; page: number },
) {
  let query = leadsQuery(database).where("lead_states.kind", "=", kind);
  if (status !== "all") query = query.where("lead_states.status", "=", status);
  const [rows, states] = await Promise.all([
    query
      .orderBy("lead_states.received_at", "desc")
      .orderBy("lead_states.submission_id")
      .limit(consolePageSize)
      .offset((page - 1) * consolePageSize)
      .execute(),
    countByStatus(database, kind),
  ]);
  const total = states.new + states["in-progress"] + states.done;
  return {
    rows: rows.map((row) => withoutPayload(toRow(row))),
    counts: states,
    total: status === "all" ? total : states[status],
  };
}

/** How many leads of `kind` are at each status. */
async function countByStatus({ db }: Database, kind: LeadKind) {
  const rows = await db
    .selectFrom("lead_states")
    .select((eb) => ["status", eb.fn.countAll<number>().as("count")])
    .where("kind", "=", kind)
    .groupBy("status")
    .execute();
  const counts: Record<LeadStatus, number> = { new: 0, "in-progress": 0, done: 0 };
  for (const row of rows) if (isLeadStatus(row.status)) counts[row.status] = Number(row.count);
  return counts;
}

/** Leads nobody has taken up yet (contact, quote, affiliate): how many, and the oldest. */
export async function waitingLeads(database: Database) {
  const answerable = ["contact", "quote", "affiliate"];
  const [count, oldest] = await Promise.all([
    database.db
      .selectFrom("lead_states")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("status", "=", "new")
      .where("kind", "in", answerable)
      .executeTakeFirstOrThrow(),
    leadsQuery(database)
      .where("lead_states.status", "=", "new")
      .where("lead_states.kind", "in", answerable)
      .orderBy("lead_states.received_at")
      .limit(1)
      .executeTakeFirst(),
  ]);
  const payload = oldest ? (JSON.parse(oldest.payload) as Payload) : undefined;
  return {
    count: Number(count.count),
    oldest: oldest
      ? {
          id: oldest.id,
          kind: isLeadKind(oldest.kind) ? oldest.kind : "contact",
          received: new Date(Number(oldest.received_at)).toISOString(),
          name: text(payload?.name),
        }
      : null,
  };
}

const withoutPayload = ({ payload: _payload, ...row }: LeadRow & { payload: Payload }): LeadRow =>
  row;

export async function findLead(database: Database, id: string): Promise<Lead | undefined> {
  const row = await leadsQuery(database)
    .where("lead_states.submission_id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const lead = toRow(row);
  return { ...withoutPayload(lead), fields: fields(lead.payload) };
}

/** Sets a lead's status and note, and writes the change to the audit log. */
export async function updateLead(
  { db }: Database,
  { id, status, note }: { id: string; status: LeadStatus; note: string },
  actor: Actor,
  now: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("lead_states")
      .set({ status, note, updated_at: now, updated_by: actor.id })
      .where("submission_id", "=", id)
      .returning("kind")
      .executeTakeFirst();
    if (!updated) return false;
    await recordAudit(trx, actor, {
      action: "updated-lead",
      subject: id,
      detail: { kind: updated.kind, status, note },
      at: now,
    });
    return true;
  });
}

/** Every newsletter subscriber, oldest first, as CSV rows (e-mail, signed up, page). */
export async function* newsletterCsv({ db }: Database): AsyncGenerator<string> {
  yield "email,signed_up_at,page_url\r\n";
  let after = -1;
  let afterId = "";
  for (;;) {
    const rows = await db
      .selectFrom("submissions")
      .select(["id", "payload", "created_at"])
      .where("kind", "=", "newsletter")
      .where((eb) =>
        eb.or([
          eb("created_at", ">", after),
          eb.and([eb("created_at", "=", after), eb("id", ">", afterId)]),
        ]),
      )
      .orderBy("created_at")
      .orderBy("id")
      .limit(1000)
      .execute();
    if (rows.length === 0) return;
    let chunk = "";
    for (const row of rows) {
      const payload = JSON.parse(row.payload) as Payload;
      chunk += [
        text(payload.email),
        new Date(Number(row.created_at)).toISOString(),
        text(payload.page_url),
      ]
        .map(csvCell)
        .join(",");
      chunk += "\r\n";
    }
    yield chunk;
    const last = rows.at(-1);
    after = Number(last?.created_at);
    afterId = last?.id ?? "";
  }
}

/** A CSV cell, quoted, with a spreadsheet formula's first character defused. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/**
 * Answers a quote request by e-mail (through the mail outbox, like every
 * e-mail the shop sends), marks it in progress unless it is done, and
 * writes it to the audit log.
 */
export async function replyToQuote(
  { db }: Database,
  input: { id: string; subject: string; message: string },
  actor: Actor,
  {
    now,
    smtpConfigured,
    email,
  }: {
    now: number;
    smtpConfigured: boolean;
    email: (to: string, name: string) => { text: string; html: string };
  },
): Promise<"sent" | "unknown"> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("lead_states")
      .innerJoin("submissions", "submissions.id", "lead_states.submission_id")
      .select(["submissions.payload", "lead_states.status"])
      .where("lead_states.submission_id", "=", input.id)
      .where("lead_states.kind", "=", "quote")
      .executeTakeFirst();
    if (!row) return "unknown";
    const payload = JSON.parse(row.payload) as Payload;
    const to = text(payload.email);
    const bodies = email(to, text(payload.name));
    await trx
      .insertInto("emails")
      .values({
        id: `quote-reply-${newId()}`,
        purpose: "quote-reply",
        order_number: null,
        to_address: to,
        subject: input.subject,
        text_body: bodies.text,
        html_body: bodies.html,
        state: smtpConfigured ? "pending" : "stored",
        attempts: 0,
        next_attempt_at: now,
        last_error: null,
        sent_at: null,
        created_at: now,
        client_key: null,
      })
      .execute();
    const status = row.status === "done" ? "done" : "in-progress";
    await trx
      .updateTable("lead_states")
      .set({ status, updated_at: now, updated_by: actor.id })
      .where("submission_id", "=", input.id)
      .execute();
    await recordAudit(trx, actor, {
      action: "replied-to-quote",
      subject: input.id,
      detail: { to, subject: input.subject },
      at: now,
    });
    return "sent";
  });
}
