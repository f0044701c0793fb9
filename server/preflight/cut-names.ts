/*
 * The spot colour names a print-and-cut RIP or a cutter reads as a cut or as
 * registration (issue 49), so that none of them ever comes from a customer's
 * file: Roland VersaWorks' CutContour and PerfCutContour, Summa GoSign's
 * CutContour, Thru-cut and Kiss-cut, Mimaki RasterLink's and Graphtec Cutting
 * Master's CutContour and cut-line names, the registration colour All, and
 * the die-line and regmark names design apps and other RIPs use.
 * docs/operations.md lists them for each RIP.
 */

/** Names compared with case, spaces, hyphens and underscores ignored. */
const exact = new Set([
  "all",
  "cut",
  "cutline",
  "cutlines",
  "cutpath",
  "cutter",
  "contourcut",
  "crease",
  "die",
  "dieline",
  "diecut",
  "perf",
  "perforation",
  "registration",
  "reg",
  "regmark",
  "regmarks",
  "throughcut",
  "thrucut",
  "kisscut",
  "halfcut",
  "flexcut",
  "score",
  "crop",
  "cropmarks",
]);

/** Parts that make a name a cut or registration wherever they appear in it. */
const parts = ["cutcontour", "thrucut", "kisscut", "diecut", "dieline", "regmark", "perfcut"];

const normalise = (name: string) => name.toLowerCase().replace(/[\s_\-.]+/g, "");

/** Whether a RIP or cutter would take a spot colour of this name as a cut or registration. */
export function isCutOrRegistrationName(name: string): boolean {
  const plain = normalise(name);
  return exact.has(plain) || parts.some((part) => plain.includes(part));
}

/** Our own cut line's spot colour: the only cut a print file of ours may carry. */
export const cutSpotName = "CutContour";
