import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import http from "node:http";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { artworkMessages, maxArtworkBytes } from "#app/forms/artwork.ts";
import { engineNames, useEngine, useForwardingServer, useProcesses } from "../support/harness.ts";
import { jpegFile, pixelBombPng, pngFile, storedIn } from "../support/artwork.ts";
import { flateStream, pdfFile } from "../support/pdf-files.ts";
import { type JsonReply, postArtwork, postJson, rawRequest, waitFor } from "../support/http.ts";
import { readRows, writeRows } from "../support/cart.ts";
import { submissionExtras } from "../support/samples.ts";
import { utmKeys } from "../support/spec-payloads.ts";

/** Streams `total` bytes (chunked, no Content-Length) that start like a PNG. */
function uploadChunked(origin: string, total: number): Promise<JsonReply> {
  const url = new URL(`${origin}/api/uploads`);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  async function* body() {
    yield signature;
    const chunk = Buffer.alloc(1024 * 1024);
    for (let sent = signature.length; sent < total; sent += chunk.length) yield chunk;
  }
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, method: "POST", path: url.pathname, agent: false },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(text) as Record<string, unknown>,
          }),
        );
      },
    );
    // Should the connection fail while the rest is written, the answer may still be on its way.
    request.on("error", (error) => setTimeout(() => reject(error), 1000));
    Readable.from(body()).pipe(request);
  });
}

