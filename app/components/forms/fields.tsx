import { clsx } from "clsx";
import type { ReactNode } from "react";
import { controlClass } from "#app/components/ui/control.ts";
import { emailMaxLength } from "#app/forms/fields.ts";
import type { FieldMeta } from "./use-form-submission.ts";

interface FieldShellProps {
  meta: FieldMeta;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  /**
   * Its error can come as it is typed (the form's `liveFields`): said in a
   * status region that is there before it, so a screen reader announces it.
   */
  live?: boolean;
  children: ReactNode;
  className?: string;
}

/** A field's label, its control, its hint and its error: every form's fields, the console's included. */
export function FieldShell({
  meta,
  label,
  required,
  hint,
  live,
  children,
  className,
}: FieldShellProps) {
  return (
    <div className={clsx("flex flex-col gap-1.5", className)}>
      <label htmlFor={meta.id} className="text-ink font-medium">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : (
          <span className="text-muted font-normal"> (optional)</span>
        )}
      </label>
      {children}
      {hint ? (
        <p id={meta.descriptionId} className="text-muted text-sm">
          {hint}
        </p>
      ) : null}
      {meta.errors?.length || live ? (
        <p
          id={meta.errorId}
          role={live ? "status" : undefined}
          className="text-sm font-medium text-red-700 empty:hidden"
        >
          {meta.errors?.join(" ")}
        </p>
      ) : null}
    </div>
  );
}

type Common = Omit<FieldShellProps, "children"> & {
  maxLength?: number;
  placeholder?: string;
  /** Called with the value as the visitor changes it (the field stays uncontrolled). */
  onValueChange?: (value: string) => void;
};

/** aria-describedby for a field: its hint and, when present, its error. */
export function describedBy(meta: FieldMeta, hint: ReactNode) {
  const ids = [hint ? meta.descriptionId : null, meta.errors?.length ? meta.errorId : null];
  return ids.filter(Boolean).join(" ") || undefined;
}

export function TextField({
  type = "text",
  autoComplete,
  inputMode,
  list,
  ...props
}: Common & {
  type?: "text" | "email" | "tel" | "url" | "number";
  autoComplete?: string;
  inputMode?: "numeric" | "text" | "email" | "tel" | "url";
  /** The id of a `<datalist>` of suggestions; any text is still accepted. */
  list?: string | undefined;
}) {
  const { meta, hint, required, maxLength, placeholder, onValueChange } = props;
  return (
    <FieldShell {...props}>
      <input
        id={meta.id}
        name={meta.name}
        type={type}
        defaultValue={meta.defaultValue}
        required={required}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputMode={inputMode}
        list={list}
        onChange={onValueChange && ((event) => onValueChange(event.currentTarget.value))}
        autoFocus={meta.autoFocus}
        aria-invalid={meta.errors?.length ? true : undefined}
        aria-describedby={describedBy(meta, hint)}
        className={controlClass}
      />
    </FieldShell>
  );
}

/** The required e-mail address of a form's sender, as every form asks it. */
export function EmailField({
  label = "Email Address",
  ...props
}: Omit<Common, "label" | "required" | "maxLength"> & { label?: string }) {
  return (
    <TextField
      {...props}
      label={label}
      type="email"
      required
      autoComplete="email"
      maxLength={emailMaxLength}
    />
  );
}

export function TextareaField({ rows = 5, ...props }: Common & { rows?: number }) {
  const { meta, hint, required, maxLength, placeholder } = props;
  return (
    <FieldShell {...props}>
      <textarea
        id={meta.id}
        name={meta.name}
        defaultValue={meta.defaultValue}
        rows={rows}
        required={required}
        maxLength={maxLength}
        placeholder={placeholder}
        autoFocus={meta.autoFocus}
        aria-invalid={meta.errors?.length ? true : undefined}
        aria-describedby={describedBy(meta, hint)}
        className={controlClass}
      />
    </FieldShell>
  );
}

export function SelectField({
  options,
  placeholder,
  ...props
}: Common & {
  /** Values shown as they are, or [value, label] pairs. */
  options: readonly (string | readonly [string, string])[];
}) {
  const { meta, hint, required, onValueChange } = props;
  return (
    <FieldShell {...props}>
      <select
        id={meta.id}
        name={meta.name}
        defaultValue={meta.defaultValue ?? ""}
        required={required}
        onChange={onValueChange && ((event) => onValueChange(event.currentTarget.value))}
        autoFocus={meta.autoFocus}
        aria-invalid={meta.errors?.length ? true : undefined}
        aria-describedby={describedBy(meta, hint)}
        className={controlClass}
      >
        <option value="">{placeholder ?? "Select…"}</option>
        {options.map((option) => {
          const [value, label] = typeof option === "string" ? [option, option] : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </select>
    </FieldShell>
  );
}

export function CheckboxField({ meta, label }: { meta: FieldMeta; label: string }) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={meta.id}
        name={meta.name}
        type="checkbox"
        defaultChecked={meta.defaultValue === "on"}
        className="accent-brand-700 mt-1 size-5 shrink-0"
      />
      <label htmlFor={meta.id} className="text-ink">
        {label}
      </label>
    </div>
  );
}
