import * as z from "zod/mini";
import { withoutControlCharacters } from "#app/lib/control-characters.ts";

// The forms' schemas use zod's tree-shakable "mini" build: they run in the
// browser on content pages, where zod's chained API alone would cost about a
// quarter of the page's JavaScript budget (docs/decisions.md).

/** Whether a text field takes line breaks (a message) or is one line (a name). */
interface TextOptions {
  multiline?: boolean;
}

/**
 * Control characters removed (app/lib/control-characters.ts), then the ends
 * trimmed: the first checks of every text field.
 */
export const cleanText = ({ multiline = false }: TextOptions) => [
  z.overwrite((value: string) => withoutControlCharacters(value, { multiline })),
  z.trim(),
];

/** Field rules shared by the site's forms, so every form words its errors the same way. */
export function requiredText(label: string, max: number, options: TextOptions = {}) {
  return z
    .string({ error: `Please enter your ${label}.` })
    .check(
      ...cleanText(options),
      z.minLength(1, `Please enter your ${label}.`),
      z.maxLength(max, `Please keep your ${label} under ${max} characters.`),
    );
}

export function optionalText(label: string, max: number, options: TextOptions = {}) {
  return z.optional(
    z
      .string()
      .check(
        ...cleanText(options),
        z.maxLength(max, `Please keep the ${label} under ${max} characters.`),
      ),
  );
}

/** The longest e-mail address a mailbox can have (RFC 5321's path limit, less its brackets). */
export const emailMaxLength = 254;

export const emailField = z.pipe(
  z
    .string({ error: "Please enter your email address." })
    .check(
      ...cleanText({}),
      z.minLength(1, "Please enter your email address."),
      z.maxLength(emailMaxLength, "That email address is too long."),
    ),
  z.email("Please enter a valid email address, like name@example.com."),
);

export const phoneField = z.optional(
  z
    .string()
    .check(
      ...cleanText({}),
      z.maxLength(30, "Please enter a phone number of at most 30 characters."),
      z.regex(
        /^[0-9+().\s-]*$/,
        "Please use only digits, spaces and + ( ) - . in the phone number.",
      ),
    ),
);

/** Checkboxes post "on" when ticked and nothing otherwise. */
export const checkboxField = z.pipe(
  z.optional(z.string()),
  z.transform((value) => value === "on"),
);

/**
 * What a field the page fills in itself (which form it is, an id, a passkey's
 * answer) says when a post gets it wrong: the form was not posted as the page
 * made it, so the person can only reload it.
 */
export const pageFieldError = "That form could not be read. Reload the page and try again.";

/** A value the page put in a hidden field: present, and at most `max` characters. */
export const pageField = (max: number) =>
  z
    .string({ error: pageFieldError })
    .check(z.minLength(1, pageFieldError), z.maxLength(max, pageFieldError));
