import type { Request, RequestHandler, Response } from "express";
import { isWrite } from "./methods.ts";
import { serverIsWorking } from "./timeouts.ts";
import { maxFileFormBytes } from "./uploads/form-files.ts";

/*
 * How big a request's body may be, by what it is: a form's post is small
 * (refused past 100 KB before React Router buffers it); a form that carries
 * a file takes the artwork's limit; the artwork endpoint has its own.
 */

/** Form posts are small; anything larger is refused before React Router buffers it. */
export const maxFormBodyBytes = 100 * 1024;

/**
 * The pages whose forms carry a file (a staff member's proof or print file, a
 * customer's reply to a proof, a template to import): their multipart bodies
 * stream through their intake (server/uploads/form-files.ts) under the
 * artwork's limit (a template's own, smaller one is the intake's).
 */
const fileFormPaths = [/^\/staff\/orders\/[^/]+$/, /^\/orders\/[^/]+$/, /^\/staff\/templates$/];

export const isFileForm = (req: Request) =>
  req.method === "POST" &&
  req.is("multipart/form-data") === "multipart/form-data" &&
  fileFormPaths.some((pattern) => pattern.test(req.path));

export const limitBodySize: RequestHandler = (req, res, next) => {
  if (!isWrite(req)) return next();
  const fileForm = isFileForm(req);
  if (fileForm) {
    // Like the artwork endpoint: once the body is all here, the server checks the
    // file, perhaps waiting its turn, and the client's silence is not idleness.
    req.once("end", () => serverIsWorking(req));
  }
  const length = req.headers["content-length"];
  if (length === undefined) {
    if (req.headers["transfer-encoding"] === undefined) return next();
    res.status(411).type("text/plain").send("Length Required");
    return;
  }
  if (!/^\d+$/.test(length) || Number(length) > (fileForm ? maxFileFormBytes : maxFormBodyBytes)) {
    refuseTooLarge(req, res);
    return;
  }
  next();
};

/** How long a refused request may go on sending before its connection is closed. */
const lingerMs = 2000;

/**
 * Answers 413 at once, then reads and drops what the client is still sending
 * for a moment before closing ("lingering close"). A server that closes while
 * the client is still sending resets the connection, and the client's system
 * then drops the answer unread: the visitor would see a broken connection,
 * not "too large". The answer is whole (its length is stated) before the
 * connection ends, so a client that sent less than it declared has it too.
 */
function refuseTooLarge(req: Request, res: Response) {
  const text = "Payload Too Large";
  res.status(413).set({
    Connection: "close",
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(text)),
  });
  res.write(text);
  const close = () => {
    clearTimeout(timer);
    if (!res.writableEnded) res.end();
  };
  const timer = setTimeout(close, lingerMs);
  req.on("data", () => undefined);
  req.once("end", close);
  req.once("error", close);
  req.once("close", close);
}
