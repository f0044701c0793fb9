import { rename, rm } from "node:fs/promises";
import { type BrokenLimit, runSandboxed } from "../sandbox/run.ts";

/*
 * A PDF that sets text in fonts it does not carry is mended in the sandbox
 * (issue 49): Ghostscript (Debian's ghostscript) writes it again with every
 * glyph as an outline (`-dNoOutputFonts`), drawn from the face it would print
 * with, so the RIP, the proof and the preview all draw the same shapes. Its
 * page boxes, spot colours and images are kept. Ghostscript runs with
 * -dSAFER (no file access beyond its input and output) under the sandbox's
 * limits; a file it cannot write within them is refused.
 */

const mib = 1024 * 1024;

export type OutlineOutcome =
  { ok: true } | { ok: false; reason: "unavailable" | "failed"; broke: BrokenLimit | null };

/** Replaces the PDF at `file` with a copy whose text is outlines. */
export async function outlineFonts(file: string): Promise<OutlineOutcome> {
  const output = `${file}.outlined`;
  try {
    const run = await runSandboxed(
      "gs",
      [
        "-q",
        "-dSAFER",
        "-dBATCH",
        "-dNOPAUSE",
        "-dNoOutputFonts",
        "-sDEVICE=pdfwrite",
        `-sOutputFile=${output}`,
        file,
      ],
      {
        addressSpaceBytes: 1024 * mib,
        cpuSeconds: 45,
        wallSeconds: 90,
        fileBytes: 160 * mib,
        outputBytes: 64 * 1024,
      },
    );
    if (!run.ok) {
      // No Ghostscript on this machine: prlimit cannot execute it (exit 127).
      return { ok: false, reason: run.code === 127 ? "unavailable" : "failed", broke: run.broke };
    }
    await rename(output, file);
    return { ok: true };
  } finally {
    await rm(output, { force: true });
  }
}
