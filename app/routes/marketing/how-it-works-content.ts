import { coverageOptions, finishOptions } from "#app/domain/catalog/index.ts";
import { files, production, textLinesMax } from "#app/domain/policies.ts";
import { listPriceCents } from "#app/domain/pricing.ts";
import { formatCents } from "#app/lib/format.ts";
import type { PictureSlug } from "#app/product-pictures/pictures.ts";

export interface HowToStep {
  /** Anchor id on the page, also used as the step's URL in structured data. */
  id: string;
  title: string;
  summary: string;
  instructions: readonly string[];
  /** The laptop at this step (app/product-pictures). */
  picture: PictureSlug;
}

const coverageLine = coverageOptions
  .map((option) => `${option.label} (${formatCents(listPriceCents(option.id))})`)
  .join(" or ");
const finishLine = finishOptions.map((finish) => finish.label.toLowerCase()).join(" or ");

export const steps: readonly HowToStep[] = [
  {
    id: "choose-and-customize",
    picture: "dj-macbook-pro",
    title: "Choose and customize",
    summary: "Pick your laptop, your coverage and finish, and upload your artwork.",
    instructions: [
      "Open the customizer and choose your laptop's brand and exact model. The model number is on the underside of most laptops; our Templates & Model Finder helps if you are unsure.",
      `Choose your coverage, ${coverageLine}, and a ${finishLine} finish.`,
      `Upload your artwork as ${files.customizerFormats.join(", ")} at ${files.minDpi} DPI or more at print size, up to ${files.maxUploadMb} MB. Add up to ${textLinesMax} lines of text if you like.`,
      "Give your design a name so we can match your wrap to its shipping label, and ask for a proof in the special instructions if you want to approve it first.",
      `Place your order. ${production.summary}`,
    ],
  },
  {
    id: "prep-your-device",
    picture: "step-prep",
    title: "Prep your device",
    summary: "A clean, dry, dust-free surface is the secret to a bubble-free wrap.",
    instructions: [
      "Shut the laptop down, unplug it and close the lid.",
      "Peel off old stickers and clean away any leftover glue.",
      "Wipe the lid (and the palmrest, for Top + Palmrest) with isopropyl alcohol on a lint-free cloth, then let it dry completely.",
      "Work at room temperature in a dust-free spot, and wash and dry your hands so no skin oil gets under the vinyl.",
    ],
  },
  {
    id: "install",
    picture: "step-align",
    title: "Install",
    summary: "Align first, then apply from one edge, smoothing as you go.",
    instructions: [
      "Hold the wrap over the lid with its backing still on and check that the cut-outs line up with the logo, camera and hinges.",
      "Peel back only the top edge of the backing, line that edge up and press it down lightly.",
      "Slowly pull the rest of the backing away while you smooth the vinyl from the centre outwards with a plastic card or your thumb wrapped in a microfiber cloth.",
      "If a section goes on crooked, lift it gently straight away and lay it down again.",
      "For Top + Palmrest, line up the trackpad cut-out first, then smooth outwards to the edges.",
    ],
  },
  {
    id: "finish-and-cure",
    picture: "step-smooth",
    title: "Finish and cure",
    summary: `Seal the edges, then give the adhesive ${production.cureHours} hours to bond fully.`,
    instructions: [
      "Warm the edges and corners with a hair dryer on low from a hand's width away, then press them down firmly.",
      "Push any small bubble towards the nearest edge; tiny ones usually disappear as the adhesive settles.",
      `Let the adhesive cure for ${production.cureHours} hours before you clean the wrap, slide the laptop into a tight sleeve or leave it somewhere hot.`,
    ],
  },
];

export const careTips = [
  {
    id: "cleaning",
    title: "Cleaning",
    text: "Wipe the wrap with a soft microfiber cloth dampened with water and a drop of mild soap, then dry it. Avoid abrasive pads, acetone and ammonia-based glass cleaners, which can dull the laminate.",
  },
  {
    id: "heat",
    title: "Heat",
    text: "Keep your laptop out of hot cars and direct sun for long periods. A hair dryer on low is all the heat a wrap ever needs; never use a heat gun on a high setting.",
  },
  {
    id: "removal",
    title: "Removal without residue",
    text: "Warm the wrap briefly with a hair dryer on low, lift a corner with a fingernail or a plastic card (never a metal blade) and peel it back slowly at a low angle. If anything is left behind, a cloth with isopropyl alcohol wipes it away.",
  },
] as const;

export const tools = ["Microfiber cloth", "Plastic card or squeegee", "Hair dryer"] as const;
export const supplies = ["Isopropyl alcohol", "Lint-free cloth"] as const;