async function download(url: string) {
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The origin the server puts in artwork links (PUBLIC_URL) swapped for the test server's. */
const local = (url: unknown, origin: string) =>
  String(url).replace(/^http:\/\/localhost:3000/, origin);

describe("artwork upload", () => {
  const uploadsDir = mkdtempSync(path.join(tmpdir(), "wrapcraft-uploads-"));
  const block = useForwardingServer("sqlite", { UPLOADS_DIR: uploadsDir });
  const incoming = () => readdirSync(path.join(uploadsDir, ".incoming"));
  const storedArtwork = () => storedIn(uploadsDir, "artwork");
  afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

  it("stores a PNG by its content and serves the same bytes back as a download", async () => {
    const png = await pngFile(1200, 800);
    const reply = await postArtwork(
      block.server.origin,
      png,
      "Summer Mix/../../etc/pass\u0007wd.png",
    );
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      filename: "passwd.png",
      mimeType: "image/png",
      sizeBytes: png.length,
      width: 1200,
      height: 800,
      pageInches: null,
    });
    expect(reply.body.id).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const { response, bytes } = await download(
      `${block.server.origin}/artwork/${String(reply.body.id)}`,
    );
    expect(response.status).toBe(200);
    expect(bytes.equals(png)).toBe(true);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-disposition")).toBe("attachment; filename=passwd.png");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("sandbox");
  });

  it("believes the content, not the name: a JPEG called .pdf is a JPEG", async () => {
    const jpeg = await jpegFile(640, 480);
    const reply = await postArtwork(block.server.origin, jpeg, "Café photo.pdf");
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ mimeType: "image/jpeg", width: 640, height: 480 });
    const { response } = await download(`${block.server.origin}/artwork/${String(reply.body.id)}`);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Caf? photo.jpg"; filename*=UTF-8''Caf%C3%A9%20photo.jpg`,
    );
  });

  it("refuses a file that only claims to be a PNG", async () => {
    const reply = await postArtwork(
      block.server.origin,
      Buffer.from("<svg onload=alert(1)>"),
      "fake.png",
    );
    expect(reply).toEqual({
      status: 415,
      body: { outcome: "failed", message: artworkMessages.wrongType },
    });
    expect((await postArtwork(block.server.origin, Buffer.alloc(0))).body.message).toBe(
      artworkMessages.empty,
    );
  });

  it("refuses a file over 50 MB, by its declared length or while it streams", async () => {
    const declared = await rawRequest(block.server.origin, {
      method: "POST",
      path: "/api/uploads",
      headers: { "content-length": String(maxArtworkBytes + 1) },
      body: Buffer.alloc(maxArtworkBytes + 1),
    });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body)).toEqual({
      outcome: "failed",
      message: artworkMessages.tooLarge,
    });
    const streamed = await uploadChunked(block.server.origin, maxArtworkBytes + 4 * 1024 * 1024);
    expect(streamed).toEqual({
      status: 413,
      body: { outcome: "failed", message: artworkMessages.tooLarge },
    });
  });

  it("refuses a decompression bomb from its header, without decoding it", async () => {
    const bomb = pixelBombPng();
    expect(bomb.length).toBeLessThan(100_000);
    const reply = await postArtwork(block.server.origin, bomb, "bomb.png");
    expect(reply).toEqual({
      status: 422,
      body: { outcome: "failed", message: artworkMessages.tooManyPixels },
    });
    expect(incoming()).toEqual([]);
  });

  it("measures a PDF by its trim, and shows its first page, cut to the trim, as its preview", async () => {
    // 12 × 8.5 in of design inside a 13 × 9.5 in page that also holds crop marks (issue 34).
    const pdf = await postArtwork(
      block.server.origin,
      pdfFile({ widthPt: 936, heightPt: 684, pageExtra: "/TrimBox [36 36 900 648]" }),
      "with-marks.pdf",
    );
    expect(pdf.status).toBe(201);
    expect(pdf.body).toMatchObject({ pageInches: { width: 12, height: 8.5 } });
    const id = (pdf.body as { id: string }).id;
    const preview = await fetch(`${block.server.origin}/artwork/${id}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-type")).toBe("image/webp");
    const { width, height } = await sharp(Buffer.from(await preview.arrayBuffer())).metadata();
    expect(Math.max(width, height)).toBe(800);
    expect(width / height).toBeCloseTo(12 / 8.5, 2);
  });

  it("takes a print PDF with its page size, and refuses PDFs with scripts, actions or a password", async () => {
    const pdf = await postArtwork(
      block.server.origin,
      pdfFile({ widthPt: 864, heightPt: 612 }),
      "lid.pdf",
    );
    expect(pdf.status).toBe(201);
    expect(pdf.body).toMatchObject({
      mimeType: "application/pdf",
      width: null,
      height: null,
      pageInches: { width: 12, height: 8.5 },
    });

    const scripted = pdfFile({
      catalogExtra: "/OpenAction 5 0 R",
      extra: [
        flateStream("/Type /ObjStm /N 1 /First 4", "5 0 << /S /JavaScript /JS (app.alert(1)) >>"),
      ],
    });
    const launch = pdfFile({
      catalogExtra: "/OpenAction 4 0 R",
      extra: ["<< /S /L#61unch /F (calc.exe) >>"],
    });
    for (const active of [scripted, launch]) {
      expect(await postArtwork(block.server.origin, active, "active.pdf")).toEqual({
        status: 422,
        body: { outcome: "failed", message: artworkMessages.activePdf },
      });
    }
    const encrypted = pdfFile({
      trailerExtra: "/Encrypt 4 0 R",
      extra: ["<< /Filter /Standard /V 2 /R 3 /Length 128 /P -4 >>"],
    });
    expect((await postArtwork(block.server.origin, encrypted)).body.message).toBe(
      artworkMessages.encryptedPdf,
    );
    const broken = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2000, 0x41)]);
    expect((await postArtwork(block.server.origin, broken)).body.message).toBe(
      artworkMessages.unreadable,
    );
  });

  it("leaves nothing behind from refused files or a client that gives up half way", async () => {
    const stored = storedArtwork().length;
    const url = new URL(`${block.server.origin}/api/uploads`);
    await new Promise<void>((resolve) => {
      const request = http.request({
        host: url.hostname,
        port: url.port,
        method: "POST",
        path: url.pathname,
        headers: { "content-length": String(10 * 1024 * 1024) },
      });
      request.on("error", () => resolve());
      request.write(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      request.write(Buffer.alloc(1024 * 1024));
      // Half a second in, the client goes away with 9 MB unsent.
      setTimeout(() => {
        request.destroy();
        resolve();
      }, 500);
    });
    await waitFor(() => block.server.log().includes("abandoned by the client"), {
      message: "the server to notice the abandoned upload",
    });
    await waitFor(() => incoming().length === 0 || undefined, { message: "an empty .incoming" });
    expect(storedArtwork()).toHaveLength(stored);
  });

  it("answers 404 for unknown or malformed artwork links", async () => {
    for (const id of ["AAAAAAAAAAAAAAAAAAAAAAAA", "..%2F..%2Fapp.db", ".incoming"]) {
      const response = await fetch(`${block.server.origin}/artwork/${id}`);
      expect(response.status).toBe(404);
    }
  });
});

/** A customizer post as the customizer's script sends it. */
function designFields(artworkId: string | undefined, marker: string) {
  return {
    deviceBrand: "Apple",
    deviceModel: "MacBook Air (13-inch, M2, 2022)",
    coverage: "top-palmrest",
    finish: "gloss",
    designName: "DJ Nova",
    textLine1: "Nova",
    textFace: "serif",
    textColour: "gold",
    textPosition: "top",
    textLine2: "",
    specialInstructions: `Keep the logo clear (${marker})`,
    ...(artworkId
      ? {
          artworkId,
          placementX: "0.5",
          placementY: "0.45",
          placementScale: "1.25",
          placementRotation: "-90",
        }
      : {}),
  };
}

describe.each(engineNames)("customizer orders with artwork (%s)", (engine) => {
  const block = useForwardingServer(engine);

  it("forwards SPEC's customizer payload with the real file, its link and placement", async () => {
    const png = await pngFile(3600, 2550);
    const uploaded = await postArtwork(block.server.origin, png, "nova.png");
    const marker = randomUUID();
    const extras = submissionExtras({
      pageUrl: "https://www.wrapcraft.example/custom-laptop-wraps?brand=Apple&utm_source=tiktok",
    });
    const posted = await postJson(block.server.origin, "/api/forms/customizer", {
      ...designFields(String(uploaded.body.id), marker),
      ...extras,
    });
    expect(posted.status).toBe(200);
    // The design went into a new cart, named by an HttpOnly cookie; the payload carries its id.
    const cartId = /(?:^|, )cart=([A-Za-z0-9_-]{24}); [^,]*HttpOnly/.exec(
      posted.headers.get("set-cookie") ?? "",
    )?.[1];
    expect(cartId).toBeDefined();

    const delivery = await waitFor(() => block.receiver.forId(extras.submissionId)[0], {
      message: "the order's delivery",
    });
    expect(delivery.path).toBe("/order");
    const payload = JSON.parse(delivery.body) as Record<string, unknown>;
    expect(Object.keys(payload)).toEqual([
      "event",
      "timestamp",
      "page_url",
      "session_id",
      "cart_id",
      "product",
      "device",
      "options",
      "design_label_name",
      "image",
      "customer",
      "utm",
      "ip",
      "user_agent",
      "source",
    ]);
    expect(payload).toMatchObject({
      event: "custom_wrap_added_to_cart",
      page_url: extras.pageUrl,
      session_id: extras.sessionId,
      cart_id: cartId,
      product: {
        id: "custom-laptop-wrap",
        title: "Custom Laptop Wrap",
        sku: "CLW-001",
        price: 34.95,
        currency: "USD",
      },
      device: { brand: "Apple", model: "MacBook Air (13-inch, M2, 2022)", laptop_size_inch: 13.6 },
      options: {
        coverage: "top-palmrest",
        finish: "gloss",
        notes: `Text line 1: Nova\nText style: Serif, gold, top\nSpecial instructions: Keep the logo clear (${marker})`,
        design_label_name: "DJ Nova",
        placement: {
          center_x: 0.5,
          center_y: 0.45,
          scale: 1.25,
          rotation_deg: 270,
          lid_width_in: 11.97,
          lid_height_in: 8.46,
          lid_size_estimated: false,
          palmrest: "fill",
        },
        // The softer piece: filling the palm rest and its bleed turned a quarter, 209 DPI.
        print_quality: { effective_dpi: 209, tier: "good", confirmed_by_customer: false },
      },
      design_label_name: "DJ Nova",
      image: {
        filename: "nova.png",
        mime_type: "image/png",
        width: 3600,
        height: 2550,
        size_bytes: png.length,
      },
      customer: { name: "", email: "", phone: "" },
      ip: "127.0.0.1",
      source: "website",
    });
    expect(Object.keys(payload.utm as object)).toEqual(utmKeys);
    expect(payload.utm).toMatchObject({ source: "tiktok" });
    expect(Object.keys(payload.product as object)).toEqual([
      "id",
      "title",
      "sku",
      "price",
      "currency",
    ]);
    expect(Object.keys(payload.device as object)).toEqual(["brand", "model", "laptop_size_inch"]);
    expect(Object.keys(payload.options as object)).toEqual([
      "coverage",
      "finish",
      "notes",
      "design_label_name",
      "placement",
      "print_quality",
    ]);
    expect(Object.keys(payload.image as object)).toEqual([
      "url",
      "filename",
      "mime_type",
      "width",
      "height",
      "size_bytes",
    ]);
    expect(Object.keys(payload.customer as object)).toEqual(["name", "email", "phone"]);

    const image = payload.image as { url: string };
    expect(image.url).toBe(`http://localhost:3000/artwork/${String(uploaded.body.id)}`);
    const { bytes } = await download(local(image.url, block.server.origin));
    expect(bytes.equals(png)).toBe(true);
  });

  it("gives a PDF's page size in points as the image's width and height", async () => {
    const pdf = pdfFile({ widthPt: 900, heightPt: 630 });
    const uploaded = await postArtwork(block.server.origin, pdf, "lid.pdf");
    const extras = submissionExtras();
    const posted = await postJson(block.server.origin, "/api/forms/customizer", {
      ...designFields(String(uploaded.body.id), randomUUID()),
      ...extras,
    });
    expect(posted.status).toBe(200);
    const delivery = await waitFor(() => block.receiver.forId(extras.submissionId)[0], {
      message: "the order's delivery",
    });
    expect((JSON.parse(delivery.body) as { image: unknown }).image).toMatchObject({
      filename: "lid.pdf",
      mime_type: "application/pdf",
      width: 900,
      height: 630,
      size_bytes: uploaded.body.sizeBytes, // the rebuilt copy the shop downloads
    });
  });

  it("takes a design without artwork, and refuses one naming a file it does not have", async () => {
    const marker = randomUUID();
    const extras = submissionExtras();
    const plain = await postJson(block.server.origin, "/api/forms/customizer", {
      ...designFields(undefined, marker),
      deviceBrand: "Razer",
      deviceModel: "Blade 16 (2025)",
      ...extras,
    });
    expect(plain.status).toBe(200);
    const delivery = await waitFor(() => block.receiver.forId(extras.submissionId)[0], {
      message: "the order's delivery",
    });
    const payload = JSON.parse(delivery.body) as Record<string, Record<string, unknown>>;
    expect(payload.device).toEqual({
      brand: "Razer",
      model: "Blade 16 (2025)",
      laptop_size_inch: null,
    });
    expect(payload.options!.placement).toBeNull();
    expect(payload.image).toEqual({
      url: null,
      filename: null,
      mime_type: null,
      width: null,
      height: null,
      size_bytes: null,
    });

    const missing = await postJson(block.server.origin, "/api/forms/customizer", {
      ...designFields("AAAAAAAAAAAAAAAAAAAAAAAA", marker),
      ...submissionExtras(),
    });
    expect(missing.status).toBe(400);
    expect(missing.json()).toMatchObject({ fieldErrors: { artworkId: [artworkMessages.expired] } });
  });
});

