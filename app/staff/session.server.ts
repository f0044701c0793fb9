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
  type FileFormReading,
  type StaffServices,
  type StaffSession,
  clientInfoContext,
  staffServicesContext,
  submissionServicesContext,
} from "#app/services.server.ts";

/*
 * How every console route finds who is asking (issue 19). A page's loader
 * calls `requireStaff`; an action calls `requireStaffPost`, which also checks
 * the form's token against the session's (docs/decisions.md 20). Anyone else
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

/** The signed-in member, or a redirect to sign in; 403 when `role` is required and theirs is not. */
export async function requireStaff(args: Args, role?: StaffRole): Promise<Guarded> {
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
  const actor = { id: session.member.id, email: session.member.email, ip: clientIp(args) };
  return { services, session, actor };
}

/** The name of the hidden field that carries the session's form token. */
export const csrfField = "csrf";

/**
 * `requireStaff` for a post, with the post's fields: the form's token must be
 * the session's, or the post is refused (403) whatever its Origin said.
 */
export async function requireStaffPost(
  args: Args,
  role?: StaffRole,
): Promise<
  Guarded & {
    form: FormData;
    /** Stored files' ids by field, from the form's file parts only. */
    files: FileFormReading["files"];
    fileRefused: FileFormReading["refused"];
  }
> {
  const guarded = await requireStaff(args, role);
  let form: FormData;
  let files: FileFormReading["files"] = {};
  let fileRefused: FileFormReading["refused"] = null;
  try {
    if (args.request.headers.get("content-type")?.startsWith("multipart/form-data")) {
      // A form with a file (a proof, a print file): the file streams through the artwork intake.
      const reading = await args.context
        .get(submissionServicesContext)
        .readFileForm(args.request, clientIp(args));
      form = new FormData();
      for (const [name, value] of Object.entries(reading.values)) form.set(name, value);
      files = reading.files;
      fileRefused = reading.refused;
    } else {
      form = await args.request.formData();
    }
  } catch {
    throw data("That form could not be read.", { status: 400 });
  }
  const token = form.get(csrfField);
  if (typeof token !== "string" || !guarded.services.csrfMatches(guarded.session, token)) {
    throw data("This form has expired. Go back, reload the page and try again.", { status: 403 });
  }
  return { ...guarded, form, files, fileRefused };
}

/**
 * `requireStaff` for a post read by `readPost` against `schema` (the one way
 * the site reads a post): the form's token must be the session's, or the
 * post is refused (403) whatever its Origin said. `files` names the form's
 * file fields, which stream through the artwork intake.
 */
export async function requireStaffForm<Schema extends z.ZodMiniType>(
  args: Args,
  schema: Schema,
  { role, files }: { role?: StaffRole; files?: readonly string[] } = {},
): Promise<Guarded & { reading: PostReading<z.output<Schema>> }> {
  const guarded = await requireStaff(args, role);
  const ip = clientIp(args);
  const reading = await readPost(args.request, schema, {
    ...(files && {
      files: {
        read: (request) => args.context.get(submissionServicesContext).readFileForm(request, ip),
        fields: files,
      },
    }),
  });
  const posted = reading.ok
    ? reading.values
    : reading.reply.outcome === "invalid"
      ? reading.reply.values
      : {};
  const token = posted[csrfField];
  if (typeof token !== "string" || !guarded.services.csrfMatches(guarded.session, token)) {
    throw data("This form has expired. Go back, reload the page and try again.", { status: 403 });
  }
  return { ...guarded, reading };
}

/** A form field as text, trimmed and cut to `max` characters. */
export function field(form: FormData, name: string, max = 200): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim().slice(0, max) : "";
}

/** A 303 back to a console page, with a notice for the page to show. */
export function doneRedirect(path: string, notice: string, headers?: HeadersInit) {
  const url = new URL(path, "http://console");
  url.searchParams.set("notice", notice);
  return redirect(url.pathname + url.search, { status: 303, headers });
}
