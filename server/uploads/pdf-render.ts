import { files } from "#app/domain/policies.ts";
import { type BrokenLimit, type SandboxLimits, runSandboxed } from "../sandbox/run.ts";

/*
 * A PDF is accepted only if it can be printed (issue 32): every page of the
 * checked copy is drawn at print resolution by poppler's pdftoppm (Debian's
 * poppler-utils), in the sandbox, within a time and memory budget. A page
 * that draws 2^40 lines, or nests transparency a renderer must hold in
 * memory, never finishes there, and is refused with a message that says
 * the file cannot be printed, rather than reaching the shop's RIP.
 */

/**
 * Pages are drawn with their longest side this many pixels: the longest lid
 * we cut (a 17-inch laptop's, under 17 in) at the print resolution we ask for.
 */
export const printCheckPixels = 17 * files.minDpi;

/** What drawing every page may spend: the pixels go nowhere (stdout is /dev/null). */
export const renderLimits: SandboxLimits = {
  addressSpaceBytes: 768 * 1024 * 1024,
  cpuSeconds: 20,
  wallSeconds: 45,
  fileBytes: 1024 * 1024,
  outputBytes: 0,
};

export type RenderCheck = { ok: true } | { ok: false; broke: BrokenLimit | null; detail: string };

/** Draws every page of `file`; answers whether all of them were drawn within `renderLimits`. */
export async function drawEveryPage(file: string): Promise<RenderCheck> {
  const run = await runSandboxed(
    "pdftoppm",
    ["-scale-to", String(printCheckPixels), file],
    renderLimits,
    { discardOutput: true },
  );
  if (run.ok) return { ok: true };
  return {
    ok: false,
    broke: run.broke,
    detail: run.stderr.trim().split("\n").slice(-3).join(" ") || `exit ${run.code ?? run.signal}`,
  };
}

/**
 * Draws a one-page PDF (the first page cut to its trim, pdf-check.ts) as a
 * PNG whose longest side is `side` pixels, at `output` (poppler writes
 * `{output}.png`), within `renderLimits`: the artwork's preview, so the
 * customizer and the proof show the PDF's own content.
 */
export async function drawPagePicture(pdf: string, output: string, side: number): Promise<boolean> {
  const run = await runSandboxed(
    "pdftoppm",
    ["-png", "-singlefile", "-scale-to", String(side), pdf, output],
    { ...renderLimits, fileBytes: 64 * 1024 * 1024 },
    { discardOutput: true },
  );
  return run.ok;
}
