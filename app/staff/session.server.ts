import type * as z from "zod/mini";
import { type PostReading, readPost } from "#app/actions/read-post.server.ts";
import {
  type MiddlewareFunction,
  type RouterContextProvider,
  createContext,
  data,
  redirect,
} from "react-router";
import { type StaffActor, type StaffRole, staffPolicy } from "#app/domain/staff.ts";
import { readCookie, setCookie } from "#app/lib/cookies.server.ts";
import {
  type StaffServices,
  type StaffSession,
  clientInfoContext,
  staffServicesContext,
  submissionServicesContext,
} from "#app/services.server.ts";

/*
 * How every console route finds who is asking (issue 19). A page's loader
 * and an action both call `requireStaff`; an action names its form, and the
 * guard also checks the form's token against the session's (docs/decisions.md
 * 20) before the post is read against the form's schema. Anyone else
 * is sent to the sign-in page; a staff member where an owner is needed gets 403.
 */

/** What a console route's loader or action is given. */
export interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

const sessionCookieName = "wc_staff";
const deviceCookieName = "wc_staff_device";

/** The Set-Cookie that signs this browser in with `sessionId`, or out (null). */
export const sessionCookie = (request: Request, sessionId: string | null, maxAgeSeconds: number) =>
  setCookie(request, sessionCookieName, sessionId ?? "", {
    maxAgeSeconds: sessionId ? maxAgeSeconds : 0,
    hostOnly: true,
  });

/** The session id the request's cookie carries. */
export const sessionIdOf = (request: Request) =>
  readCookie(request, sessionCookieName, { hostOnly: true });

/**
 * The Set-Cookie that remembers this browser as one its member signs in on
 * (server/staff/devices.ts): long-lived, and no sign-in by itself.
 */
export const deviceCookie = (request: Request, token: string) =>
  setCookie(request, deviceCookieName, token, {
    maxAgeSeconds: staffPolicy.deviceValidMs / 1000,
    hostOnly: true,
  });

/** The device cookie the request carries. */
export const deviceTokenOf = (request: Request) =>
  readCookie(request, deviceCookieName, { hostOnly: true });

export interface Guarded {
  services: StaffServices;
  session: StaffSession;
  actor: StaffActor;
}

export function staffServices(args: Args) {
  return args.context.get(staffServicesContext);
}

export function clientIp(args: Args): string | null {
  return args.context.get(clientInfoContext).ip;
}

/** Where the sign-in page sends someone back to: a console path, never another site. */
export function safeNext(value: string | null | undefined): string {
  if (!value || !value.startsWith("/staff") || value.startsWith("//") || /[\\\s]/.test(value)) {
    return "/staff";
  }
  return value.startsWith("/staff/sign-in") ? "/staff" : value;
}

/** The request's session, found once by the console layout's middleware (null: nobody signed in). */
const staffSessionContext = createContext<StaffSession | null>(null);

/**
 * The console layout's middleware: looks the request's session up once, for
 * the layout's header and the page's guard alike.
 */
export const findStaffSession: MiddlewareFunction<Response> = async (args, next) => {
  const services = staffServices(args);
  const sessionId = sessionIdOf(args.request);
  args.context.set(
    staffSessionContext,
    sessionId ? ((await services.session(sessionId)) ?? null) : null,
  );
  return next();
};

/** The signed-in session of this request, if any (`findStaffSession` found it). */
export const currentSession = (args: Args): StaffSession | null =>
  args.context.get(staffSessionContext);

/** Who may use a console route, and, for an action, how its post is read. */
interface Guard<Schema extends z.ZodMiniType | undefined> {
  /** An owner only (staff get 403). */
  role?: StaffRole;
  /** An action's form: its post is read against it, after its form token is checked. */
  form?: Schema;
  /** The form's file fields, which stream through the artwork intake (or the template one). */
  files?: readonly string[];
  /** Which intake keeps the form's file: the artwork's (the default), or the template library's. */
  intake?: "artwork" | "template";
}

/** The name of the hidden field that carries the session's form token. */
export const csrfField = "csrf";

