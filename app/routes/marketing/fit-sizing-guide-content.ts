import { businessDays } from "#app/components/info/wording.ts";
import type { CoverageId, onRequestOptions } from "#app/domain/catalog/index.ts";
import { files, production } from "#app/domain/policies.ts";

export const fitIntro =
  "Every wrap is cut for one exact laptop model. Find your model, check its size and pick the coverage that suits how you use it.";

export const measuringSteps: readonly { title: string; text: string }[] = [
  {
    title: "Find your exact model",
    text: "Look for the model name or number on the label under the laptop. On a Mac, open the Apple menu and choose About This Mac; on Windows, open Settings, then System, then About.",
  },
  {
    title: "Close the lid and measure the width",
    text: "Lay a tape measure across the lid from the left edge to the right edge at its widest point. Write it down in inches, to the nearest eighth.",
  },
  {
    title: "Measure the height",
    text: "Measure from the hinge to the front edge of the lid, straight down the middle.",
  },
  {
    title: "Note the details",
    text: "Note where the logo, camera bump, vents and any rubber feet or stickers sit. Our templates already allow for them on listed models.",
  },
  {
    title: "Check against our templates",
    text: `Compare your numbers with the table below, then find your model in the Model Finder. If it is not listed, send us your measurements and we will make a template within ${files.customTemplateHours} hours.`,
  },
];

export const coverageBestFor: Record<CoverageId, string> = {
  "top-only":
    "Best for personalizing and branding: your design covers the whole lid, where everyone sees it.",
  "top-palmrest":
    "Best for a complete look and protection where your wrists rest. The trackpad stays uncovered.",
};

export const onRequestDescriptions: Record<(typeof onRequestOptions)[number], string> = {
  "Full Coverage (Full Body)":
    "Lid, palmrest and the underside of the laptop. It needs extra fitting work for each model, so we quote it individually.",
  "Textured finish":
    "A textured vinyl surface with a premium feel and extra grip. We print it in small batches, so we quote it on request.",
};

export const doTips: readonly string[] = [
  "Double-check the exact model number; two laptops with the same name can differ by a few millimeters.",
  "Clean the surface with isopropyl alcohol and let it dry before you apply the wrap.",
  "Apply it at room temperature, in a dust-free room, with good light.",
  "Line up the cut-outs for the logo and camera before you peel away more backing.",
  `Let the adhesive cure for ${production.cureHours} hours before heavy use.`,
];

export const dontTips: readonly string[] = [
  "Don't guess your model from the screen size alone.",
  "Don't stretch the vinyl to make it fit; it will pull back and lift at the edges.",
  "Don't cover vents, hinges or the camera.",
  "Don't apply the wrap over old stickers or adhesive residue.",
  `Don't order for a deadline without allowing for production: up to ${businessDays(production.peakDays)} at peak times, plus shipping.`,
];
