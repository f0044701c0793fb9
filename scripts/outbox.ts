import { parseArgs } from "node:util";
import { getEnv } from "#app/config/env.server.ts";
import { parseLimit, runCommandLine, withDatabase } from "./lib/database-command.ts";
import { print, printJson, printTable } from "./lib/terminal.ts";
import type { DeliveryState, EmailState } from "../server/db/schema.ts";
import {
  countEmails,
  emailStates,
  findEmail,
  listEmails,
  resendEmails,
} from "../server/mail/operator.ts";
import { countDeliveries, listDeliveries, replayDeadLetters } from "../server/outbox/operator.ts";

const usage = `The webhook and e-mail outboxes, for operators (uses DATABASE_URL like the server).

  npm run outbox -- status                 deliveries per state
  npm run outbox -- list [--state dead] [--limit 50] [--json]
                                           dead letters (or pending / delivered)
  npm run outbox -- replay <id> [<id> …]   send these dead letters again
  npm run outbox -- replay --all           send every dead letter again
  npm run outbox -- emails [--state stored] [--limit 50] [--json]
                                           e-mails kept because no SMTP_URL is set
                                           (or held / pending / sent / dead: held ones
                                           passed a confirmation limit, with the reason)
  npm run outbox -- email <id> [--html]    print one e-mail's text (or HTML) body
  npm run outbox -- resend <id> [<id> …]   send these stored, held or dead e-mails
  npm run outbox -- resend --stored        send every e-mail kept while no SMTP_URL was set
  npm run outbox -- resend --held          send every e-mail held at a confirmation limit
  npm run outbox -- resend --dead          send every dead e-mail again

A running server picks replayed deliveries and resent e-mails up within its
poll interval.`;

const states: DeliveryState[] = ["pending", "delivered", "dead"];

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      // Each listing has its own default: dead deliveries, stored e-mails.
      state: { type: "string" },
      limit: { type: "string", default: "50" },
      json: { type: "boolean", default: false },
      all: { type: "boolean", default: false },
      html: { type: "boolean", default: false },
      stored: { type: "boolean", default: false },
      held: { type: "boolean", default: false },
      dead: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const [command, ...ids] = positionals;
  if (values.help || !command) {
    print(usage);
    return;
  }
  await withDatabase(async (database) => {
    if (command === "status") {
      printJson(await countDeliveries(database));
    } else if (command === "list") {
      const state = (values.state ?? "dead") as DeliveryState;
      if (!states.includes(state)) throw new Error(`--state must be one of ${states.join(", ")}`);
      const entries = await listDeliveries(database, state, parseLimit(values.limit));
      if (values.json) printJson(entries);
      else if (entries.length === 0) print(`No ${state} deliveries.`);
      else printTable(entries);
    } else if (command === "replay") {
      if (!values.all && ids.length === 0) throw new Error("Name the ids to replay, or --all.");
      const replayed = await replayDeadLetters(database, values.all ? null : ids);
      print(`Replayed ${replayed} dead ${replayed === 1 ? "letter" : "letters"}.`);
    } else if (command === "emails") {
      const state = (values.state ?? "stored") as EmailState;
      if (!emailStates.includes(state)) {
        throw new Error(`--state must be one of ${emailStates.join(", ")}`);
      }
      const entries = await listEmails(database, state, parseLimit(values.limit));
      if (values.json) printJson(entries);
      else {
        if (entries.length === 0) print(`No ${state} e-mails.`);
        else printTable(entries);
        print(`E-mails per state: ${JSON.stringify(await countEmails(database))}`);
      }
    } else if (command === "email") {
      const [id] = ids;
      if (!id) throw new Error("Name the e-mail's id (see `npm run outbox -- emails`).");
      const email = await findEmail(database, id);
      if (!email) throw new Error(`No e-mail with id "${id}".`);
      if (values.html) print(email.html_body);
      else {
        print(`To: ${email.to_address}\nSubject: ${email.subject}\n`);
        print(email.text_body);
      }
    } else if (command === "resend") {
      if (!getEnv().SMTP_URL) {
        throw new Error("Set SMTP_URL first: without it the server stores e-mails and sends none.");
      }
      const states = (["stored", "held", "dead"] as const).filter((state) => values[state]);
      if ((ids.length === 0) === (states.length === 0)) {
        throw new Error(
          "Name the e-mails to resend, or pass --stored, --held and/or --dead, not both.",
        );
      }
      const resent = await resendEmails(database, ids.length ? { ids } : { states });
      print(`${resent} ${resent === 1 ? "e-mail" : "e-mails"} queued to send.`);
    } else {
      throw new Error(`Unknown command "${command}".\n\n${usage}`);
    }
  });
}

runCommandLine(main);
