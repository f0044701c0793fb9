import { useEffect, useState } from "react";
import { findModel } from "#app/domain/catalog/brands.ts";
import { footprintKey } from "#app/domain/catalog/footprint.ts";
import type { CutTemplate } from "#app/domain/catalog/piece-cut.ts";
import type { Device } from "./device-fields.tsx";

/** What the page knew when it was drawn: the start device's measured template, if any. */
export interface KnownTemplate {
  device: Device;
  template: CutTemplate | null;
}

/**
 * The chosen model's measured template (issue 34), so the preview is cut to
 * the very outline the print file will be: the start device's comes with
 * the page; another catalog model's is asked for once when it is chosen. A
 * model we do not list has none; its drawn outline is shown meanwhile.
 */
export function useCutTemplate(device: Device, start: KnownTemplate): CutTemplate | null {
  const key = footprintKey(device.brand, device.model.trim());
  const [known, setKnown] = useState(
    () => new Map([[footprintKey(start.device.brand, start.device.model.trim()), start.template]]),
  );
  const listed = Boolean(findModel(device.brand, device.model.trim()));
  useEffect(() => {
    if (!listed || known.has(key)) return;
    const controller = new AbortController();
    const query = new URLSearchParams({ brand: device.brand, model: device.model.trim() });
    fetch(`/api/cut-templates?${query}`, { signal: controller.signal })
      .then((answer) => (answer.ok ? answer.json() : { template: null }))
      .then(({ template }: { template: CutTemplate | null }) =>
        setKnown((map) => new Map(map).set(key, template)),
      )
      .catch(() => {
        // Offline or aborted: the drawn outline stays.
      });
    return () => controller.abort();
  }, [key, listed, known, device.brand, device.model]);
  return known.get(key) ?? null;
}
