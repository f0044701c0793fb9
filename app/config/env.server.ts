import { isIP } from "node:net";
import { z } from "zod";

/**
 * Which peers may tell the server, in X-Forwarded-For and -Proto, who the
 * client is and whether it came over https: Express's `trust proxy`. False
 * believes no one, a number that many proxies in front, a list only those
 * addresses and ranges.
 */
export type TrustProxy = false | number | string[];

const namedRanges = new Set(["loopback", "linklocal", "uniquelocal"]);

/** Whether `entry` is an address, an address/prefix, or a range Express names. */
function isProxyAddress(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : 0;
  return bits >= 1 && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as Express takes it, or the reason it is refused. `true`
 * (believe every peer) is refused: any client could then choose its own
 * address for the rate limit and claim https.
 */
export function parseTrustProxy(value: string): TrustProxy | { problem: string } {
  const text = value.trim().toLowerCase();
  if (text === "false" || text === "none") return false;
  if (text === "true") {
    return {
      problem:
        "true would believe any client's X-Forwarded-For; name the proxy (its address, loopback) or the number of proxies in front",
    };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) return { problem: "a number of proxies in front must be 0 to 10" };
    return hops === 0 ? false : hops;
  }
  const entries = text.split(",").map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0) {
    return {
      problem: `${bad.map((entry) => JSON.stringify(entry)).join(", ")} is not an IP address, a CIDR range or loopback/linklocal/uniquelocal (or use false, or a number of proxies)`,
    };
  }
  return entries;
}

