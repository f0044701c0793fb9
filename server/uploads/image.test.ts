import { describe, expect, it } from "vitest";
import { QueueFull } from "../sandbox/queue.ts";
import { heldDecodeBytes, maxHeldDecodeBytes } from "./image-check.ts";
import { imageJob, maxImageJobsWaiting } from "./image.ts";

const lid = { width: 5100, height: 3450, channels: 4, depth: "ushort" } as const;
/** Issue 16's 1.2 MB PNG, whatever its interlacing: 9,999 × 9,999, 16-bit RGBA. */
const bomb = { format: "png", width: 9999, height: 9999, channels: 4, depth: "ushort" } as const;

describe("what decoding an image holds in memory", () => {
  it("is nothing to speak of for a PNG read row by row, whatever its size", () => {
    expect(heldDecodeBytes({ ...lid, format: "png", isProgressive: false })).toBe(0);
    expect(heldDecodeBytes({ ...bomb, isProgressive: false })).toBe(0);
  });

  it("is every pixel for an interlaced PNG: pixels × channels × bytes per sample", () => {
    const interlaced = { format: "png", isProgressive: true } as const;
    expect(heldDecodeBytes({ ...lid, ...interlaced })).toBe(5100 * 3450 * 4 * 2);
    expect(heldDecodeBytes({ ...lid, ...interlaced, channels: 3, depth: "uchar" })).toBe(
      5100 * 3450 * 3,
    );
    // Issue 16's 1.2 MB PNG: 800 MB once decoded.
    expect(heldDecodeBytes({ ...bomb, isProgressive: true })).toBe(799_840_008);
  });

  it("is 16-bit coefficients for a progressive JPEG, nothing for a baseline one", () => {
    const photo = {
      format: "jpeg",
      width: 6000,
      height: 4000,
      channels: 3,
      depth: "uchar",
    } as const;
    expect(heldDecodeBytes({ ...photo, isProgressive: true })).toBe(6000 * 4000 * 3 * 2);
    expect(heldDecodeBytes({ ...photo, isProgressive: false })).toBe(0);
  });

  it("lets a 17-inch lid at 300 DPI through as an interlaced 16-bit RGBA PNG, not the bomb", () => {
    expect(heldDecodeBytes({ ...lid, format: "png", isProgressive: true })).toBeLessThanOrEqual(
      maxHeldDecodeBytes,
    );
    expect(heldDecodeBytes({ ...bomb, isProgressive: true })).toBeGreaterThan(maxHeldDecodeBytes);
  });
});

describe("the image queue", () => {
  it("runs one job at a time in order, and refuses a new one once maxImageJobsWaiting wait", async () => {
    const order: number[] = [];
    let release = () => {};
    const first = imageJob(
      () =>
        new Promise<void>((resolve) => {
          order.push(0);
          release = resolve;
        }),
    );
    const queued = Array.from({ length: maxImageJobsWaiting }, (_, index) =>
      imageJob(async () => {
        order.push(index + 1);
      }),
    );
    await expect(imageJob(async () => "too many")).rejects.toBeInstanceOf(QueueFull);
    expect(order).toEqual([0]);
    release();
    await Promise.all([first, ...queued]);
    expect(order).toEqual(Array.from({ length: maxImageJobsWaiting + 1 }, (_, index) => index));
    // Once the queue has drained, work is taken again.
    await expect(imageJob(async () => "taken")).resolves.toBe("taken");
  });
});
