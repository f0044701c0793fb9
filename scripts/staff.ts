import { parseArgs } from "node:util";
import { z } from "zod";
import { getEnv } from "#app/config/env.server.ts";
import { isStaffRole, roleLabel, staffPolicy, staffRoles } from "#app/domain/staff.ts";
import { runCommandLine, withDatabase } from "./lib/database-command.ts";
import { print, printTable } from "./lib/terminal.ts";
import { serverClock } from "../server/clock.ts";
import { loadSecretKey } from "../server/secret-key.ts";
import { createInvite } from "../server/staff/invites.ts";
import { listTeam } from "../server/staff/team.ts";

const roleIds = staffRoles.map((role) => role.id);

const usage = `The staff console's people, for the operator. Run it with the server's
environment: DATABASE_URL, PUBLIC_URL (the link's origin) and SMTP_URL.

  npm run staff -- invite <email> --role owner|staff
        prints a single-use link (valid ${staffPolicy.inviteValidMs / 3_600_000} hours) that creates the
        account, and e-mails it when SMTP_URL is set. For someone already on
        the team the link is a way back in: a new password or passkey, and
        every session, passkey and remembered browser of theirs revoked.
  npm run staff -- list        the team and the invites not yet used

There is no default account: the first owner is invited here, and owners
invite everyone else from the console (/staff/team).`;

/** The command line, as the audit log names it. */
const operator = { id: null, email: "command line", ip: null };

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      role: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const [command, email] = positionals;
  if (values.help || !command) {
    print(usage);
    return;
  }
  await withDatabase(async (database) => {
    const env = getEnv();
    const now = serverClock(env.TEST_CLOCK_FILE, (message) => console.error(message));
    if (command === "invite") {
      if (!email || !z.email().safeParse(email).success) {
        throw new Error(
          "Name the person's e-mail address, e.g. npm run staff -- invite ana@example.com --role owner",
        );
      }
      if (!values.role || !isStaffRole(values.role)) {
        throw new Error(`--role must be one of ${roleIds.join(", ")}.`);
      }
      const invited = await createInvite(
        database.db,
        {
          publicUrl: env.PUBLIC_URL,
          key: loadSecretKey({ secretKey: env.SECRET_KEY, databaseUrl: env.DATABASE_URL }),
          smtpConfigured: Boolean(env.SMTP_URL),
        },
        { email, role: values.role, by: operator },
        now(),
      );
      print(
        `${invited.returning ? "A way back in" : "An invite"} for ${email.trim().toLowerCase()} (${values.role}), valid until ${invited.expiresAt}:\n\n  ${invited.url}\n`,
      );
      print(
        invited.emailed
          ? "It is e-mailed too: a running server sends it."
          : "No SMTP_URL is set, so it is not e-mailed: pass the link on yourself, privately.",
      );
    } else if (command === "list") {
      const team = await listTeam(database, now());
      if (team.members.length === 0) print("Nobody yet: invite the first owner.");
      else
        printTable(
          team.members.map((member) => ({
            email: member.email,
            name: member.name,
            role: roleLabel(member.role),
            passkeys: String(member.passkeys),
            password: member.password ? "yes" : "no",
            joined: member.joined,
          })),
        );
      for (const invite of team.invites) {
        print(
          `Invite not yet used: ${invite.email} (${roleLabel(invite.role)}), until ${invite.expires}`,
        );
      }
    } else {
      throw new Error(`Unknown command "${command}".\n\n${usage}`);
    }
  });
}

runCommandLine(main);