/**
 * The one environment schema (PRODUCT.md section 5). Everything the server
 * reads from the environment is declared and validated here; nothing else
 * touches process.env.
 */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATABASE_URL: z
      .string()
      .regex(/^(file:|postgres(ql)?:\/\/)/, "must start with file: or postgres://")
      .default("file:./data/app.db"),
    /**
     * Where stored files live (issue 38): on this machine under UPLOADS_DIR,
     * or in an S3 bucket several instances share (S3_BUCKET, AWS_REGION, and
     * the SDK's standard AWS_ENDPOINT_URL_S3 and credentials). UPLOADS_DIR is
     * always the local scratch where files are checked before they are stored.
     */
    STORAGE: z.enum(["local", "s3"], { error: "must be local or s3" }).default("local"),
    UPLOADS_DIR: z.string().min(1).default("./data/uploads"),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be an S3 bucket name")
      .optional(),
    AWS_REGION: z.string().min(1).optional(),
    AWS_ENDPOINT_URL_S3: z.url({ protocol: /^https?$/ }).optional(),
    AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
    AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Buckets as endpoint/bucket rather than bucket.endpoint: most services but AWS need it. */
    S3_FORCE_PATH_STYLE: z
      .enum(["true", "false"], { error: "must be true or false" })
      .default("false")
      .transform((value) => value === "true"),
    /** Hours an uploaded file no order has named is kept before it is deleted. */
    UPLOAD_RETENTION_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 365)
      .default(72),
    /**
     * Seconds a connection may stay silent before it is closed; an upload
     * may take as long as it keeps moving (server/timeouts.ts).
     */
    REQUEST_IDLE_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(60),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    CONTACT_WEBHOOK_URL: z.url().optional(),
    ORDER_WEBHOOK_URL: z.url().optional(),
    QUOTE_WEBHOOK_URL: z.url().optional(),
    AFFILIATE_WEBHOOK_URL: z.url().optional(),
    NEWSLETTER_WEBHOOK_URL: z.url().optional(),
    WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/=]+$/, "must be a Standard Webhooks secret (whsec_…)")
      .optional(),
    WEBHOOK_RETRY_SCHEDULE: z
      .string()
      .regex(/^\d+(,\d+)*$/, "must be comma-separated seconds, e.g. 5,300,1800")
      .optional(),
    /**
     * The server's secret key: private links' tokens are derived from it and
     * passkey prompts signed with it (server/secret-key.ts). Required with
     * PostgreSQL (every instance must share it); with SQLite an unset key is
     * made once and kept beside the database file.
     */
    SECRET_KEY: z
      .string()
      .min(32, "must be at least 32 characters (openssl rand -base64 32)")
      .optional(),
    /**
     * Tests only: a file holding the time (ms since the epoch) the staff
     * console takes as now, for its sign-ins' codes and its sessions' ages
     * (server/clock.ts). Never set in production.
     */
    TEST_CLOCK_FILE: z.string().min(1).optional(),
    /** How long one webhook delivery attempt may take. */
    WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().positive().max(300).default(10),
    /** How long making one design's print file may take before the attempt is given up. */
    PRODUCTION_JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
    /** How often an idle delivery worker looks for due deliveries. */
    OUTBOX_POLL_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
    /** SMTP server for customer e-mails (smtp://user:pass@host:port); unset stores them. */
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    /** Sender of customer e-mails; defaults to the site's own address. */
    MAIL_FROM: z.string().min(3).max(300).optional(),
    /** Where the shop is told of each new order; unset sends no notice. */
    SHOP_NOTIFY_EMAIL: z.email().optional(),
    /**
     * Order confirmations one e-mail address, and one client address, may be
     * sent in 24 hours; past either, the order is placed but its confirmation
     * is held for staff (server/mail/mail-outbox.ts).
     */
    CONFIRMATIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(3),
    CONFIRMATIONS_PER_CLIENT: z.coerce.number().int().min(1).default(10),
    /**
     * Card payment through Stripe (issue 37). Unset: payments are off and
     * orders are billed outside the system, as before. With it, the
     * webhook's signing secret is required: only Stripe's signed event marks
     * an order paid.
     */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(
        /^(sk|rk)_(test|live)_[A-Za-z0-9]+$/,
        "must be a Stripe secret key (sk_test_…, sk_live_…)",
      )
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/=]+$/, "must be the endpoint's signing secret (whsec_…)")
      .optional(),
    /** Sales tax by Stripe Tax (automatic_tax) on sessions and invoices. */
    STRIPE_TAX: z
      .enum(["on", "off"], { error: "must be on or off" })
      .default("off")
      .transform((value) => value === "on"),
    /** Tests only: Stripe's API at another origin (a local stand-in); unset is Stripe's own. */
    STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
    /** Form posts one client address may make per window; beyond it, 429. */
    RATE_LIMIT_POSTS: z.coerce.number().int().min(1).default(30),
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
    /**
     * The proxies whose X-Forwarded-For/-Proto are believed: loopback (a TLS
     * terminator on this host), a list of addresses/ranges, a number of
     * proxies, or false.
     */
    TRUST_PROXY: z
      .string()
      .default("loopback")
      .transform((value, context): TrustProxy => {
        const parsed = parseTrustProxy(value);
        if (typeof parsed === "object" && "problem" in parsed) {
          context.addIssue({ code: "custom", message: parsed.problem });
          return z.NEVER;
        }
        return parsed;
      }),
  })
  .check((context) => {
    // Behind no trusted proxy every request looks like plain http, and an https PUBLIC_URL
    // would redirect every page to itself (server/https.ts).
    const env = context.value;
    if (env.TRUST_PROXY === false && env.PUBLIC_URL?.startsWith("https:")) {
      context.issues.push({
        code: "custom",
        input: env.TRUST_PROXY,
        path: ["TRUST_PROXY"],
        message:
          "an https PUBLIC_URL needs the TLS terminator in TRUST_PROXY, or every page would redirect to itself",
      });
    }
    const needed = env.STORAGE === "s3" ? (["S3_BUCKET", "AWS_REGION"] as const) : [];
    for (const name of needed.filter((setting) => !env[setting])) {
      context.issues.push({
        code: "custom",
        input: undefined,
        path: [name],
        message: "is required with STORAGE=s3",
      });
    }
    if (Boolean(env.AWS_ACCESS_KEY_ID) !== Boolean(env.AWS_SECRET_ACCESS_KEY)) {
      context.issues.push({
        code: "custom",
        input: undefined,
        path: ["AWS_SECRET_ACCESS_KEY"],
        message: "AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together",
      });
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      context.issues.push({
        code: "custom",
        input: undefined,
        path: ["STRIPE_WEBHOOK_SECRET"],
        message:
          "is required with STRIPE_SECRET_KEY: only Stripe's signed webhook marks an order paid",
      });
    }
  })
  .transform((env) => ({
    ...env,
    // Canonical URLs, the sitemap and artwork links use this origin, without a trailing slash.
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
  }));

export type Env = z.infer<typeof EnvSchema>;

/** Parse an environment; throws an error naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings mean "unset", as they do in most .env files and CI settings.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`)
      .join("\n");
    throw new Error(`Invalid environment configuration:\n${problems}`);
  }
  return result.data;
}

let cached: Env | undefined;

/** The validated environment of this process. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
