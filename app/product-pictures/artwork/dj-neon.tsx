import { lettering } from "#app/product-pictures/lettering.server.ts";
import { Artboard } from "./artboard.tsx";

/** A DJ's wrap: a neon waveform and equalizer over a night-club violet, with the DJ's name. */
export function DjNeon() {
  const wave = Array.from({ length: 121 }, (_, index) => {
    const x = 60 + index * 7.34;
    const envelope = Math.sin((index / 120) * Math.PI) ** 0.6;
    const y = 330 + Math.sin(index * 0.55) * Math.cos(index * 0.13) * 110 * envelope;
    return `${index === 0 ? "M" : "L"}${x.toFixed(1)} ${y.toFixed(1)}`;
  }).join(" ");
  const bars = Array.from({ length: 26 }, (_, index) => {
    const height = 30 + Math.abs(Math.sin(index * 1.7) * 70 + Math.cos(index * 0.6) * 40);
    return { x: 128 + index * 29, height };
  });
  const name = lettering("DJ NOVA", {
    face: "sansBold",
    size: 128,
    x: 500,
    y: 200,
    anchor: "middle",
    tracking: 0.08,
  });
  const tagline = lettering("LIVE EVERY SATURDAY", {
    face: "sans",
    size: 30,
    x: 500,
    y: 480,
    anchor: "middle",
    tracking: 0.35,
  });
  return (
    <Artboard>
      <defs>
        <radialGradient id="dj-sky" cx="50%" cy="45%" r="75%">
          <stop offset="0" stopColor="#2a0f4d" />
          <stop offset="0.6" stopColor="#12062a" />
          <stop offset="1" stopColor="#05020d" />
        </radialGradient>
        <linearGradient id="dj-bars" x1="0" y1="1" x2="0" y2="0">
          <stop offset="0" stopColor="#ff2bd6" />
          <stop offset="1" stopColor="#ffb3f1" />
        </linearGradient>
        <filter id="dj-glow" x="-20%" y="-40%" width="140%" height="180%">
          <feGaussianBlur stdDeviation="9" result="blur" />
          <feMerge>
            <feMergeNode in="blur" />
            <feMergeNode in="SourceGraphic" />
          </feMerge>
        </filter>
      </defs>
      <rect width="1000" height="700" fill="url(#dj-sky)" />
      {/* The dance floor's grid, running to the horizon */}
      <g stroke="#7c3aed" strokeOpacity="0.45" strokeWidth="2">
        {Array.from({ length: 15 }, (_, index) => (
          <line key={`v${index}`} x1={500} y1={520} x2={-400 + index * 128} y2={700} />
        ))}
        {[540, 565, 600, 650].map((y) => (
          <line key={`h${y}`} x1={0} y1={y} x2={1000} y2={y} />
        ))}
      </g>
      <g filter="url(#dj-glow)">
        <path d={wave} fill="none" stroke="#22e4ff" strokeWidth="7" strokeLinejoin="round" />
        <path
          d={wave}
          fill="none"
          stroke="#b8f6ff"
          strokeWidth="2"
          transform="translate(0 6)"
          opacity="0.7"
        />
        <path d={name} fill="#ffffff" stroke="#22e4ff" strokeWidth="5" paintOrder="stroke" />
      </g>
      <g filter="url(#dj-glow)">
        {bars.map((bar) => (
          <rect
            key={bar.x}
            x={bar.x}
            y={640 - bar.height}
            width="18"
            height={bar.height}
            rx="4"
            fill="url(#dj-bars)"
          />
        ))}
      </g>
      <path d={tagline} fill="#ff8ae8" />
    </Artboard>
  );
}
