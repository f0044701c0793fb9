import { parseArgs } from "node:util";
import { getEnv } from "#app/config/env.server.ts";
import { parseLimit, runCommandLine, withDatabase } from "./lib/database-command.ts";
import { print, printJson, printTable } from "./lib/terminal.ts";
import { isOrderStage, listedStageLabel, orderStages } from "#app/domain/orders.ts";
import { formatCents } from "#app/lib/format.ts";
import { shopNoticeEmail } from "../server/mail/order-emails.ts";
import { loadSecretKey } from "../server/secret-key.ts";
import { findOrder, stageHistory } from "../server/orders/find.ts";
import { orderStatusUrl, statusToken } from "../server/orders/links.ts";
import { listOrders, moveOrder } from "../server/orders/stages.ts";
import { designsToTestFit } from "../server/templates/outlines.ts";

const stageIds = orderStages.map((stage) => stage.id);

const usage = `Orders, for staff. Run it with the server's environment: DATABASE_URL,
PUBLIC_URL (the e-mail's status link) and SMTP_URL.

  npm run orders -- list [--stage <stage>] [--limit 50] [--json]
                                           the newest orders
  npm run orders -- show <number>          one order: stages, status link, designs, address
  npm run orders -- stage <number> <stage> [--message "Tracking: 1Z…"] [--no-email]
                                           move an order forward and e-mail the customer
                       [--test-fitted]     into in_production: you test-fitted every
                                           outline the shop has not measured yet

Stages, in order: ${stageIds.join(", ")}. An order moves forward only, and may
skip a stage (no proof asked for: received, then approved). The e-mail goes
through the mail outbox like the order's confirmation: stored while no
SMTP_URL is set.`;

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    allowNegative: true,
    options: {
      stage: { type: "string" },
      limit: { type: "string", default: "50" },
      json: { type: "boolean", default: false },
      message: { type: "string", default: "" },
      email: { type: "boolean", default: true },
      "test-fitted": { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const [command, number, stage] = positionals;
  if (values.help || !command) {
    print(usage);
    return;
  }
  await withDatabase(async (database) => {
    const env = getEnv();
    if (command === "list") {
      if (values.stage && !isOrderStage(values.stage)) {
        throw new Error(`--stage must be one of ${stageIds.join(", ")}`);
      }
      const entries = await listOrders(database, {
        stage: values.stage && isOrderStage(values.stage) ? values.stage : undefined,
        limit: parseLimit(values.limit),
      });
      if (values.json) printJson(entries);
      else if (entries.length === 0) print("No orders.");
      else
        printTable(
          entries.map(({ totalCents, stage, ...entry }) => ({
            ...entry,
            stage: typeof stage === "string" ? stage : listedStageLabel(stage),
            total: formatCents(totalCents),
          })),
        );
    } else if (command === "show") {
      if (!number) throw new Error("Name the order, e.g. WC-7K3M9Q2A.");
      const found = await findOrder(database.db, number);
      if (!found) throw new Error(`No order ${number}.`);
      const key = loadSecretKey({ secretKey: env.SECRET_KEY, databaseUrl: env.DATABASE_URL });
      print(`Stage: ${found.stage}`);
      for (const entry of await stageHistory(database.db, number)) {
        print(`  ${entry.enteredAt}  ${entry.stage}`);
      }
      print(
        `Customer's status page: ${orderStatusUrl(env.PUBLIC_URL, number, statusToken(key, found))}\n`,
      );
      print(shopNoticeEmail(found.order).text);
    } else if (command === "stage") {
      if (!number || !stage) throw new Error("Name the order and the stage to move it to.");
      if (!isOrderStage(stage)) throw new Error(`The stage must be one of ${stageIds.join(", ")}`);
      // Nothing is cut from an outline the shop has not measured without a person's test fit.
      const found = await findOrder(database.db, number);
      const untested = found ? await designsToTestFit(database.db, found.order) : [];
      if (stage === "in_production" && untested.length > 0 && !values["test-fitted"]) {
        throw new Error(
          `Not measured yet: ${untested.join(", ")}. Test-fit a cut piece on the customer's model, then add --test-fitted.`,
        );
      }
      const moved = await moveOrder(database, {
        number,
        stage,
        email: values.email,
        message: values.message.trim(),
        ...(values["test-fitted"] && {
          auditNote: "Outline test-fitted, confirmed on the command line",
        }),
        publicUrl: env.PUBLIC_URL,
        smtpConfigured: Boolean(env.SMTP_URL),
        now: Date.now(),
      });
      if (moved.outcome === "unknown-order") throw new Error(`No order ${number}.`);
      if (moved.outcome === "not-forward") {
        throw new Error(`${number} is at "${moved.current}": an order only moves forward.`);
      }
      const news = !moved.emailed
        ? "no e-mail"
        : `the customer's e-mail, linking to ${env.PUBLIC_URL}, is ${
            env.SMTP_URL
              ? "queued; a running server sends it"
              : "stored (no SMTP_URL): npm run outbox -- emails"
          }`;
      print(`${number}: ${moved.from} → ${moved.to}; ${news}.`);
    } else {
      throw new Error(`Unknown command "${command}".\n\n${usage}`);
    }
  });
}

runCommandLine(main);
