/** Key lists SPEC.md section 3 fixes, shared by the unit and the server tests. */

/** SPEC.md section 3, "Contact submission", in its order. */
export const contactKeys = [
  "event",
  "timestamp",
  "page_url",
  "session_id",
  "name",
  "email",
  "phone",
  "subject",
  "message",
  "design_label_name",
  "ip",
  "user_agent",
  "utm",
  "source",
];

/** The `utm` object of SPEC.md's payloads, in its order. */
export const utmKeys = ["source", "medium", "campaign", "term", "content"];
