import { listAnd } from "#app/components/info/wording.ts";
import { files } from "#app/domain/policies.ts";

export interface ModelLookup {
  /** Which laptops the tip is for. */
  device: string;
  /** Where the model is shown on screen. */
  onScreen: string;
  /** Where it is printed on the laptop itself. */
  onDevice: string;
}

/** Where each kind of laptop shows its exact model name or number. */
export const modelLookups: readonly ModelLookup[] = [
  {
    device: "Apple MacBook",
    onScreen:
      "Open the Apple menu and choose About This Mac: it shows the model name, screen size and year, for example MacBook Pro (14-inch, 2023).",
    onDevice:
      "The model number, an A followed by four digits, is printed in small text on the underside near the hinge.",
  },
  {
    device: "Windows laptops",
    onScreen:
      "Open Settings > System > About, or search for System Information and read the System Model line.",
    onDevice:
      "The label on the underside (on older models, under the battery) lists the maker, series and model number.",
  },
  {
    device: "Chromebooks",
    onScreen: "Open Settings > About ChromeOS > Additional details and read the model name there.",
    onDevice:
      "The sticker on the underside names the maker and model number, which matters because many Chromebooks share a series name.",
  },
];

export const lookupNote =
  "Laptops that share a name can differ by a few millimetres between years, so send the full model name with its year or the model number.";

/** The print rules every template follows, from the file policy. */
export const templateGuidelines: readonly { title: string; text: string }[] = [
  {
    title: `${files.minDpi} DPI minimum`,
    text: `Place images at ${files.minDpi} DPI or more at their printed size, so the wrap looks sharp up close.`,
  },
  {
    title: "Color mode",
    text: `${files.colorMode}. RGB files are converted for print, so very bright RGB colors may look slightly calmer.`,
  },
  {
    title: `${files.bleedInches} inch bleed`,
    text: `Extend your background ${files.bleedInches} inch past the cut line on every side, so no white edge shows after cutting.`,
  },
  {
    title: "Safe area",
    text: "Keep text, logos and faces inside the dashed safe area, away from the cut line and the lid's curved edges.",
  },
  {
    title: "File formats",
    text: `Templates come as ${listAnd(files.templateFormats)}, ready to open in your design app.`,
  },
  {
    title: "Custom templates",
    text: `Send us a model we have not templated yet and our design team creates a custom template within ${files.customTemplateHours} hours.`,
  },
];
