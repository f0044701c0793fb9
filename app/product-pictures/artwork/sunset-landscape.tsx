import { Artboard } from "./artboard.tsx";

/** An artist's landscape: a sunset over purple mountains, mirrored in a still lake. */
export function SunsetLandscape() {
  const land = (
    <>
      <path
        d="M0 420 L120 300 L210 360 L330 210 L450 330 L540 260 L660 380 L780 240 L900 330 L1000 290 V420 Z"
        fill="#6d28d9"
      />
      <path
        d="M0 420 L90 370 L200 400 L310 330 L420 410 L560 350 L700 410 L830 340 L1000 400 V420 Z"
        fill="#4c1d95"
      />
      <path
        d="M0 420 L150 405 L300 418 L480 396 L640 418 L820 402 L1000 416 V420 Z"
        fill="#2e1065"
      />
    </>
  );
  return (
    <Artboard>
      <defs>
        <linearGradient id="sunset-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3b0764" />
          <stop offset="0.45" stopColor="#db2777" />
          <stop offset="0.8" stopColor="#fb923c" />
          <stop offset="1" stopColor="#fde68a" />
        </linearGradient>
        <linearGradient id="sunset-lake" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fb923c" />
          <stop offset="1" stopColor="#1e1b4b" />
        </linearGradient>
      </defs>
      <rect width="1000" height="420" fill="url(#sunset-sky)" />
      <circle cx="560" cy="330" r="110" fill="#fff1c1" opacity="0.95" />
      {land}
      <rect y="420" width="1000" height="280" fill="url(#sunset-lake)" />
      {/* The reflection: the sun and mountains upside down, faded, broken by ripples */}
      <g transform="translate(0 840) scale(1 -1)" opacity="0.45">
        <circle cx="560" cy="330" r="110" fill="#fff1c1" />
        {land}
      </g>
      <g stroke="#fde68a" strokeWidth="3" strokeLinecap="round" opacity="0.55">
        {[470, 500, 535, 575, 620].map((y, index) => (
          <line key={y} x1={470 - index * 30} y1={y} x2={650 + index * 30} y2={y} />
        ))}
      </g>
    </Artboard>
  );
}
