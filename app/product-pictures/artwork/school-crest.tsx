import { qrPath } from "#app/lib/qr-path.ts";
import { lettering } from "#app/product-pictures/lettering.server.ts";
import { Artboard } from "./artboard.tsx";

/** A school district's wrap: navy, a gold crest with the district's name, and an asset tag with a QR code. */
export function SchoolCrest() {
  const gold = "#f2c14e";
  const district = lettering("RIVERSIDE", {
    face: "serif",
    size: 84,
    x: 470,
    y: 290,
    tracking: 0.02,
  });
  const subtitle = lettering("UNIFIED SCHOOL DISTRICT", {
    face: "sansBold",
    size: 24,
    x: 473,
    y: 338,
    tracking: 0.2,
  });
  const motto = lettering("Learn · Lead · Serve", { face: "serif", size: 32, x: 473, y: 392 });
  const tagTitle = lettering("PROPERTY OF RUSD", {
    face: "sansBold",
    size: 17,
    x: 650,
    y: 526,
    tracking: 0.12,
  });
  const tagNumber = lettering("RUSD-04127", { face: "sansBold", size: 34, x: 650, y: 572 });
  const tagNote = lettering("Scan to report", { face: "sans", size: 17, x: 650, y: 604 });
  return (
    <Artboard>
      <defs>
        <linearGradient id="school-navy" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1e3a6e" />
          <stop offset="1" stopColor="#0b1730" />
        </linearGradient>
        <pattern
          id="school-stripes"
          width="28"
          height="28"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(35)"
        >
          <rect width="14" height="28" fill="#ffffff" opacity="0.035" />
        </pattern>
      </defs>
      <rect width="1000" height="700" fill="url(#school-navy)" />
      <rect width="1000" height="700" fill="url(#school-stripes)" />
      <rect x="0" y="640" width="1000" height="14" fill={gold} />
      {/* The crest: a shield with an open book and a star */}
      <g transform="translate(250 330) scale(0.85)">
        <path
          d="M-150 -190 H150 V10 C150 120 60 180 0 205 C-60 180 -150 120 -150 10 Z"
          fill={gold}
        />
        <path
          d="M-128 -168 H128 V8 C128 104 50 156 0 178 C-50 156 -128 104 -128 8 Z"
          fill="#14284f"
        />
        <path
          d="M0 -140 L13 -104 L51 -104 L20 -81 L32 -45 L0 -67 L-32 -45 L-20 -81 L-51 -104 L-13 -104 Z"
          fill={gold}
        />
        <path
          d="M-90 0 C-50 -22 -20 -18 0 0 C20 -18 50 -22 90 0 V80 C50 58 20 62 0 80 C-20 62 -50 58 -90 80 Z"
          fill="#ffffff"
        />
        <path d="M0 0 V80" stroke="#14284f" strokeWidth="5" />
        <path
          d="M-70 22 C-45 12 -25 14 -12 22 M-70 44 C-45 34 -25 36 -12 44 M12 22 C25 14 45 12 70 22 M12 44 C25 36 45 34 70 44"
          stroke="#94a3b8"
          strokeWidth="4"
          fill="none"
        />
      </g>
      <path d={district} fill={gold} />
      <path d={subtitle} fill="#ffffff" />
      <path d={motto} fill="#cbd5e1" />
      {/* The asset tag */}
      <g>
        <rect x="480" y="492" width="420" height="132" rx="14" fill="#ffffff" />
        <rect x="496" y="504" width="108" height="108" fill="#ffffff" />
        <path
          d={qrPath("https://assets.riverside-usd.example/RUSD-04127", 500, 508, 100)}
          fill="#0b1730"
        />
        <path d={tagTitle} fill="#1e3a6e" />
        <path d={tagNumber} fill="#0b1730" />
        <path d={tagNote} fill="#475569" />
      </g>
    </Artboard>
  );
}