/**
 * The one guard of every console route. A loader gets the signed-in member
 * (or a redirect to sign in; 403 when `role` is "owner" and theirs is not).
 * An action names its `form`: the post must carry the session's form token
 * (decisions 19: 403 otherwise, whatever its Origin said), and is read by
 * `readPost` against the schema, the one way the site reads a post.
 */
export async function requireStaff(args: Args, guard?: Guard<undefined>): Promise<Guarded>;
export async function requireStaff<Schema extends z.ZodMiniType>(
  args: Args,
  guard: Guard<Schema> & { form: Schema },
): Promise<Guarded & { post: PostReading<z.output<Schema>> }>;
export async function requireStaff<Schema extends z.ZodMiniType>(
  args: Args,
  { role, form, files, intake = "artwork" }: Guard<Schema | undefined> = {},
): Promise<Guarded & { post?: PostReading<z.output<Schema>> }> {
  const services = staffServices(args);
  const session = currentSession(args);
  if (!session) {
    const url = new URL(args.request.url);
    const next = args.request.method === "GET" ? url.pathname + url.search : url.pathname;
    throw redirect(`/staff/sign-in?next=${encodeURIComponent(next)}`, {
      status: args.request.method === "GET" ? 302 : 303,
      headers: sessionIdOf(args.request)
        ? { "Set-Cookie": sessionCookie(args.request, null, 0) }
        : {},
    });
  }
  if (role === "owner" && session.member.role !== "owner") {
    throw data("Only an owner can open this page or make this change.", { status: 403 });
  }
  const ip = clientIp(args);
  const guarded = {
    services,
    session,
    actor: { id: session.member.id, email: session.member.email, ip },
  };
  if (!form) return guarded;
  const post = await readPost(args.request, form, {
    ...(files && {
      files: {
        read: (request) =>
          intake === "template"
            ? services.readTemplateForm(request)
            : args.context.get(submissionServicesContext).readFileForm(request, ip),
        fields: files,
      },
    }),
  });
  // A body that is not a form changes nothing: it is refused as such (415, 400), token or not,
  // here rather than by each action, so none can act on it.
  if (!post.ok && post.reply.outcome === "failed") throw refusedPost(post);
  const posted = post.ok ? post.values : post.reply.outcome === "invalid" ? post.reply.values : {};
  const token = posted[csrfField];
  if (typeof token !== "string" || !services.csrfMatches(session, token)) {
    throw data("This form has expired. Go back, reload the page and try again.", { status: 403 });
  }
  return { ...guarded, post };
}

/**
 * A console action's refusal: what went wrong, for the page's banner, and
 * each field's message, for the form to show beside it. Every refusal has
 * this one shape.
 */
export const refusal = (
  error: string,
  status: number,
  fieldErrors: Partial<Record<string, string>> = {},
  /** Which of the page's forms it answers, when it has several (its fields' `scope`). */
  form = "",
) => data({ error, fieldErrors, form }, { status });

/**
 * A console post its schema refused (or that was not a form): the banner
 * says what each field's message says, so it reads whole even where the
 * field is a hidden one; a file the intake refused says so.
 */
export function refusedPost(post: Exclude<PostReading<unknown>, { ok: true }>, form = "") {
  const invalid = post.reply.outcome === "invalid" ? post.reply.fieldErrors : {};
  const fieldErrors = Object.fromEntries(
    Object.entries(invalid).map(([name, messages]) => [name, (messages ?? []).join(" ")]),
  );
  const message =
    post.reply.outcome === "failed"
      ? post.reply.message
      : post.refusedFile
        ? `The file was not taken: ${post.refusedFile.message}`
        : Object.values(fieldErrors).join(" ");
  return refusal(message, post.status, fieldErrors, form);
}

/** A 303 back to a console page, with a notice for the page to show. */
export function doneRedirect(path: string, notice: string, headers?: HeadersInit) {
  const url = new URL(path, "http://console");
  url.searchParams.set("notice", notice);
  return redirect(url.pathname + url.search, { status: 303, headers });
}
