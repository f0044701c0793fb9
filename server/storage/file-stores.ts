import type { Logger } from "pino";
import type { Env } from "#app/config/env.server.ts";
import type { Database } from "../db/database.ts";
import { createProductionStore } from "../production/store.ts";
import { createUploadStore } from "../uploads/store.ts";
import { createDiskStore } from "./disk.ts";
import type { ObjectStore } from "./object-store.ts";
import { createS3Store, type S3Settings } from "./s3.ts";

/** How often artwork never attached to an order is looked for and removed. */
const uploadPurgeIntervalMs = 3600_000;

/** The bucket and client settings of STORAGE=s3 (the schema requires bucket and region). */
export function s3SettingsOf(env: Env): S3Settings {
  return {
    bucket: env.S3_BUCKET ?? "",
    region: env.AWS_REGION ?? "",
    endpoint: env.AWS_ENDPOINT_URL_S3,
    credentials:
      env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
        ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/** The store STORAGE names: local disk under UPLOADS_DIR, or the S3 bucket. */
export function openObjectStore(env: Env): ObjectStore {
  return env.STORAGE === "local"
    ? createDiskStore(env.UPLOADS_DIR)
    : createS3Store(s3SettingsOf(env));
}

/**
 * The server's stored files: artwork and production files over one object
 * store, and the hourly clean-up of artwork no order named (any instance
 * may run it: the database decides what expires).
 */
export function createFileStores(database: Database, env: Env, logger: Logger) {
  const objects = openObjectStore(env);
  logger.info({ storage: objects.description }, `Stored files are kept on ${objects.description}`);
  const uploads = createUploadStore(database, {
    objects,
    scratchDirectory: env.UPLOADS_DIR,
    retentionHours: env.UPLOAD_RETENTION_HOURS,
    logger,
  });
  const productionFiles = createProductionStore(database, { objects, uploads, logger });
  const purge = () =>
    uploads.purgeExpired().catch((error: unknown) => {
      logger.error({ err: error }, "Expired artwork could not be removed");
    });
  let timer: NodeJS.Timeout | undefined;
  return {
    uploads,
    productionFiles,
    startPurging() {
      void purge();
      timer = setInterval(purge, uploadPurgeIntervalMs).unref();
    },
    stopPurging: () => clearInterval(timer),
  };
}
