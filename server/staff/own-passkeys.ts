import type { Kysely } from "kysely";
import type { StaffActor } from "#app/domain/staff.ts";
import { recordAudit } from "../audit.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import { type RelyingParty, removePasskey, storePasskey, verifyNewPasskey } from "./passkeys.ts";
import { type StaffSession, isFresh } from "./sessions.ts";

/*
 * One's own passkeys on the account page (issue 32, item 8): adding or
 * removing one needs a sign-in of the last few minutes, so a stolen session
 * cannot leave a key of its own behind, and both are in the audit log.
 */

type Db = Kysely<DatabaseSchema>;

export async function addOwnPasskey(
  db: Db,
  rp: RelyingParty,
  input: {
    session: StaffSession;
    answer: { challengeId: string; response: string; label: string };
    actor: StaffActor;
    requestOrigin: string;
  },
  now: number,
): Promise<"added" | "not-fresh" | "refused"> {
  const { session, answer, actor } = input;
  if (!isFresh(session, now)) return "not-fresh";
  const credential = await verifyNewPasskey(
    db,
    rp,
    { ...answer, requestOrigin: input.requestOrigin },
    now,
  );
  if (!credential) return "refused";
  await db.transaction().execute(async (trx) => {
    await storePasskey(trx, session.member.id, credential, answer.label, now);
    await recordAudit(trx, actor, {
      action: "added-passkey",
      subject: session.member.email,
      detail: { label: answer.label },
      at: now,
    });
  });
  return "added";
}

export async function removeOwnPasskey(
  db: Db,
  input: { session: StaffSession; keyId: string; actor: StaffActor },
  now: number,
): Promise<"removed" | "not-fresh" | "unknown"> {
  const { session, actor } = input;
  if (!isFresh(session, now)) return "not-fresh";
  return db.transaction().execute(async (trx) => {
    const label = await removePasskey(trx, session.member.id, input.keyId);
    if (label === undefined) return "unknown" as const;
    await recordAudit(trx, actor, {
      action: "removed-passkey",
      subject: session.member.email,
      detail: { label },
      at: now,
    });
    return "removed" as const;
  });
}
