import Stripe from "stripe";

/*
 * The one Stripe client (the official `stripe` package), made from the
 * server's settings. STRIPE_API_BASE points it at another origin: the
 * tests' local stand-in of Stripe's API (tests/support/stripe-stand-in.ts).
 */

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Stripe Tax computes the sales tax (automatic_tax). */
  tax: boolean;
  apiBase?: string | undefined;
}

export function stripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  return new Stripe(settings.secretKey, {
    // Retries reuse the idempotency key the request was made with: a create is never doubled.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === "https:" ? 443 : 80),
      protocol: base.protocol === "https:" ? "https" : "http",
    }),
  });
}

export type { Stripe };
