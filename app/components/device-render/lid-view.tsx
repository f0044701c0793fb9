import { memo } from "react";
import type { DeviceBody } from "#app/domain/catalog/bodies.ts";
import { clipPathOf, pieceCuts, plainVinyl, u } from "./geometry.ts";
import { LidBadge } from "./lid-badge.tsx";
import { Shading } from "./perspective.tsx";
import { ArtworkLayer, FinishLight, TextLines, type WrapDesign, hasPrint } from "./wrap-layers.tsx";

/** The closed laptop under the lid's wrap: shadow, the base's edge, the hinge and the bare lid. */
const LidBody = memo(function LidBody({ body, id }: { body: DeviceBody; id: string }) {
  const { lid, look } = body;
  const width = u(lid.width);
  const height = u(lid.height);
  const radius = u(lid.cornerRadius);
  const { edge: outline, holes } = pieceCuts(body).lid;
  const hingeWidth = body.family === "macbook" ? width * 0.7 : width - 2 * radius;
  return (
    <g data-part="body">
      <Shading id={id} shell={look.shell} edge={look.edge} />
      <ellipse
        cx={width / 2}
        cy={height / 2 + u(0.3)}
        rx={width * 0.6}
        ry={height * 0.62}
        fill={`url(#${id}-shadow)`}
      />
      <path d={outline} transform={`translate(0 ${u(0.12)})`} fill={look.edge} />
      <rect
        x={(width - hingeWidth) / 2}
        y={height - u(0.08)}
        width={hingeWidth}
        height={u(0.2)}
        rx={u(0.06)}
        fill={look.hinge}
      />
      <path d={outline} fill={look.shell} data-part="lid" />
      <path d={outline} fill={`url(#${id}-shell)`} />
      {holes.map((hole) => (
        <path key={hole.label} d={hole.d} fill={`url(#${id}-logo)`} data-part="logo" />
      ))}
      <LidBadge body={body} />
    </g>
  );
});

/** The closed lid seen from outside, hinge at the bottom, wearing the design (DeviceRender's "lid"). */
export function LidView({
  body,
  design,
  id,
}: {
  body: DeviceBody;
  design: WrapDesign;
  id: string;
}) {
  const { lid, look } = body;
  const width = u(lid.width);
  const height = u(lid.height);
  // The wrap's cut, logo holes and all, as the print file cuts it (worked out once per body).
  const piece = pieceCuts(body).lid;
  const wrapShape = clipPathOf(piece);
  return (
    <>
      <LidBody body={body} id={id} />
      {hasPrint(design) ? (
        <>
          <defs>
            <clipPath id={`${id}-wrap`}>
              <path d={wrapShape} clipRule="evenodd" />
            </clipPath>
          </defs>
          <g clipPath={`url(#${id}-wrap)`} data-part="wrap">
            {design.artwork ? (
              <ArtworkLayer artwork={design.artwork} area={lid} placement={design.placement} />
            ) : (
              <rect width={width} height={height} fill={plainVinyl} />
            )}
            <TextLines lines={design.textLines} style={design.textStyle} lid={lid} />
            <FinishLight finish={design.finish} width={width} height={height} id={`${id}-lid`} />
          </g>
        </>
      ) : null}
      {body.bumper ? (
        <path d={piece.edge} fill="none" stroke="#141518" strokeWidth={u(body.bumper)} />
      ) : null}
      <path d={piece.edge} fill="none" stroke={look.edge} strokeWidth={u(0.025)} />
    </>
  );
}
