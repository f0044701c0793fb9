/**
 * Name of the hidden field that only bots fill in. Kept apart from the zod
 * schemas so the footer's newsletter form does not pull zod onto every page.
 */
export const honeypotName = "leave_blank";
