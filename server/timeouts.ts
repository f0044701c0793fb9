import type { Request, RequestHandler } from "express";
import type { Server } from "node:http";
import { isWrite } from "./methods.ts";

/*
 * How long the server waits for a client. Node's default is a hard deadline
 * of 300 s for a whole request and no limit on silence: a stalled upload held
 * its connection for the full 300 s, while a real 50 MB upload slower than
 * about 1.4 Mbit/s was cut off. Here it is the other way round: a connection
 * that stays silent for the idle timeout is closed, and an upload may take as
 * long as it keeps moving. A form's body is a few kilobytes at most, so it
 * must arrive whole within one idle period, or a client dripping a byte at a
 * time could hold a connection for days.
 */

/**
 * No deadline for a whole request; a connection silent for `idleTimeoutMs` is closed, and one
 * kept alive between requests waits as long for the next. Node's own wait there is 5 s; a load
 * balancer keeps its idle connections to an instance for longer (60 s on AWS's and in nginx),
 * and a request it sent just as the instance closed one was reset, answered 502 by the
 * balancer, and a browser's post on such a connection may be lost. Node keeps the socket a
 * second past the timeout it announces in `Keep-Alive` (keepAliveTimeoutBuffer), so a balancer
 * set to the same idle timeout closes first.
 */
export function limitIdleTime(server: Server, idleTimeoutMs: number): void {
  server.requestTimeout = 0;
  server.keepAliveTimeout = idleTimeoutMs;
  // Without a "timeout" listener on the server, a silent socket is destroyed.
  server.setTimeout(idleTimeoutMs);
}

/** A form's body (small: limitBodySize) must arrive within `timeoutMs` of the request. */
export function limitFormBodyTime(timeoutMs: number): RequestHandler {
  return (req, res, next) => {
    if (!isWrite(req) || req.complete) {
      next();
      return;
    }
    const timer = setTimeout(() => {
      if (req.complete) return;
      req.log.info("Form body still arriving after the idle timeout: connection closed");
      res.setHeader("Connection", "close");
      if (res.headersSent) req.socket.destroy();
      else res.status(408).type("text/plain").send("Request Timeout");
    }, timeoutMs);
    const stop = () => clearTimeout(timer);
    req.once("end", stop);
    res.once("close", stop);
    next();
  };
}

/**
 * The request is all here and the server works on it now, perhaps waiting
 * its turn in a queue (an image job, a PDF check): the client's silence is
 * not idleness, and the work bounds its own time. The socket's idle timeout
 * is off until Node sets it again for the connection's next request.
 */
export function serverIsWorking(req: Request): void {
  req.socket.setTimeout(0);
}
