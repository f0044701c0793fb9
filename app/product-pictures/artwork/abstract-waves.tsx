import { Artboard } from "./artboard.tsx";

/** A designer's abstract: bands of colour flowing across the lid. */
export function AbstractWaves() {
  const colours = ["#0ea5e9", "#6366f1", "#a855f7", "#ec4899", "#f97316", "#facc15"];
  return (
    <Artboard>
      <rect width="1000" height="700" fill="#0f172a" />
      {colours.map((colour, index) => {
        const y = 80 + index * 95;
        return (
          <path
            key={colour}
            d={`M-50 ${y} C250 ${y - 160} 420 ${y + 200} 650 ${y + 20} S950 ${y - 120} 1050 ${y + 40} V${y + 110} C900 ${y} 800 ${y + 160} 650 ${y + 110} S300 ${y - 40} -50 ${y + 120} Z`}
            fill={colour}
            opacity="0.92"
          />
        );
      })}
    </Artboard>
  );
}
