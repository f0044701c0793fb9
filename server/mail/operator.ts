import type { Database } from "../db/database.ts";
import { databaseNow } from "../db/database-clock.ts";
import type { Email, EmailState } from "../db/schema.ts";

export const emailStates: readonly EmailState[] = ["stored", "held", "pending", "sent", "dead"];

/** One row of the operator's listing: no bodies, which `findEmail` prints one at a time. */
export interface EmailEntry {
  id: string;
  purpose: string;
  order: string | null;
  to: string;
  subject: string;
  state: EmailState;
  attempts: number;
  created: string;
  /** Why it is held, or the last failure of a dead or retried one. */
  note: string | null;
}

/** E-mails in one state (stored by default: kept because no SMTP is configured), oldest first. */
export async function listEmails(
  { db }: Database,
  state: EmailState,
  limit: number,
): Promise<EmailEntry[]> {
  const rows = await db
    .selectFrom("emails")
    .select([
      "id",
      "purpose",
      "order_number",
      "to_address",
      "subject",
      "state",
      "attempts",
      "created_at",
      "last_error",
    ])
    .where("state", "=", state)
    .orderBy("created_at")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    purpose: row.purpose,
    order: row.order_number,
    to: row.to_address,
    subject: row.subject,
    state: row.state,
    attempts: row.attempts,
    created: new Date(row.created_at).toISOString(),
    note: row.last_error,
  }));
}

/** How many e-mails are in each state. */
export async function countEmails({ db }: Database): Promise<Record<EmailState, number>> {
  const rows = await db
    .selectFrom("emails")
    .select((eb) => ["state", eb.fn.countAll<number>().as("count")])
    .groupBy("state")
    .execute();
  const counts: Record<EmailState, number> = { stored: 0, held: 0, pending: 0, sent: 0, dead: 0 };
  for (const row of rows) counts[row.state] = Number(row.count);
  return counts;
}

/** One e-mail with its bodies, for the operator to read or forward by hand. */
export async function findEmail({ db }: Database, id: string): Promise<Email | undefined> {
  return db.selectFrom("emails").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The states an operator can send an e-mail from again. */
export type ResendableState = "stored" | "held" | "dead";

/**
 * Puts e-mails back in line for a fresh round of the retry schedule: stored
 * ones (kept while no SMTP_URL was set), held ones (past a confirmation
 * limit, released once staff have looked) and dead ones (refused or given up
 * on). `ids` names them; `states` alone takes every e-mail in those states.
 * Answers how many will be sent.
 */
export async function resendEmails(
  { db, engine }: Database,
  selection: { ids: string[] } | { states: readonly ResendableState[] },
): Promise<number> {
  const [column, values] =
    "ids" in selection ? (["id", selection.ids] as const) : (["state", selection.states] as const);
  if (values.length === 0) return 0;
  const result = await db
    .updateTable("emails")
    .set({ state: "pending", attempts: 0, next_attempt_at: databaseNow(engine), last_error: null })
    .where("state", "in", ["stored", "held", "dead"])
    .where(column, "in", [...values])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
