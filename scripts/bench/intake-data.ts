/** The intake benchmark's data: the contact form it posts and the ids the server stored. */
import { DatabaseSync } from "node:sqlite";
import pg from "pg";

/** A contact form as the page's script posts it: ~530 bytes of JSON. */
export function contactBody(submissionId: string): string {
  return JSON.stringify({
    firstName: "Maria",
    lastName: "Okonkwo-Lindqvist",
    email: "maria.okonkwo@studio-example.com",
    phone: "+1 (415) 555-0142",
    subject: "Matching wraps for our design studio",
    message:
      'Hello! Our team of 14 designers would like matching wraps with our logo for MacBook Pro 14" ' +
      "laptops. What is the lead time, can you match Pantone 2945 C, and is there a discount " +
      "above ten units? Thank you!",
    submissionId,
    pageUrl: "https://wrapcraft.example/contact?utm_source=newsletter&utm_medium=email",
  });
}

/** Every id in the submissions table, read after the server has stopped. */
export async function storedIds(
  engine: "sqlite" | "postgres",
  databaseUrl: string,
): Promise<Set<string>> {
  if (engine === "sqlite") {
    const database = new DatabaseSync(databaseUrl.slice("file:".length), { readOnly: true });
    try {
      const rows = database.prepare("select id from submissions").all();
      return new Set(rows.map((row) => String(row.id)));
    } finally {
      database.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>("select id from submissions");
    return new Set(rows.map((row) => row.id));
  } finally {
    await client.end();
  }
}
