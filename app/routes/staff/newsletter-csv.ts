import type { Route } from "./+types/newsletter-csv";
import { requireStaff } from "#app/staff/session.server.ts";

/** Every newsletter subscriber as CSV, streamed: a large list never sits in memory at once. */
export async function loader(args: Route.LoaderArgs) {
  const { services } = await requireStaff(args);
  const chunks = services.newsletterCsv()[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return?.(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="newsletter-subscribers.csv"',
      "Cache-Control": "no-store",
    },
  });
}
