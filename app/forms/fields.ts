import * as z from "zod/mini";

// The forms' schemas use zod's tree-shakable "mini" build: they run in the
// browser on content pages, where zod's chained API alone would cost about a
// quarter of the page's JavaScript budget (docs/decisions.md).

/** Field rules shared by the site's forms, so every form words its errors the same way. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `Please enter your ${label}.` })
    .check(
      z.trim(),
      z.minLength(1, `Please enter your ${label}.`),
      z.maxLength(max, `Please keep your ${label} under ${max} characters.`),
    );
}

export function optionalText(label: string, max: number) {
  return z.optional(
    z
      .string()
      .check(z.trim(), z.maxLength(max, `Please keep the ${label} under ${max} characters.`)),
  );
}

export const emailField = z.pipe(
  z
    .string({ error: "Please enter your email address." })
    .check(
      z.trim(),
      z.minLength(1, "Please enter your email address."),
      z.maxLength(254, "That email address is too long."),
    ),
  z.email("Please enter a valid email address, like name@example.com."),
);

export const phoneField = z.optional(
  z
    .string()
    .check(
      z.trim(),
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
