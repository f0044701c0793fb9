import type { Kysely } from "kysely";
import { staffPolicy } from "#app/domain/staff.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import type { SecretKey } from "../secret-key.ts";
import { tokenHash } from "../tokens.ts";

/*
 * A passkey prompt's challenge, carried by the page rather than stored
 * (issue 32, item 14): its id is the challenge and its expiry, signed with
 * the server's key, so showing the sign-in page writes nothing. A challenge
 * is good once: the first answer that uses it records its hash, and a second
 * finds it there.
 */

const purpose = "passkey-challenge";

/** The id a form carries for `challenge` (the options' challenge, base64url), good for a few minutes. */
export const challengeId = (key: SecretKey, challenge: string, now: number) =>
  key.sign(purpose, `${challenge}~${now + staffPolicy.challengeValidMs}`);

/** The longest challenge id a form may post. */
export const maxChallengeIdLength = 200;

/**
 * The challenge a form's id names, used up: if the id is ours, not expired
 * and not used before. Undefined otherwise.
 */
export async function spendChallenge(
  db: Kysely<DatabaseSchema>,
  key: SecretKey,
  id: string,
  now: number,
): Promise<string | undefined> {
  const value = id.length <= maxChallengeIdLength ? key.verify(purpose, id) : undefined;
  const [challenge, expires] = value?.split("~") ?? [];
  if (!challenge || !(Number(expires) > now)) return undefined;
  const used = await db
    .insertInto("auth_challenges")
    .values({ id: tokenHash(challenge), challenge: "", created_at: now })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .returning("id")
    .execute();
  await db
    .deleteFrom("auth_challenges")
    .where("created_at", "<", now - staffPolicy.challengeValidMs)
    .execute();
  return used.length === 1 ? challenge : undefined;
}
