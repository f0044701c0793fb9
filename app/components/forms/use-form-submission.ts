import { type FormEvent, type FocusEvent, useEffect, useMemo, useRef, useState } from "react";
import type * as z from "zod/mini";
import { type FormName, formEndpoint } from "#app/forms/endpoints.ts";
import {
  type FieldErrors,
  type FormReply,
  formValues,
  validateForm,
} from "#app/forms/form-reply.ts";
import { isSettled, queuePost } from "#app/queued-posts/queued-posts.ts";
import { submissionFieldNames } from "#app/forms/submission-fields.ts";
import { newId, randomId } from "#app/lib/new-id.ts";

/** What a field component needs to render one field and its error. */
export interface FieldMeta {
  id: string;
  name: string;
  errors: string[] | undefined;
  defaultValue: string | undefined;
  descriptionId: string;
  errorId: string;
  /**
   * The first field the server's answer found wrong, on a page the server
   * rendered with its errors (no JavaScript): the browser focuses it on load.
   */
  autoFocus: boolean;
}

const fieldName = (target: EventTarget) =>
  target instanceof Element ? (target.getAttribute("name") ?? "") : "";

const unreachable =
  "We could not reach our server. Please check your connection and try again; nothing was lost from the form.";

const sessionKey = "wrapcraft:session";

/** One id per browser session (tab), as the shop's payloads expect (`session_id`). */
function browserSessionId(): string {
  try {
    let id = sessionStorage.getItem(sessionKey);
    if (!id) {
      id = randomId();
      sessionStorage.setItem(sessionKey, id);
    }
    return id;
  } catch {
    return randomId();
  }
}

/** What posts `fetch` could not settle: kept in the browser and sent again later. */
async function post(name: FormName, body: URLSearchParams): Promise<FormReply> {
  let response: Response | undefined;
  try {
    response = await fetch(formEndpoint(name), {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
    });
  } catch {
    // Offline, or the connection dropped: handled below like a server that is down.
  }
  if (response && (isSettled(response.status) || response.status === 429)) {
    try {
      return (await response.json()) as FormReply;
    } catch {
      return { outcome: "failed", message: unreachable };
    }
  }
  return queuePost(name, body)
    ? { outcome: "valid", queued: true }
    : { outcome: "failed", message: unreachable };
}

/**
 * A real form (it posts to the page without JavaScript) that, once its script
 * runs, validates with the server's own schema (a field's error shows when it
 * is left, and clears as it is fixed), posts to the form's JSON endpoint
 * without leaving the page, shows the pending state and the server's answer.
 * Without a script it posts to `action`, the page whose action answers it.
 * Ids derive from `id` (the form's name unless it appears twice on a page),
 * never from `useId`, so the form can hydrate as an island. A form without a
 * `name` (no JSON endpoint) is checked the same way, then posts as a page
 * does, and the server answers with the next page.
 */
