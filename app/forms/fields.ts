import { z } from "zod";

/** Field rules shared by the site's forms, so every form words its errors the same way. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `Please enter your ${label}.` })
    .trim()
    .min(1, `Please enter your ${label}.`)
    .max(max, `Please keep your ${label} under ${max} characters.`);
}

export function optionalText(label: string, max: number) {
  return z.string().trim().max(max, `Please keep the ${label} under ${max} characters.`).optional();
}

export const emailField = z
  .string({ error: "Please enter your email address." })
  .trim()
  .min(1, "Please enter your email address.")
  .max(254, "That email address is too long.")
  .pipe(z.email("Please enter a valid email address, like name@example.com."));

export const phoneField = z
  .string()
  .trim()
  .max(30, "Please enter a phone number of at most 30 characters.")
  .regex(/^[0-9+().\s-]*$/, "Please use only digits, spaces and + ( ) - . in the phone number.")
  .optional();

/** Checkboxes post "on" when ticked and nothing otherwise. */
export const checkboxField = z
  .string()
  .optional()
  .transform((value) => value === "on");
