import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { requireStaffPost, sessionCookie } from "#app/staff/session.server.ts";

/** Nothing to see: signing out is a post (from every console page's header, or the account page). */
export function loader() {
  return redirect("/staff");
}

export async function action(args: Route.ActionArgs) {
  const { services, session, actor, form } = await requireStaffPost(args);
  await services.signOut(session, actor, form.get("everywhere") === "yes");
  return redirect("/staff/sign-in", {
    status: 303,
    headers: { "Set-Cookie": sessionCookie(services, null, 0) },
  });
}