export function useFormSubmission<Schema extends z.ZodMiniObject>({
  name: formName,
  id = formName ?? "form",
  action,
  schema,
  initialReply,
  defaultValues = {},
  resetOnSuccess = true,
  liveFields = [],
}: {
  name?: FormName;
  id?: string;
  action: string;
  schema: Schema;
  initialReply?: FormReply | undefined;
  defaultValues?: Partial<Record<keyof Schema["shape"], string>>;
  resetOnSuccess?: boolean;
  /**
   * Fields checked at every change to the form, not once they are left: a
   * rule that reads other fields too (a text line and its typeface) is said
   * as it is typed, and again when the other field changes.
   */
  liveFields?: readonly (keyof Schema["shape"] & string)[];
}) {
  const formRef = useRef<HTMLFormElement>(null);
  // Made when the form opens and kept until the submission is settled, so a
  // repeated post (double click, resend after a dropped connection) is one record.
  const submissionId = useRef("");
  const [reply, setReply] = useState(initialReply);
  const [errors, setErrors] = useState<FieldErrors>(
    initialReply?.outcome === "invalid" ? initialReply.fieldErrors : {},
  );
  const [pending, setPending] = useState(false);
  const pendingPost = useRef(false);
  const values: Record<string, string | undefined> =
    initialReply?.outcome === "invalid" ? initialReply.values : defaultValues;

  // With the script running, the schema's messages replace the browser's own.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
    submissionId.current = newId();
  }, []);

  const check = (form: HTMLFormElement) => {
    const result = validateForm(schema, formValues(new FormData(form)));
    return result.success ? {} : result.fieldErrors;
  };

  /**
   * Shows the errors and takes focus to the first field in error, every time
   * (a second press with the same error too). A field kept in a hidden input
   * is focused through the control that stands for it (`data-focus-for`),
   * such as the file chooser for the uploaded artwork's id.
   */
  function showErrors(form: HTMLFormElement, found: FieldErrors) {
    setErrors(found);
    const fieldOf = (element: Element) =>
      element.getAttribute("data-focus-for") ?? element.getAttribute("name") ?? "";
    const first = [...form.elements].find(
      (element): element is HTMLElement =>
        element instanceof HTMLElement &&
        !(element instanceof HTMLInputElement && element.type === "hidden") &&
        Boolean(found[fieldOf(element)]),
    );
    first?.focus();
  }

  /** Checks `names` again; the errors stay the same object when none of theirs changed. */
  function recheckFields(form: HTMLFormElement, names: readonly string[]) {
    const checked = names.filter((name) => name in schema.shape);
    if (!checked.length) return;
    const found = check(form);
    setErrors((current) => {
      const changed = checked.filter(
        (name) => (current[name] ?? []).join("\n") !== (found[name] ?? []).join("\n"),
      );
      if (!changed.length) return current;
      return { ...current, ...Object.fromEntries(changed.map((name) => [name, found[name]])) };
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    // One post at a time: the submit button stays focusable while pending, so it can be pressed.
    if (pendingPost.current) {
      event.preventDefault();
      return;
    }
    const found = check(form);
    if (Object.keys(found).length) {
      event.preventDefault();
      return showErrors(form, found);
    }
    if (!formName) return;
    event.preventDefault();
    setErrors({});
    setPending(true);
    pendingPost.current = true;
    // Text fields only, as the page's own post sends them; files travel separately.
    const body = new URLSearchParams(
      [...new FormData(form)].filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    );
    body.set(submissionFieldNames.id, (submissionId.current ||= newId()));
    body.set(submissionFieldNames.sessionId, browserSessionId());
    body.set(submissionFieldNames.pageUrl, location.href);
    const next = await post(formName, body);
    pendingPost.current = false;
    setPending(false);
    setReply(next);
    if (next.outcome === "invalid") showErrors(form, next.fieldErrors);
    if (next.outcome === "valid" || next.outcome === "ignored") {
      submissionId.current = newId();
      if (resetOnSuccess) form.reset();
    }
  }

  const firstServerError =
    initialReply?.outcome === "invalid"
      ? Object.keys(schema.shape).find((name) => initialReply.fieldErrors[name]?.length)
      : undefined;
  // The same objects until an error or value changes, so memoized fields skip a parent's render.
  const fields = useMemo(
    () =>
      Object.fromEntries(
        Object.keys(schema.shape).map((name): [string, FieldMeta] => [
          name,
          {
            id: `${id}-${name}`,
            name,
            errors: errors[name],
            defaultValue: values[name],
            descriptionId: `${id}-${name}-description`,
            errorId: `${id}-${name}-error`,
            autoFocus: name === firstServerError,
          },
        ]),
      ),
    [schema, id, errors, values, firstServerError],
  );

  return {
    form: {
      ref: formRef,
      id,
      action,
      method: "post" as const,
      onSubmit,
      onBlur: (event: FocusEvent<HTMLFormElement>) =>
        recheckFields(event.currentTarget, [fieldName(event.target)]),
      onInput: (event: FormEvent<HTMLFormElement>) => {
        const name = fieldName(event.target);
        recheckFields(event.currentTarget, errors[name] ? [name, ...liveFields] : liveFields);
      },
    },
    fields: fields as Record<keyof Schema["shape"], FieldMeta>,
    pending,
    reply,
  };
}
