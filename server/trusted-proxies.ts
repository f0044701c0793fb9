import proxyaddr from "proxy-addr";
import type { TrustProxy } from "#app/config/env.server.ts";

/** Peer addresses whose answer is remembered; past this many, the memory starts again. */
const rememberedPeers = 1024;

/**
 * TRUST_PROXY as Express's `trust proxy` setting. A list of addresses and
 * ranges is compiled as Express compiles it (proxy-addr), and its answer for
 * each peer address remembered: Express asks it again for every `req.ip`,
 * `req.protocol` and `req.host`, several times a request, and each time it
 * parsed the address anew (a twentieth of a contact post's time,
 * scripts/bench/intake.ts --cpu-prof). False and a number of proxies stay as
 * they are: Express needs no address to answer them.
 */
export function trustedProxies(trust: TrustProxy): TrustProxy | ((address: string) => boolean) {
  if (!Array.isArray(trust)) return trust;
  const compiled = proxyaddr.compile(trust);
  const answers = new Map<string, boolean>();
  return (address) => {
    let answer = answers.get(address);
    if (answer === undefined) {
      if (answers.size >= rememberedPeers) answers.clear();
      answer = compiled(address, 0);
      answers.set(address, answer);
    }
    return answer;
  };
}
