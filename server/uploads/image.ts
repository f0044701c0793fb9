import sharp from "sharp";
import { artworkMessages } from "#app/forms/artwork.ts";
import { type NodeTaskBudget, runNodeTask } from "../sandbox/node-task.ts";
import { createQueue } from "../sandbox/queue.ts";
import { sandboxQueue } from "../sandbox/sandbox.ts";
import type { ImageCheck, PictureRequest } from "./image-check.ts";
import { type Inspection, refuse } from "./inspection.ts";

const mib = 1024 * 1024;

/**
 * What decoding one image may spend in the sandbox (image-check.ts): its
 * held decode (at most 160 MiB, the check's own limit), libvips' buffers and
 * the picture it draws.
 */
export const imageBudget: NodeTaskBudget = {
  memoryBytes: 512 * mib,
  cpuSeconds: 60,
  wallSeconds: 90,
  fileBytes: 64 * mib,
  outputBytes: 64 * 1024,
};

/** The longest side of an upload's preview: sharp enough for the customizer, light for the cart. */
export const previewSide = 800;

/**
 * Decodes an image in the sandbox and draws `picture` from it (the caller
 * has its turn in the sandbox's line). A file that breaks the sandbox's
 * limits is refused as too costly to open.
 */
export async function drawImage(file: string, picture: PictureRequest): Promise<ImageCheck> {
  let outcome;
  try {
    outcome = await runNodeTask("inspect-image", { file, picture }, imageBudget);
  } catch {
    return { ok: false, message: artworkMessages.failed };
  }
  if (outcome.ok) return outcome.value;
  return {
    ok: false,
    message: outcome.broke ? artworkMessages.imageOverBudget : artworkMessages.unreadable,
  };
}

/** Checks an uploaded image, writing its WebP preview to `previewPath`. */
export async function checkImage(file: string, previewPath: string): Promise<Inspection> {
  const checked = await drawImage(file, { side: previewSide, format: "webp", output: previewPath });
  if (!checked.ok) return refuse(checked.message);
  return {
    ok: true,
    width: checked.width,
    height: checked.height,
    page: null,
    preflight: null,
    previewPath,
  };
}

/** `drawImage` in `owner`'s turn of the sandbox's line: a proof's picture, an older upload's preview. */
export const drawImageInTurn = (owner: string, file: string, picture: PictureRequest) =>
  sandboxQueue(owner, () => drawImage(file, picture));

/*
 * Pictures of our own making (the e-mails' design pictures: an SVG we drew,
 * with a stored preview the sandbox made) are drawn in the server, one at a
 * time, on one libvips thread and with no cache, leaving libuv's pool to
 * the static files and every `fs` call.
 */
sharp.concurrency(1);
sharp.cache(false);

/** Drawings that may wait their turn; past it a new one is refused at once (503, ask again). */
export const maxImageJobsWaiting = 8;

const drawingQueue = createQueue({ concurrency: 1, maxWaiting: maxImageJobsWaiting });

/** Runs a drawing of ours one at a time, in the order asked. */
export const imageJob = <T>(job: () => Promise<T>) => drawingQueue("server", job);

/**
 * A drawing rasterised to PNG, with a stored preview embedded as PNG (the
 * rasteriser reads PNG and JPEG pictures, not WebP): the e-mails' pictures of
 * a design on its device. `draw` makes the SVG from the embedded picture's
 * data URL (null without one).
 */
export function drawingAsPng(
  preview: Buffer | undefined,
  draw: (picture: string | null) => string,
): Promise<Buffer> {
  return imageJob(async () => {
    const picture = preview
      ? `data:image/png;base64,${(await sharp(preview).png().toBuffer()).toString("base64")}`
      : null;
    return sharp(Buffer.from(draw(picture)))
      .png({ compressionLevel: 9 })
      .toBuffer();
  });
}
