import { lettering } from "#app/product-pictures/lettering.server.ts";
import { Artboard } from "./artboard.tsx";

/** A company's fleet wrap: teal with an orange sweep, the hexagon logo and the company's name. */
export function FleetHex() {
  const orange = "#ff8a3d";
  const company = lettering("NORTHWIND", {
    face: "sansBold",
    size: 96,
    x: 500,
    y: 470,
    anchor: "middle",
    tracking: 0.1,
  });
  const line = lettering("LOGISTICS CO.", {
    face: "sans",
    size: 30,
    x: 500,
    y: 520,
    anchor: "middle",
    tracking: 0.5,
  });
  const hexagon = (radius: number) =>
    Array.from({ length: 6 }, (_, index) => {
      const angle = (Math.PI / 3) * index - Math.PI / 2;
      return `${index === 0 ? "M" : "L"}${(500 + radius * Math.cos(angle)).toFixed(1)} ${(200 + radius * Math.sin(angle)).toFixed(1)}`;
    }).join(" ") + " Z";
  return (
    <Artboard>
      <defs>
        <linearGradient id="fleet-teal" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0f8b88" />
          <stop offset="1" stopColor="#0a5553" />
        </linearGradient>
      </defs>
      <rect width="1000" height="700" fill="url(#fleet-teal)" />
      <path d="M-20 700 L1020 360 V440 L120 720 Z" fill={orange} opacity="0.95" />
      <path d="M-20 640 L1020 300 V320 L-20 660 Z" fill="#ffffff" opacity="0.25" />
      <path d={hexagon(100)} fill={orange} />
      <path d={hexagon(70)} fill="#0a5553" />
      <path
        d="M464 232 V168 L536 232 V168"
        stroke="#ffffff"
        strokeWidth="18"
        fill="none"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <path d={company} fill="#ffffff" />
      <path d={line} fill="#ccfbf1" />
    </Artboard>
  );
}
