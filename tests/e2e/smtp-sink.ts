import { appendFileSync } from "node:fs";
import { SMTPServer } from "smtp-server";

/**
 * The browser tests' mail server, started by playwright.config.ts beside the
 * site: a real SMTP server on loopback that writes every message (envelope
 * and raw content) as a JSON line to E2E_MAIL_LOG, where the tests read it.
 */
const port = Number(process.env.E2E_SMTP_PORT);
const log = process.env.E2E_MAIL_LOG;
if (!port || !log)
  throw new Error("E2E_SMTP_PORT and E2E_MAIL_LOG are set by playwright.config.ts");

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      const to = session.envelope.rcptTo.map((recipient) => recipient.address);
      appendFileSync(
        log,
        `${JSON.stringify({ to, raw: Buffer.concat(chunks).toString("utf8") })}\n`,
      );
      callback();
    });
  },
});
server.listen(port, "127.0.0.1");
