import { z } from "zod";

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
    UPLOADS_DIR: z.string().min(1).default("./data/uploads"),
    /** Hours an uploaded file no order has named is kept before it is deleted. */
    UPLOAD_RETENTION_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 365)
      .default(72),
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
    /** How long one webhook delivery attempt may take. */
    WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().positive().max(300).default(10),
    /** How often an idle delivery worker looks for due deliveries. */
    OUTBOX_POLL_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
    /** SMTP server for customer e-mails (smtp://user:pass@host:port); unset stores them. */
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    /** Sender of customer e-mails; defaults to the site's own address. */
    MAIL_FROM: z.string().min(3).max(300).optional(),
    /** Where the shop is told of each new order; unset sends no notice. */
    SHOP_NOTIFY_EMAIL: z.email().optional(),
    /** Form posts one client address may make per window; beyond it, 429. */
    RATE_LIMIT_POSTS: z.coerce.number().int().min(1).default(30),
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
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
