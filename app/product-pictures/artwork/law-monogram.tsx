import { lettering } from "#app/product-pictures/lettering.server.ts";
import { Artboard } from "./artboard.tsx";

/** A law firm's wrap: deep green with fine pinstripes, a gold monogram in a double ring and the firm's name. */
export function LawMonogram() {
  const gold = "#d8b46a";
  const monogram = lettering("H&W", { face: "serif", size: 150, x: 500, y: 318, anchor: "middle" });
  const firm = lettering("HALE & WHITMORE", {
    face: "serif",
    size: 62,
    x: 500,
    y: 520,
    anchor: "middle",
    tracking: 0.06,
  });
  const practice = lettering("ATTORNEYS AT LAW · EST. 1987", {
    face: "sans",
    size: 22,
    x: 500,
    y: 566,
    anchor: "middle",
    tracking: 0.3,
  });
  return (
    <Artboard>
      <defs>
        <linearGradient id="law-green" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#174235" />
          <stop offset="1" stopColor="#0c241d" />
        </linearGradient>
        <pattern id="law-pinstripe" width="24" height="700" patternUnits="userSpaceOnUse">
          <rect width="1.5" height="700" fill="#ffffff" opacity="0.06" />
        </pattern>
      </defs>
      <rect width="1000" height="700" fill="url(#law-green)" />
      <rect width="1000" height="700" fill="url(#law-pinstripe)" />
      <circle cx="500" cy="268" r="150" fill="none" stroke={gold} strokeWidth="5" />
      <circle cx="500" cy="268" r="134" fill="none" stroke={gold} strokeWidth="1.5" />
      <path d={monogram} fill={gold} />
      <path d="M340 462 H660" stroke={gold} strokeWidth="1.5" />
      <path d={firm} fill="#f8f1e0" />
      <path d={practice} fill={gold} />
    </Artboard>
  );
}
