import type * as z from "zod/mini";
import { type FormReply, formValues, validateForm } from "#app/forms/form-reply.ts";
import { honeypotName } from "#app/forms/honeypot.ts";
import type { PostRequest } from "#app/lib/post-request.ts";
import type { FileFormReading, SubmissionServices } from "#app/services.server.ts";

/**
 * A form's file fields, and how its multipart body is read (the server's
 * artwork intake, with the client's address bound in).
 */
export interface FileFields {
  read: (request: PostRequest) => ReturnType<SubmissionServices["readFileForm"]>;
  /** The fields that carry a file: their values are stored files' ids, never posted text. */
  fields: readonly string[];
}

/**
 * A post read and validated: its schema's output and the fields as posted;
 * or the reply that refuses it, with its HTTP status.
 */
export type PostReading<Output> =
  | { ok: true; data: Output; values: Record<string, string> }
  | {
      ok: false;
      reply: Exclude<FormReply, { outcome: "valid" }>;
      status: number;
      /** A file the intake refused as it arrived (its field's message says why). */
      refusedFile?: { field: string; message: string };
    };

/**
 * A post's text fields: a urlencoded or multipart form (a page's own post
 * and the form script's), or a JSON object for API clients. Values that are
 * not text, numbers or booleans are left out, so the schema reports them.
 * Otherwise why not, with its status: 415 for a body that is not a form, 400
 * for broken JSON.
 */
async function postedValues(
  request: PostRequest,
  files: FileFields | undefined,
): Promise<
  | { read: true; values: Record<string, string>; refused?: FileFormReading["refused"] }
  | { read: false; message: string; status: number }
> {
  // The media type alone, which is case-insensitive: "application/jsonp" is not JSON.
  const [mediaType = ""] = (request.headers.get("content-type") ?? "").split(";");
  const type = mediaType.trim().toLowerCase();
  if (type === "application/json") {
    let body: unknown;
    try {
      body = JSON.parse(await request.text());
    } catch {
      return { read: false, message: "The request body is not valid JSON.", status: 400 };
    }
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      const message = "The request body must be a JSON object of form fields.";
      return { read: false, message, status: 400 };
    }
    const values: Record<string, string> = {};
    for (const [name, value] of Object.entries(body)) {
      // A boolean reads as a checkbox does: true is ticked ("on"), false is absent.
      if (value === true) values[name] = "on";
      else if (typeof value === "string" || typeof value === "number") values[name] = String(value);
    }
    return { read: true, values: withFiles(values, files, {}) };
  }
  const notAForm = {
    read: false,
    message: "Please submit the form from the page.",
    status: 415,
  } as const;
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") {
    return notAForm;
  }
  try {
    if (type === "multipart/form-data" && files) {
      const reading = await files.read(request);
      return {
        read: true,
        values: withFiles(reading.values, files, reading.files),
        refused: reading.refused,
      };
    }
    // A urlencoded form is read from its text as the platform's form data reads it, without
    // building one.
    const fields =
      type === "multipart/form-data"
        ? await request.formData()
        : new URLSearchParams(await request.text());
    const values = withFiles(formValues(fields), files, {});
    if (fields.get(honeypotName)) values[honeypotName] = "filled";
    return { read: true, values };
  } catch {
    return notAForm;
  }
}

/**
 * The text fields, with each file field's value the id of the file stored
 * from it, or absent: a file field's text (an id typed into a post) is
 * dropped, so a client never chooses which stored file a form names.
 */
function withFiles(
  values: Record<string, string>,
  files: FileFields | undefined,
  stored: Record<string, string>,
): Record<string, string> {
  if (!files) return values;
  const fileFields = new Set(files.fields);
  const result = Object.fromEntries(
    Object.entries(values).filter(([name]) => !fileFields.has(name)),
  );
  for (const field of fileFields) {
    const id = stored[field];
    if (id !== undefined) result[field] = id;
  }
  return result;
}

/**
 * The one way the server reads a post (every form, checkout and the cart;
 * with `files`, a form with a file, which streams through the artwork intake):
 * its fields from a form or JSON body, a filled honeypot answered `ignored` (a bot's post, dropped without
 * a word), and the fields validated by the schema the browser also uses (400
 * with messages per field). Blank fields count as absent unless `blanks` is
 * "kept" (a cart's blank quantity is an error, not "unchanged").
 */
export async function readPost<Schema extends z.ZodMiniType>(
  request: PostRequest,
  schema: Schema,
  { blanks = "absent", files }: { blanks?: "absent" | "kept"; files?: FileFields } = {},
): Promise<PostReading<z.output<Schema>>> {
  const posted = await postedValues(request, files);
  if (!posted.read) {
    return {
      ok: false,
      reply: { outcome: "failed", message: posted.message },
      status: posted.status,
    };
  }
  const { values } = posted;
  if (values[honeypotName]) return { ok: false, reply: { outcome: "ignored" }, status: 200 };
  const result = validateForm(schema, values, { blanks });
  if (posted.refused) {
    // The file was refused as it arrived: say why, with whatever else the form says.
    const fieldErrors = result.success ? {} : result.fieldErrors;
    return {
      ok: false,
      reply: {
        outcome: "invalid",
        fieldErrors: { ...fieldErrors, [posted.refused.field]: [posted.refused.message] },
        values,
      },
      status: 400,
      refusedFile: posted.refused,
    };
  }
  if (!result.success) {
    return {
      ok: false,
      reply: { outcome: "invalid", fieldErrors: result.fieldErrors, values },
      status: 400,
    };
  }
  return { ok: true, data: result.data, values };
}
