import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { createReadStream, createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { checkKey, type ObjectStore } from "./object-store.ts";

export interface S3Settings {
  bucket: string;
  region: string;
  /** Another S3-compatible service (Ceph, MinIO, R2); unset is AWS itself. */
  endpoint?: string | undefined;
  /** Unset: the SDK's own chain (an instance role, a profile). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Buckets addressed as endpoint/bucket, as most services other than AWS need. */
  forcePathStyle: boolean;
}

/** Parts of a multipart upload: a print file of 60 MB goes in eight, two at a time. */
const partBytes = 8 * 1024 * 1024;

/** The official client, set for any S3-compatible service. */
export function s3Client(settings: S3Settings): S3Client {
  const config: S3ClientConfig = {
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: services other than AWS refuse a
    // streamed body sent with the SDK's default trailing checksum (411).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
    // A store that stops answering fails the request, rather than holding a print job past its
    // lease or a download forever: 5 s to connect, 30 s of silence on a connection. (No limit on
    // a whole request: a large file to a slow client may take minutes while it keeps moving.)
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
  };
  if (settings.endpoint) config.endpoint = settings.endpoint;
  if (settings.credentials) config.credentials = settings.credentials;
  return new S3Client(config);
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey";

/**
 * Objects in one private S3 bucket, shared by every instance. Files go up
 * in parts (lib-storage's Upload: an abandoned one is aborted, and the
 * bucket's lifecycle rule sweeps what a killed process left), so memory
 * stays at a few parts whatever the file's size.
 */
export function createS3Store(settings: S3Settings, client = s3Client(settings)): ObjectStore {
  const { bucket } = settings;

  async function get(key: string): Promise<Readable | undefined> {
    try {
      const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Body as Readable;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  return {
    description: `S3 bucket ${bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ""}`,

    async keep(key, localPath) {
      const upload = new Upload({
        client,
        params: {
          Bucket: bucket,
          Key: checkKey(key),
          Body: createReadStream(localPath),
        },
        partSize: partBytes,
        queueSize: 2,
        leavePartsOnError: false,
      });
      await upload.done();
      await rm(localPath, { force: true });
    },

    open: (key) => get(checkKey(key)),

    async copyOut(key, localPath) {
      const body = await get(checkKey(key));
      if (!body) return false;
      await pipeline(body, createWriteStream(localPath));
      return true;
    },

    async remove(keys) {
      // One at a time per key: DeleteObjects needs a Content-MD5 some services insist on.
      await Promise.all(
        keys.map((key) =>
          client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkKey(key) })),
        ),
      );
    },
  };
}
