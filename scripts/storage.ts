/**
 * `npm run storage -- <command>`: the S3 bucket of STORAGE=s3, for operators
 * (docs/operations.md "Running on several machines"). Uses the server's own
 * settings (S3_BUCKET, AWS_REGION, AWS_ENDPOINT_URL_S3, credentials) and client.
 *
 *   check      the bucket as the shop needs it: reachable and signed for, a
 *              file kept, read and deleted as the server does, private (no
 *              public grant or policy), versioning off (a deleted file must
 *              be gone), encrypted at rest, and a lifecycle rule that aborts
 *              abandoned multipart uploads and expires nothing else (the
 *              database decides what expires). Exit 1 when one fails.
 *   lifecycle  sets that lifecycle rule (replacing the bucket's rules).
 */
import {
  GetBucketAclCommand,
  GetBucketEncryptionCommand,
  GetBucketLifecycleConfigurationCommand,
  GetBucketPolicyStatusCommand,
  GetBucketVersioningCommand,
  HeadBucketCommand,
  PutBucketLifecycleConfigurationCommand,
  type S3Client,
} from "@aws-sdk/client-s3";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { getEnv } from "#app/config/env.server.ts";
import { readObject } from "#server/storage/object-store.ts";
import { createS3Store, s3Client, type S3Settings } from "#server/storage/s3.ts";
import { s3SettingsOf } from "#server/storage/file-stores.ts";

/** Days after which an unfinished multipart upload (a killed instance's) is aborted. */
const abortAfterDays = 1;

type Outcome = "ok" | "warn" | "fail";
const results: Outcome[] = [];
function report(outcome: Outcome, message: string) {
  results.push(outcome);
  console.log(`${{ ok: "ok  ", warn: "warn", fail: "FAIL" }[outcome]}  ${message}`);
}

const errorName = (error: unknown) => (error as { name?: string }).name ?? String(error);

/**
 * An answer, or the error's name when the service has none of it (or does
 * not say: a setting these keys may not read is reported, not checked).
 */
async function ask<T>(what: string, question: () => Promise<T>): Promise<T | { missing: string }> {
  try {
    return await question();
  } catch (error) {
    const name = errorName(error);
    if (name === "AccessDenied") {
      report("warn", `${what}: these keys may not read it (AccessDenied), so it was not checked`);
    } else if (!/NoSuch|NotFound|NotImplemented|MethodNotAllowed/.test(name)) throw error;
    return { missing: name };
  }
}

