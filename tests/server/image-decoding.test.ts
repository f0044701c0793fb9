import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { artworkMessages } from "#app/forms/artwork.ts";
import { useForwardingServer } from "../support/harness.ts";
import { blankPng, hollowJpeg, noisePng, randomIdatPng, storedIn } from "../support/artwork.ts";
import { postArtwork } from "../support/http.ts";

/*
 * Issue 16, items 2 and 8: an image is stored only if it decodes completely,
 * and only if decoding it cannot cost the server more memory than a limit.
 * Every hostile file is made here, from nothing.
 */

async function getPreview(origin: string, id: string) {
  const response = await fetch(`${origin}/artwork/${id}/preview`, {
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe("image decoding at upload", () => {
  const uploadsDir = mkdtempSync(path.join(tmpdir(), "wrapcraft-images-"));
  const block = useForwardingServer("sqlite", { UPLOADS_DIR: uploadsDir });
  const stored = () => storedIn(uploadsDir, "artwork");
  const previewFile = (id: string) => path.join(uploadsDir, "previews", `${id}.webp`);
  afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

  it("refuses, from its header, an image whose whole decode would cost too much memory", async () => {
    // Under the pixel limit (99,980,001 pixels), about a megabyte, 800 MB once decoded:
    // interlaced, so it cannot be read row by row.
    const bomb = blankPng({
      width: 9999,
      height: 9999,
      channels: 4,
      bitDepth: 16,
      interlaced: true,
    });
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    // A progressive JPEG is held whole too, as 16-bit coefficients.
    const progressive = await hollowJpeg(10_000, 9999, { progressive: true });
    const before = stored();
    for (const file of [bomb, progressive]) {
      expect(await postArtwork(block.server.origin, file, "bomb.png")).toEqual({
        status: 422,
        body: { outcome: "failed", message: artworkMessages.tooCostly },
      });
    }
    expect(stored()).toEqual(before);
  });

  it("takes print artwork at full size: a 16-bit RGBA lid at 300 DPI, plain or interlaced", async () => {
    for (const interlaced of [false, true]) {
      const png = blankPng({ width: 5100, height: 3450, channels: 4, bitDepth: 16, interlaced });
      const reply = await postArtwork(block.server.origin, png, "lid.png");
      expect(reply.status).toBe(201);
      expect(reply.body).toMatchObject({ mimeType: "image/png", width: 5100, height: 3450 });
      const preview = await getPreview(block.server.origin, String(reply.body.id));
      expect(preview.status).toBe(200);
      expect(await sharp(preview.bytes).metadata()).toMatchObject({
        format: "webp",
        width: 800,
        height: 541,
      });
    }
  });

  it("refuses an image that does not decode completely, and keeps none of it", async () => {
    const whole = await noisePng(1);
    const cases = [
      // 45 MB of random bytes behind a valid IHDR: the header reads, the pixels do not.
      randomIdatPng(45),
      // Half a PNG.
      whole.subarray(0, whole.length >> 1),
      // A 300-byte JPEG declaring 10,000 × 9,999 pixels.
      await hollowJpeg(10_000, 9999),
    ];
    const before = stored();
    for (const file of cases) {
      expect(await postArtwork(block.server.origin, file)).toEqual({
        status: 422,
        body: { outcome: "failed", message: artworkMessages.unreadable },
      });
    }
    expect(stored()).toEqual(before);
    expect(readdirSync(path.join(uploadsDir, ".incoming"))).toEqual([]);
  });

  it("makes the preview while checking the upload, so it exists before it is asked for", async () => {
    const reply = await postArtwork(block.server.origin, await noisePng(0.5));
    expect(reply.status).toBe(201);
    expect(existsSync(previewFile(String(reply.body.id)))).toBe(true);
  });

  it("answers eight preview requests at once for a file without one: all 200, the same bytes", async () => {
    const reply = await postArtwork(block.server.origin, await noisePng(2));
    const id = String(reply.body.id);
    // An upload from before previews were made at upload time has none yet.
    rmSync(previewFile(id), { force: true });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => getPreview(block.server.origin, id)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    for (const answer of answers) expect(answer.bytes.equals(answers[0]!.bytes)).toBe(true);
    expect(storedIn(uploadsDir, "previews")).toContain(`${id}.webp`);
    expect(readdirSync(path.join(uploadsDir, ".incoming"))).toEqual([]);
  });
});
