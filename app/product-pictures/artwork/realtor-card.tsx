import { lettering } from "#app/product-pictures/lettering.server.ts";
import { Artboard } from "./artboard.tsx";

/** A realtor's wrap: a business card on the lid, with her portrait, the brokerage's house-and-key logo and her number. */
export function RealtorCard() {
  const navy = "#13294b";
  const coral = "#f26b5b";
  const name = lettering("Jana Ortiz", { face: "sansBold", size: 78, x: 560, y: 230 });
  const role = lettering("REALTOR® · HOME SPECIALIST", {
    face: "sans",
    size: 20,
    x: 563,
    y: 276,
    tracking: 0.1,
  });
  const phone = lettering("(714) 555-0142", { face: "sansBold", size: 40, x: 563, y: 405 });
  const brokerage = lettering("HARBOR & OAK REALTY", {
    face: "sansBold",
    size: 34,
    x: 250,
    y: 598,
    tracking: 0.14,
  });
  const slogan = lettering("Keys to your next chapter", {
    face: "serif",
    size: 30,
    x: 250,
    y: 638,
  });
  return (
    <Artboard>
      <defs>
        <clipPath id="realtor-portrait">
          <circle cx="250" cy="270" r="140" />
        </clipPath>
      </defs>
      <rect width="1000" height="700" fill="#f8fafc" />
      <path d="M0 470 C250 430 700 520 1000 450 V700 H0 Z" fill={navy} />
      <path d="M0 500 C300 470 650 545 1000 480" stroke={coral} strokeWidth="8" fill="none" />
      {/* Her portrait: an illustration, not a stock photo */}
      <circle cx="250" cy="270" r="150" fill={coral} />
      <g clipPath="url(#realtor-portrait)">
        <rect x="100" y="120" width="300" height="300" fill="#fde2d4" />
        <path d="M150 430 C160 350 200 330 250 330 C300 330 340 350 350 430 Z" fill={navy} />
        <path d="M228 300 h44 v40 h-44 z" fill="#d9a184" />
        <path
          d="M160 350 V240 C160 170 200 140 250 140 C300 140 340 170 340 240 V350 Z"
          fill="#3b2416"
        />
        <ellipse cx="250" cy="245" rx="52" ry="66" fill="#e8b597" />
        <path
          d="M196 232 C205 175 260 160 305 200 C300 170 260 150 230 160 C205 170 190 200 196 232 Z"
          fill="#3b2416"
        />
        <path
          d="M232 280 Q250 292 268 280"
          stroke="#b45f4d"
          strokeWidth="5"
          fill="none"
          strokeLinecap="round"
        />
        <circle cx="230" cy="240" r="5" fill="#3b2416" />
        <circle cx="272" cy="240" r="5" fill="#3b2416" />
      </g>
      <path d={name} fill={navy} />
      <path d={role} fill="#475569" />
      <path d="M563 312 H740" stroke={coral} strokeWidth="5" />
      <path d={phone} fill={navy} />
      {/* The brokerage's house-and-key logo */}
      <g
        transform="translate(160 590)"
        fill="none"
        stroke="#ffffff"
        strokeWidth="7"
        strokeLinejoin="round"
        strokeLinecap="round"
      >
        <path d="M-40 10 L0 -30 L40 10 V50 H-40 Z" />
        <circle cx="0" cy="14" r="10" />
        <path d="M0 24 V42 M0 34 H8" />
      </g>
      <path d={brokerage} fill="#ffffff" />
      <path d={slogan} fill="#fbc7bf" />
    </Artboard>
  );
}
