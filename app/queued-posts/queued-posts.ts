import { type FormName, formEndpoint } from "#app/forms/endpoints.ts";

/**
 * Submissions the browser could not deliver (offline, or the server briefly
 * unavailable) wait in localStorage and are sent again when the connection
 * returns or on the next visit. Each keeps the id it was made with, so a
 * resend of something that did arrive is one record, not two.
 */
export const outboxStorageKey = "wrapcraft:outbox";

export interface QueuedPost {
  form: FormName;
  /** The urlencoded body, with its submission id. */
  body: string;
  queuedAt: number;
}

function read(): QueuedPost[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(outboxStorageKey) ?? "[]");
    return Array.isArray(parsed) ? (parsed as QueuedPost[]) : [];
  } catch {
    return [];
  }
}

function write(posts: QueuedPost[]) {
  if (posts.length) localStorage.setItem(outboxStorageKey, JSON.stringify(posts));
  else localStorage.removeItem(outboxStorageKey);
}

/** Keeps a post for later; false when this browser cannot store it (private mode, full). */
export function queuePost(form: FormName, body: URLSearchParams): boolean {
  try {
    const text = body.toString();
    write([
      ...read().filter((post) => post.body !== text),
      { form, body: text, queuedAt: Date.now() },
    ]);
    return true;
  } catch {
    return false;
  }
}

export function hasQueuedPosts(): boolean {
  try {
    return localStorage.getItem(outboxStorageKey) !== null;
  } catch {
    return false;
  }
}

/** Whether an answer settles a post: stored (2xx) or refused for good (4xx but 408/429). */
export function isSettled(status: number): boolean {
  return status < 500 && status !== 408 && status !== 429;
}

let flushing = false;

/** Sends queued posts in order; stops at the first one that cannot get through. */
export async function flushOutbox(): Promise<void> {
  if (flushing) return;
  flushing = true;
  try {
    for (const post of read()) {
      let status: number;
      try {
        const response = await fetch(formEndpoint(post.form), {
          method: "POST",
          body: new URLSearchParams(post.body),
          headers: { Accept: "application/json" },
        });
        status = response.status;
      } catch {
        return;
      }
      if (!isSettled(status)) return;
      write(read().filter((queued) => queued.body !== post.body));
    }
  } finally {
    flushing = false;
  }
}

/** Sends what is waiting now, and again whenever the browser comes back online. */
export function resendQueuedPosts(): void {
  const flush = () => {
    if (hasQueuedPosts()) void flushOutbox();
  };
  addEventListener("online", flush);
  flush();
}