describe("artwork retention", () => {
  const databases = useEngine("sqlite");
  const processes = useProcesses();

  it("deletes files no order named after UPLOAD_RETENTION_HOURS, and keeps the ordered ones", async () => {
    const uploadsDir = mkdtempSync(path.join(tmpdir(), "wrapcraft-retention-"));
    const env = { DATABASE_URL: await databases.fresh(), UPLOADS_DIR: uploadsDir };
    const first = await processes.server(env);
    const kept = await postArtwork(first.origin, await pngFile(400, 300));
    const dropped = await postArtwork(first.origin, await pngFile(300, 200));
    const posted = await postJson(first.origin, "/api/forms/customizer", {
      ...designFields(String(kept.body.id), randomUUID()),
      // A 400 px image prints poorly on a lid: the visitor confirmed it.
      printAnyway: "on",
      ...submissionExtras(),
    });
    expect(posted.status).toBe(200);
    expect(await first.stop()).toBe(0);
    expect(storedIn(uploadsDir, "artwork")).toEqual(
      [String(kept.body.id), String(dropped.body.id)].sort(),
    );
    expect(storedIn(uploadsDir, "previews")).toEqual(
      [`${String(kept.body.id)}.webp`, `${String(dropped.body.id)}.webp`].sort(),
    );

    // Both files are two hours old, as if the server had been stopped that long: with a
    // retention of one hour the clean-up at start-up finds the unordered one expired.
    await writeRows(env.DATABASE_URL, "update uploads set created_at = created_at - $1", [
      2 * 3600_000,
    ]);
    const second = await processes.server({ ...env, UPLOAD_RETENTION_HOURS: "1" });
    // The clean-up is done when nothing waits in its queue: the record, then both objects.
    await waitFor(
      async () =>
        (await readRows(env.DATABASE_URL, "select object_key from object_deletions")).length ===
          0 && !storedIn(uploadsDir, "artwork").includes(String(dropped.body.id)),
      { message: "the expired file's removal" },
    );
    expect(storedIn(uploadsDir, "artwork")).toEqual([String(kept.body.id)]);
    expect(storedIn(uploadsDir, "previews")).toEqual([`${String(kept.body.id)}.webp`]);
    expect((await fetch(`${second.origin}/artwork/${String(dropped.body.id)}`)).status).toBe(404);
    expect((await fetch(`${second.origin}/artwork/${String(kept.body.id)}`)).status).toBe(200);
    await second.stop();
    rmSync(uploadsDir, { recursive: true, force: true });
  });
});
