import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { SignOutSchema } from "#app/forms/staff-sign-in.ts";
import { deviceTokenOf, requireStaff, sessionCookie } from "#app/staff/session.server.ts";

/** Nothing to see: signing out is a post (from every console page's header, or the account page). */
export function loader() {
  return redirect("/staff");
}

export async function action(args: Route.ActionArgs) {
  const { services, session, actor, post } = await requireStaff(args, { form: SignOutSchema });
  const everywhere = post.ok && post.data.everywhere === "yes";
  const { passkeysRemoved } = await services.signOut(session, actor, {
    everywhere,
    deviceToken: deviceTokenOf(args.request),
  });
  const notice = everywhere
    ? `Signed out everywhere.${passkeysRemoved > 0 ? ` ${passkeysRemoved} passkey${passkeysRemoved === 1 ? " was" : "s were"} removed: add your other devices again.` : ""}`
    : "Signed out.";
  return redirect(`/staff/sign-in?notice=${encodeURIComponent(notice)}`, {
    status: 303,
    headers: { "Set-Cookie": sessionCookie(args.request, null, 0) },
  });
}
