import type { DeviceBody } from "#app/domain/catalog/bodies.ts";
import { u } from "./geometry.ts";

const badgeFont = "Helvetica, Arial, 'Liberation Sans', sans-serif";

/**
 * The maker's mark on the bare lid (`Badge` in the catalog's body looks): in the
 * logo's cut-out, at the lid's centre, or in the corner by the hinge. It is
 * drawn under the wrap, so only a cut-out lets it show once artwork is on.
 */
export function LidBadge({ body }: { body: DeviceBody }) {
  const { badge } = body.look;
  if (!badge) return null;
  const { lid } = body;
  const width = u(lid.width);
  const height = u(lid.height);
  const text = {
    fill: badge.colour,
    fontFamily: badgeFont,
    fontWeight: 700,
    fontStyle: badge.italic ? "italic" : undefined,
    // Centred on its line without dominant-baseline, which not every rasteriser reads.
    dy: "0.35em",
  } as const;

  if (badge.at === "logo") {
    const [cutout] = lid.cutouts;
    if (!cutout) return null;
    const diameter = u(cutout.width);
    const cx = u(cutout.centerX);
    const cy = u(cutout.centerY);
    return (
      <g data-part="badge" pointerEvents="none">
        {badge.ring ? (
          <circle
            cx={cx}
            cy={cy}
            r={diameter * 0.42}
            fill="none"
            stroke={badge.colour}
            strokeWidth={diameter * 0.05}
          />
        ) : null}
        <text
          {...text}
          x={cx}
          y={cy}
          textAnchor="middle"
          fontSize={diameter * Math.min(0.42, 1.1 / badge.text.length)}
        >
          {badge.text}
        </text>
      </g>
    );
  }
  const corner = badge.at === "corner";
  return (
    <text
      {...text}
      data-part="badge"
      pointerEvents="none"
      x={corner ? width - u(0.55) : width / 2}
      y={corner ? height - u(0.5) : height / 2}
      textAnchor={corner ? "end" : "middle"}
      fontSize={corner ? u(0.26) : width * 0.045}
      letterSpacing={corner ? undefined : width * 0.006}
    >
      {badge.text}
    </text>
  );
}
