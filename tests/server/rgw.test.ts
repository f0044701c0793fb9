import { createHash, randomBytes } from "node:crypto";
import { EventEmitter, once } from "node:events";
import { type IncomingMessage, createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetBucketLifecycleConfigurationCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListBucketsCommand,
  NoSuchKey,
  PutBucketLifecycleConfigurationCommand,
  PutObjectCommand,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { describe, expect, it } from "vitest";
import { useObjectStore } from "../support/harness.ts";
import { s3Client } from "../support/rgw.ts";
import { startRoundRobinProxy } from "../support/round-robin-proxy.ts";

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

/** The error a promise rejects with. */
async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("It did not fail");
}

describe("the S3 stand-in is Ceph's gateway, spoken to with the official SDK", () => {
  const store = useObjectStore();

  it("gives each caller a new bucket, described as the server's environment", async () => {
    const env = await store.env();
    const rgw = store.rgw();
    expect(env).toEqual({
      STORAGE: "s3",
      S3_BUCKET: expect.stringMatching(/^test-/),
      AWS_ENDPOINT_URL_S3: rgw.endpoint,
      AWS_REGION: "us-east-1",
      AWS_ACCESS_KEY_ID: rgw.accessKeyId,
      AWS_SECRET_ACCESS_KEY: rgw.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    });
    await rgw.client().send(new HeadBucketCommand({ Bucket: env.S3_BUCKET }));
    expect((await store.env()).S3_BUCKET).not.toBe(env.S3_BUCKET);
  });

  it("puts, gets and deletes an object; a missing key is NoSuchKey", async () => {
    const client = store.rgw().client();
    const Bucket = await store.rgw().createBucket();
    const Key = "artwork/proof.txt";
    await client.send(
      new PutObjectCommand({ Bucket, Key, Body: "hello rgw", ContentType: "text/plain" }),
    );
    const got = await client.send(new GetObjectCommand({ Bucket, Key }));
    expect(got.ContentType).toBe("text/plain");
    expect(await got.Body!.transformToString()).toBe("hello rgw");
    await client.send(new DeleteObjectCommand({ Bucket, Key }));
    const missing = await rejection(client.send(new GetObjectCommand({ Bucket, Key })));
    expect(missing).toBeInstanceOf(NoSuchKey);
  });

  it("takes a 12 MB stream as a multipart upload", async () => {
    const client = store.rgw().client();
    const Bucket = await store.rgw().createBucket();
    const chunks = Array.from({ length: 12 }, () => randomBytes(1024 * 1024));
    const whole = Buffer.concat(chunks);
    const upload = new Upload({
      client,
      params: { Bucket, Key: "big.bin", Body: Readable.from(chunks) },
      partSize: 5 * 1024 * 1024,
      queueSize: 2,
    });
    await upload.done();
    const head = await client.send(new HeadObjectCommand({ Bucket, Key: "big.bin" }));
    expect(head.ContentLength).toBe(whole.length);
    // Three parts. (Ceph 16 answers CompleteMultipartUpload with an empty ETag: HeadObject has it.)
    expect(head.ETag).toMatch(/-3"$/);
    const got = await client.send(new GetObjectCommand({ Bucket, Key: "big.bin" }));
    expect(sha256(Buffer.from(await got.Body!.transformToByteArray()))).toBe(sha256(whole));
  });

  it("refuses a request signed with a wrong secret", async () => {
    const rgw = store.rgw();
    const wrong = s3Client(rgw.endpoint, {
      accessKeyId: rgw.accessKeyId,
      secretAccessKey: "WrongSecret000000000000000000000000000000",
    });
    try {
      const error = await rejection(wrong.send(new ListBucketsCommand({})));
      expect(error).toBeInstanceOf(S3ServiceException);
      expect((error as S3ServiceException).name).toBe("SignatureDoesNotMatch");
      expect((error as S3ServiceException).$metadata.httpStatusCode).toBe(403);
    } finally {
      wrong.destroy();
    }
  });

  it("keeps a lifecycle rule that aborts incomplete multipart uploads", async () => {
    const client = store.rgw().client();
    const Bucket = await store.rgw().createBucket();
    await client.send(
      new PutBucketLifecycleConfigurationCommand({
        Bucket,
        LifecycleConfiguration: {
          Rules: [
            {
              ID: "abort-incomplete-uploads",
              Status: "Enabled",
              Filter: { Prefix: "" },
              AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
            },
          ],
        },
      }),
    );
    const { Rules } = await client.send(new GetBucketLifecycleConfigurationCommand({ Bucket }));
    // An empty Filter comes back as the legacy top-level Prefix.
    expect(Rules).toMatchObject([
      {
        ID: "abort-incomplete-uploads",
        Status: "Enabled",
        AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
      },
    ]);
  });
});

/** A tiny origin that names itself, and tells the test what it has received so far. */
async function tinyOrigin(name: string) {
  const events = new EventEmitter();
  const server = createServer((incoming, outgoing) => {
    if (incoming.method === "POST") {
      const hash = createHash("sha256");
      let bytes = 0;
      incoming.on("data", (chunk: Buffer) => {
        if (bytes === 0) events.emit("upload-started");
        bytes += chunk.length;
        hash.update(chunk);
      });
      incoming.on("end", () => outgoing.end(`${name} ${bytes} ${hash.digest("hex")}`));
      return;
    }
    if (incoming.url === "/stream") {
      // The rest only once the test has read the first line: a buffering proxy would stall.
      outgoing.write(`${name} first\n`);
      events.once("go", () => outgoing.end("rest\n"));
      return;
    }
    outgoing.writeHead(303, [
      ...["Location", "/somewhere?else=1", "X-Seen-Host", incoming.headers.host ?? ""],
      ...["Set-Cookie", "a=1; Path=/", "Set-Cookie", "b=2; Path=/; HttpOnly"],
    ]);
    outgoing.end(name);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    events,
    close: async () => {
      if (!server.listening) return;
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
}

/** Sends `body` (chunks, each after the promise before it) and reads the whole answer. */
async function send(url: string, method: string, ...body: (Buffer | Promise<unknown>)[]) {
  const outgoing = request(url, { method });
  const answer = once(outgoing, "response") as Promise<[IncomingMessage]>;
  for (const part of body) {
    if (Buffer.isBuffer(part)) outgoing.write(part);
    else await part;
  }
  outgoing.end();
  const [incoming] = await answer;
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return { status: incoming.statusCode, headers: incoming.headers, text: Buffer.concat(chunks) };
}

describe("the round-robin proxy", () => {
  it("alternates, streams both ways, and retries only a GET past a dead origin", async () => {
    const [first, second] = [await tinyOrigin("first"), await tinyOrigin("second")];
    const proxy = await startRoundRobinProxy([first.origin, second.origin]);
    try {
      const redirect = await send(`${proxy.origin}/`, "GET");
      expect(redirect.status).toBe(303);
      expect(redirect.text.toString()).toBe("first");
      expect(redirect.headers.location).toBe("/somewhere?else=1");
      expect(redirect.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/; HttpOnly"]);
      expect(redirect.headers["x-seen-host"]).toBe(new URL(proxy.origin).host);
      expect((await send(`${proxy.origin}/`, "GET")).text.toString()).toBe("second");

      // The first MiB reaches the origin before the rest exists: the body streams through.
      const chunk = randomBytes(1024 * 1024);
      const rest = Array.from({ length: 7 }, () => chunk);
      const started = once(first.events, "upload-started");
      const upload = await send(`${proxy.origin}/upload`, "POST", chunk, started, ...rest);
      expect(upload.text.toString()).toBe(
        `first ${8 * chunk.length} ${sha256(Buffer.concat([chunk, ...rest]))}`,
      );

      // And an answer streams back before it is complete.
      const streamed = request(`${proxy.origin}/stream`);
      streamed.end();
      const [incoming] = (await once(streamed, "response")) as [IncomingMessage];
      const [firstLine] = (await once(incoming, "data")) as [Buffer];
      expect(firstLine.toString()).toBe("second first\n");
      second.events.emit("go");
      await once(incoming.resume(), "end");

      await second.close();
      expect((await send(`${proxy.origin}/upload`, "POST", chunk)).status).toBe(200);
      const refused = await send(`${proxy.origin}/upload`, "POST", chunk);
      expect(refused.status).toBe(502);
      expect((await send(`${proxy.origin}/`, "GET")).text.toString()).toBe("first");
      // This one's turn was the dead origin's: tried once more on the next.
      expect((await send(`${proxy.origin}/`, "GET")).text.toString()).toBe("first");
      expect(proxy.hits).toEqual(
        new Map([
          [first.origin, 5],
          [second.origin, 2],
        ]),
      );
    } finally {
      await proxy.close();
      await first.close();
      await second.close();
    }
  });
});
