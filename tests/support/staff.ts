import { totpCode } from "../../server/staff/credentials.ts";
import { runOperatorCli } from "./harness.ts";
import type { TestClock } from "./test-clock.ts";
import { type RawAnswer, rawRequest } from "./http.ts";

/*
 * The staff console as a test drives it over HTTP: invites from the command
 * line, accepted with a password and an authenticator code, then pages and
 * posts with the session's cookie and form token.
 */

/** A password zxcvbn scores as strong: four unrelated words. */
export const strongPassword = "copper lantern orbit meadow";

/** The invite link `npm run staff -- invite` prints, as a path (made at the server's test time). */
export async function inviteFromCli(
  block: Omit<JoinServer, "server">,
  email: string,
  role: "owner" | "staff",
) {
  const run = await runOperatorCli("staff", block.databaseUrl, ["invite", email, "--role", role], {
    TEST_CLOCK_FILE: block.clock.file,
  });
  if (run.code !== 0) throw new Error(`staff invite failed: ${run.stderr}`);
  return invitePath(run.stdout);
}

/** Where a test's members join: its server, database and the console's clock. */
interface JoinServer {
  server: { origin: string };
  databaseUrl: string;
  clock: TestClock;
}

/**
 * A new member, invited from the command line with `role` and joined with a
 * password: their e-mail, signed-in client, authenticator secret and device cookie.
 */
export async function joinStaff(
  block: JoinServer,
  { email, name, role = "owner" }: { email: string; name: string; role?: "owner" | "staff" },
) {
  const path = await inviteFromCli(block, email, role);
  const accepted = await acceptWithPassword(block.server.origin, path, {
    clock: block.clock,
    name,
    email,
  });
  return { email, ...accepted };
}

/** The path of the first invite link in `text`. */
export function invitePath(text: string): string {
  const match = /https?:\/\/[^/\s]+(\/staff\/welcome\/[A-Za-z0-9_-]{43})/.exec(text);
  if (!match?.[1]) throw new Error(`No invite link in:\n${text}`);
  return match[1];
}

/** The cookie `name=value` a response set, if it set one. */
const cookieSet = (answer: RawAnswer, name: string) => {
  const header = answer.headers["set-cookie"] ?? [];
  const cookie = header.find((entry) => entry.startsWith(`${name}=`));
  return cookie?.split(";")[0];
};

const sessionCookie = (answer: RawAnswer) => cookieSet(answer, "wc_staff");

/** The browser's device cookie (server/staff/devices.ts) a sign-in set. */
export const deviceCookieOf = (answer: RawAnswer) => cookieSet(answer, "wc_staff_device");

/** The session's form token on a console page. */
export const csrfOf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1];

/** The authenticator secret an invite's page shows. */
export const totpSecretOf = (html: string) => /data-totp-secret[^>]*>([A-Z2-7]+)</.exec(html)?.[1];

export class StaffClient {
  readonly origin: string;
  readonly cookie: string;

  constructor(origin: string, cookie: string) {
    this.origin = origin;
    this.cookie = cookie;
  }

  get(path: string): Promise<RawAnswer> {
    return rawRequest(
      this.origin,
      { method: "GET", path, headers: { cookie: this.cookie } },
      15_000,
    );
  }

  /** Posts `fields` as the page at `path` (or `formPage`) would, with its form token. */
  async post(path: string, fields: Record<string, string>, formPage = path): Promise<RawAnswer> {
    const page = await this.get(formPage);
    const csrf = csrfOf(page.body);
    if (!csrf) throw new Error(`No form token on ${formPage} (${page.status})`);
    return this.postRaw(path, { csrf, ...fields });
  }

  /** Posts exactly `fields` (no token unless given), as a same-origin browser form. */
  postRaw(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    return rawRequest(
      this.origin,
      {
        method: "POST",
        path,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: this.origin,
          cookie: this.cookie,
          ...headers,
        },
        body: new URLSearchParams(fields).toString(),
      },
      15_000,
    );
  }
}

/** Posts a form to a console page with no session, as a same-origin browser would. */
export function postAnonymous(origin: string, path: string, fields: Record<string, string>) {
  return rawRequest(
    origin,
    {
      method: "POST",
      path,
      headers: { "content-type": "application/x-www-form-urlencoded", origin },
      body: new URLSearchParams(fields).toString(),
    },
    15_000,
  );
}

/**
 * Accepts an invite with a password and the authenticator's code, as a new
 * member does on the invite's page; answers the signed-in client and the
 * authenticator secret.
 */
export async function acceptWithPassword(
  origin: string,
  path: string,
  {
    name,
    email,
    clock,
    password = strongPassword,
  }: { name: string; email: string; clock: TestClock; password?: string },
) {
  const page = await rawRequest(origin, { method: "GET", path });
  const secret = totpSecretOf(page.body);
  if (page.status !== 200 || !secret)
    throw new Error(`The invite page did not open (${page.status})`);
  const answer = await postAnonymous(origin, path, {
    intent: "password",
    name,
    password,
    code: totpCode(secret, email, clock.now()),
  });
  const cookie = sessionCookie(answer);
  if (answer.status !== 303 || !cookie) {
    throw new Error(`The invite was not accepted (${answer.status}): ${answer.body.slice(0, 500)}`);
  }
  return { client: new StaffClient(origin, cookie), secret, deviceCookie: deviceCookieOf(answer) };
}

/**
 * Signs in with e-mail, password and code on the sign-in page, from a
 * browser with `headers` (a device cookie, a proxy's X-Forwarded-For).
 */
export async function signInWithPassword(
  origin: string,
  fields: { email: string; password: string; code: string },
  headers: Record<string, string> = {},
) {
  const answer = await rawRequest(
    origin,
    {
      method: "POST",
      path: "/staff/sign-in",
      headers: { "content-type": "application/x-www-form-urlencoded", origin, ...headers },
      body: new URLSearchParams({ intent: "password", ...fields }).toString(),
    },
    15_000,
  );
  const cookie = sessionCookie(answer);
  return { answer, client: cookie ? new StaffClient(origin, cookie) : undefined };
}
