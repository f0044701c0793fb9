/**
 * Fields the form script adds to every post, beside the form's own: the id
 * made when the form opened (a repeated post is the same submission), the
 * browser session and the page the form was on. Posts without script lack
 * them, and the server fills what it can.
 */
export const submissionFieldNames = {
  id: "submissionId",
  sessionId: "sessionId",
  pageUrl: "pageUrl",
} as const;

/** Ids the browser makes (UUIDs) and the server accepts. */
export const submissionIdPattern = /^[A-Za-z0-9-]{16,64}$/;
