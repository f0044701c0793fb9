import { createHash } from "node:crypto";

/**
 * What makes two designs in a cart the same design (issue 15): every field
 * the customizer posted for it, trimmed, in a fixed order. Adding the same
 * design again raises its line's quantity, so the volume discount counts it.
 */
export function designKey(fields: Record<string, string>): string {
  const canonical = Object.keys(fields)
    .sort()
    .map((name) => [name, (fields[name] ?? "").trim()])
    .filter(([, value]) => value !== "");
  return createHash("sha256").update(JSON.stringify(canonical)).digest("base64url");
}
