import { clsx } from "clsx";
import { formatCount } from "#app/lib/format.ts";
import type { ComponentProps, ReactNode } from "react";
import { describedBy, FieldShell } from "#app/components/forms/fields.tsx";
import { ErrorBanner } from "#app/components/forms/form-outcome.tsx";
import type { FieldMeta } from "#app/components/forms/use-form-submission.ts";
import { controlClass } from "#app/components/ui/control.ts";
import { shopDateTime } from "#app/lib/shop-time.ts";

/*
 * The staff console's building blocks: plain server-rendered forms (every
 * action works without JavaScript), each post carrying the session's token.
 */

/** A form that posts to the console, with the session's token. */
export function PostForm({
  csrf,
  children,
  ...props
}: Omit<ComponentProps<"form">, "method"> & { csrf: string }) {
  return (
    <form method="post" {...props}>
      <input type="hidden" name="csrf" value={csrf} />
      {children}
    </form>
  );
}

const fieldId = (name: string, scope?: string) => `${scope ? `${scope}-` : ""}${name}`;

interface FieldProps {
  label: string;
  name: string;
  /** Prefixes the id, when a page has two forms with the same field. */
  scope?: string | undefined;
  error?: string | undefined;
  hint?: ReactNode;
}

/** The site's field meta for a console field (its id scoped when a page has two such forms). */
function metaOf({ name, scope, error }: FieldProps): FieldMeta {
  const id = fieldId(name, scope);
  return {
    id,
    name,
    errors: error ? [error] : undefined,
    defaultValue: undefined,
    descriptionId: `${id}-hint`,
    errorId: `${id}-error`,
    autoFocus: false,
  };
}

/** A console field drawn as every form's is (the site's FieldShell). */
function Shell({
  children,
  required,
  ...field
}: FieldProps & { children: ReactNode; required?: boolean | undefined }) {
  return (
    <FieldShell meta={metaOf(field)} label={field.label} required={required} hint={field.hint}>
      {children}
    </FieldShell>
  );
}

function controlProps(field: FieldProps) {
  const meta = metaOf(field);
  return {
    id: meta.id,
    name: meta.name,
    "aria-invalid": field.error ? true : undefined,
    "aria-describedby": describedBy(meta, field.hint),
  };
}

export function Input({
  label,
  name,
  scope,
  error,
  hint,
  className,
  ...input
}: FieldProps & Omit<ComponentProps<"input">, "name">) {
  const field = { label, name, scope, error, hint };
  return (
    <Shell {...field} required={input.required}>
      <input className={clsx(controlClass, className)} {...controlProps(field)} {...input} />
    </Shell>
  );
}

export function TextArea({
  label,
  name,
  scope,
  error,
  hint,
  ...textarea
}: FieldProps & Omit<ComponentProps<"textarea">, "name">) {
  const field = { label, name, scope, error, hint };
  return (
    <Shell {...field} required={textarea.required}>
      <textarea className={controlClass} rows={4} {...controlProps(field)} {...textarea} />
    </Shell>
  );
}

export function Select({
  label,
  name,
  scope,
  error,
  hint,
  options,
  ...select
}: FieldProps &
  Omit<ComponentProps<"select">, "name"> & {
    options: readonly { id: string; label: string }[];
  }) {
  const field = { label, name, scope, error, hint };
  return (
    <Shell {...field} required>
      <select className={controlClass} {...controlProps(field)} {...select}>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </Shell>
  );
}

/** What the last change did, read out when the page loads. */
export function Notice({
  children,
  tone = "good",
}: {
  children: ReactNode;
  tone?: "good" | "bad";
}) {
  if (!children) return null;
  if (tone === "bad") return <ErrorBanner>{children}</ErrorBanner>;
  return (
    <p
      role="status"
      className="rounded-xl border border-green-300 bg-green-50 p-4 font-medium text-green-900"
    >
      {children}
    </p>
  );
}

/** A console page's heading and what sits beside it. */
export function PageTitle({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <h1 className="text-heading font-bold">{title}</h1>
      {children}
    </div>
  );
}

/** Previous and next links over a list's pages; the rest of the query is kept. */
export function Pager({
  page,
  total,
  pageSize,
  href,
}: {
  page: number;
  total: number;
  pageSize: number;
  href: (page: number) => string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  const link = "text-brand-700 font-semibold underline underline-offset-4";
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-4 text-sm">
      {page > 1 ? (
        <a className={link} href={href(page - 1)}>
          Previous page
        </a>
      ) : (
        <span />
      )}
      <span className="text-muted">
        Page {formatCount(page)} of {formatCount(pages)}
      </span>
      {page < pages ? (
        <a className={link} href={href(page + 1)}>
          Next page
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** A date and time as staff read it: as the customer's pages say it, in the shop's time zone. */
export function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{shopDateTime(iso)}</time>;
}

/** A page number from the query: a whole number from 1, else 1. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** A white card with its own heading, the section it names (a form, a list of facts). */
export function Panel({
  id,
  title,
  className,
  children,
}: {
  /** Names the heading's id: `{id}-heading`. */
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={clsx("rounded-xl border border-gray-300 bg-white p-5", className)}
    >
      <h2 id={`${id}-heading`} className="mb-3 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Label and value pairs, side by side (an order's customer, a lead's fields). */
export function Facts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted first-letter:uppercase">{label}</dt>
          <dd className="min-w-0 break-words whitespace-pre-line">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A row of filter links (an order stage, a kind or status of lead), the current one marked. */
export function FilterTabs({
  label,
  tabs,
  current,
}: {
  label: string;
  tabs: readonly { id: string; label: string; href: string; count?: number }[];
  current: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.id}>
            <a
              href={tab.href}
              aria-current={tab.id === current ? "page" : undefined}
              className={clsx(
                "inline-flex min-h-9 items-center gap-2 rounded-full border px-3 text-sm",
                tab.id === current ? "bg-ink border-ink text-white" : "border-gray-300 bg-white",
              )}
            >
              {tab.label}
              {tab.count === undefined ? null : (
                <span className="font-semibold">{formatCount(tab.count)}</span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The field errors a console page's form shows: those of a refusal of that form only. */
export function errorsOf(
  reply: { fieldErrors?: Partial<Record<string, string>>; form?: string } | undefined,
  form = "",
): Partial<Record<string, string>> {
  return reply?.fieldErrors && (reply.form ?? "") === form ? reply.fieldErrors : {};
}
