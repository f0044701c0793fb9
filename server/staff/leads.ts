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
import { type Actor, recordAudit } from "../audit.ts";
import { newId } from "../tokens.ts";
import { type LeadDescription, describeLead, readSubscriber } from "./lead-record.ts";

/*
 * Leads, as staff work through them: the lead forms' submissions (contact
 * messages, quote requests, affiliate applications, newsletter sign-ups)
 * with the status and note staff give each. The submission itself is never
 * changed: it is the record of what the visitor sent.
 */

function toRow(row: {
  id: string;
  kind: string;
  payload: string;
  received_at: number | string;
  status: string;
  note: string;
}): LeadRow & { fields: LeadDescription["fields"] } {
  const kind = isLeadKind(row.kind) ? row.kind : "contact";
  const { name, email, summary, fields } = describeLead(kind, row.payload);
  return {
    id: row.id,
    kind,
    received: new Date(Number(row.received_at)).toISOString(),
    name,
    email,
    summary,
    status: isLeadStatus(row.status) ? row.status : "new",
    note: row.note,
    fields,
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
    rows: rows.map((row) => withoutFields(toRow(row))),
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
  const first = oldest && toRow(oldest);
  return {
    count: Number(count.count),
    oldest: first
      ? { id: first.id, kind: first.kind, received: first.received, name: first.name }
      : null,
  };
}

const withoutFields = ({ fields: _fields, ...row }: ReturnType<typeof toRow>): LeadRow => row;

export async function findLead(database: Database, id: string): Promise<Lead | undefined> {
  const row = await leadsQuery(database)
    .where("lead_states.submission_id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  return toRow(row);
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
      const { email, pageUrl } = readSubscriber(row.payload);
      chunk += [email, new Date(Number(row.created_at)).toISOString(), pageUrl]
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
    const lead = describeLead("quote", row.payload);
    const to = lead.email;
    const bodies = email(to, lead.name);
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