async function check(settings: S3Settings, client: S3Client) {
  const Bucket = settings.bucket;
  try {
    await client.send(new HeadBucketCommand({ Bucket }));
    report("ok", `bucket ${Bucket} answers, and accepts our signature`);
  } catch (error) {
    report("fail", `bucket ${Bucket}: ${errorName(error)} (is it there, and are the keys its?)`);
    return;
  }

  // The server's own path: a local file kept (in parts when large), read back, deleted, and
  // then missing, which the server must be able to tell from refused (s3:ListBucket on AWS).
  const directory = mkdtempSync(path.join(tmpdir(), "wrapcraft-storage-check-"));
  try {
    const store = createS3Store(settings, client);
    const key = `probe/${randomBytes(12).toString("base64url")}`;
    const bytes = randomBytes(64 * 1024);
    writeFileSync(path.join(directory, "probe"), bytes);
    await store.keep(key, path.join(directory, "probe"));
    const read = await readObject(store, key);
    await store.remove([key]);
    const gone = (await readObject(store, key)) === undefined;
    if (read?.equals(bytes) && gone) report("ok", "a file is kept, read back whole and deleted");
    else report("fail", "a file kept in the bucket did not read back whole, or was not deleted");
  } catch (error) {
    const name = errorName(error);
    report(
      "fail",
      `keeping, reading or deleting a file: ${name}${name === "AccessDenied" ? " (the keys need s3:GetObject, s3:PutObject, s3:DeleteObject, the multipart actions, and s3:ListBucket, without which a missing file reads as refused)" : ""}`,
    );
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }

  const acl = await ask("the bucket's ACL", () => client.send(new GetBucketAclCommand({ Bucket })));
  const publicGrants =
    "missing" in acl
      ? []
      : (acl.Grants ?? []).filter((grant) =>
          /AllUsers|AuthenticatedUsers/.test(grant.Grantee?.URI ?? ""),
        );
  if (publicGrants.length)
    report("fail", "the bucket's ACL grants access to everyone: make it private");
  const policy = await ask("the bucket's policy", () =>
    client.send(new GetBucketPolicyStatusCommand({ Bucket })),
  );
  if (!("missing" in policy) && policy.PolicyStatus?.IsPublic) {
    report("fail", "the bucket's policy makes it public: no object may be public");
  } else if (!publicGrants.length) {
    report("ok", "private: no public grant or policy (files leave only through the site's checks)");
  }

  const versioning = await ask("versioning", () =>
    client.send(new GetBucketVersioningCommand({ Bucket })),
  );
  if (!("missing" in versioning) && versioning.Status === "Enabled") {
    report(
      "fail",
      "versioning is on: a deleted customer file would stay as an old version; suspend it",
    );
  } else report("ok", "versioning off: a deleted file is gone");

  const encryption = await ask("default encryption", () =>
    client.send(new GetBucketEncryptionCommand({ Bucket })),
  );
  if ("missing" in encryption || !encryption.ServerSideEncryptionConfiguration?.Rules?.length) {
    report(
      "warn",
      "no default encryption set on the bucket (AWS encrypts new objects with SSE-S3 anyway; elsewhere, turn it on)",
    );
  } else report("ok", "encrypted at rest by default");

  const lifecycle = await ask("the lifecycle rules", () =>
    client.send(new GetBucketLifecycleConfigurationCommand({ Bucket })),
  );
  const rules = "missing" in lifecycle ? [] : (lifecycle.Rules ?? []);
  const enabled = rules.filter((rule) => rule.Status === "Enabled");
  const aborts = enabled.some(
    (rule) => (rule.AbortIncompleteMultipartUpload?.DaysAfterInitiation ?? Infinity) <= 7,
  );
  const expires = enabled.filter((rule) => rule.Expiration || rule.NoncurrentVersionExpiration);
  if (!aborts)
    report("fail", `no rule aborts abandoned multipart uploads: run npm run storage -- lifecycle`);
  else report("ok", "abandoned multipart uploads are aborted by a lifecycle rule");
  if (expires.length) {
    report(
      "fail",
      "a lifecycle rule expires objects: the database decides what expires (ordered files are kept)",
    );
  }
}

async function setLifecycle(settings: S3Settings, client: S3Client) {
  await client.send(
    new PutBucketLifecycleConfigurationCommand({
      Bucket: settings.bucket,
      LifecycleConfiguration: {
        Rules: [
          {
            ID: "abort-abandoned-uploads",
            Status: "Enabled",
            Filter: { Prefix: "" },
            AbortIncompleteMultipartUpload: { DaysAfterInitiation: abortAfterDays },
          },
        ],
      },
    }),
  );
  console.log(
    `Set: multipart uploads unfinished after ${abortAfterDays} day are aborted; nothing else expires.`,
  );
}

const command = process.argv[2];
const env = getEnv();
if (env.STORAGE !== "s3") {
  console.error("STORAGE is not s3: files are on local disk, and there is no bucket to check.");
  process.exit(1);
}
const settings = s3SettingsOf(env);
const client = s3Client(settings);
if (command === "check") {
  await check(settings, client);
  process.exitCode = results.includes("fail") ? 1 : 0;
} else if (command === "lifecycle") {
  await setLifecycle(settings, client);
} else {
  console.error("Usage: npm run storage -- check | lifecycle");
  process.exitCode = 2;
}
client.destroy();
