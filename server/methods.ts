import type { Request } from "express";

/** Methods that read: they carry no body and change nothing. */
const readMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a request may change state (a POST, in practice: other methods are
 * refused first). Every middleware that limits or checks writes asks this.
 */
export const isWrite = (req: Request): boolean => !readMethods.has(req.method);
