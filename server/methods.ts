import type { Request, RequestHandler } from "express";

/** Methods that read: they carry no body and change nothing. */
const readMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a request may change state (a POST, in practice: other methods are
 * refused first). Every middleware that limits or checks writes asks this.
 */
export const isWrite = (req: Request): boolean => !readMethods.has(req.method);

/** Pages answer GET and HEAD, forms POST; OPTIONS is left to the router as before. */
const knownMethods = new Set(["GET", "HEAD", "POST", "OPTIONS"]);

/**
 * PUT, PATCH, DELETE and the rest: 405. React Router runs a route's action
 * for every method but GET and HEAD, so a PUT would otherwise be taken in as
 * a form submission.
 */
export const refuseOtherMethods: RequestHandler = (req, res, next) => {
  if (knownMethods.has(req.method)) return next();
  res.status(405).setHeader("Allow", "GET, HEAD, POST");
  res.type("text/plain").send("Method Not Allowed");
};
