import { memo } from "react";
import type { DeviceBody } from "#app/domain/catalog/bodies.ts";
import { palmrestPrintArea } from "#app/domain/catalog/print-area.ts";
import { placed } from "#app/domain/placement-math.ts";
import { boxU, clipPathOf, pieceCuts, plainVinyl, roundedRectPath, u } from "./geometry.ts";
import { Keyboard } from "./keyboard.tsx";
import { Shading, deckTilt, screenTilt } from "./perspective.tsx";
import { ArtworkLayer, FinishLight, type WrapDesign, hasPrint } from "./wrap-layers.tsx";

/** The screen of the open laptop (or a tablet's face): bezel, display and camera. */
const Screen = memo(function Screen({
  body,
  id,
  tilt,
}: {
  body: DeviceBody;
  id: string;
  tilt: number;
}) {
  const { lid, look, display } = body;
  const width = u(lid.width);
  const height = u(lid.height) * tilt;
  const radius = u(lid.cornerRadius);
  const shown = {
    x: u(display.x),
    y: u(display.y) * tilt,
    width: u(display.width),
    height: u(display.height) * tilt,
  };
  return (
    <g data-part="screen">
      <defs>
        <linearGradient id={`${id}-display`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1e3a8a" />
          <stop offset="0.55" stopColor="#4c1d95" />
          <stop offset="1" stopColor="#0f172a" />
        </linearGradient>
        <linearGradient id={`${id}-glare`} x1="0" y1="0" x2="1" y2="0.6">
          <stop offset="0.35" stopColor="#ffffff" stopOpacity="0" />
          <stop offset="0.42" stopColor="#ffffff" stopOpacity="0.1" />
          <stop offset="0.55" stopColor="#ffffff" stopOpacity="0" />
        </linearGradient>
      </defs>
      <path
        d={roundedRectPath({ x: 0, y: 0, width, height }, [radius, radius, u(0.08), u(0.08)])}
        fill={look.edge}
      />
      <path
        d={roundedRectPath(
          { x: u(0.05), y: u(0.05), width: width - u(0.1), height: height - u(0.07) },
          [radius * 0.85, radius * 0.85, u(0.05), u(0.05)],
        )}
        fill="#0a0a0c"
      />
      <rect {...shown} rx={u(0.1)} fill={`url(#${id}-display)`} />
      <rect {...shown} rx={u(0.1)} fill={`url(#${id}-glare)`} />
      {look.notch ? (
        <rect
          x={width / 2 - u(0.55)}
          y={shown.y - 1}
          width={u(1.1)}
          height={u(0.3) * tilt}
          rx={u(0.08)}
          fill="#0a0a0c"
        />
      ) : (
        <circle cx={width / 2} cy={shown.y / 2} r={u(0.04)} fill="#2b3440" />
      )}
    </g>
  );
});

/** The deck seen from above: keyboard, trackpad and its buttons, without the palm rest's wrap. */
const Deck = memo(function Deck({
  body,
  deck,
}: {
  body: DeviceBody;
  deck: NonNullable<DeviceBody["deck"]>;
}) {
  const { look } = body;
  const radius = u(body.lid.cornerRadius);
  const trackpad = boxU(deck.trackpad);
  return (
    <g data-part="deck">
      <path
        d={roundedRectPath({ x: 0, y: 0, width: u(deck.width), height: u(deck.height) }, [
          u(0.05),
          u(0.05),
          radius,
          radius,
        ])}
        fill={look.shell}
      />
      <Keyboard
        box={boxU(deck.keyboard)}
        keys={look.keys}
        well={look.well}
        trackpoint={look.trackpoint}
      />
      <rect {...trackpad} rx={u(0.12)} fill={look.glass} stroke="#000000" strokeOpacity={0.25} />
      {deck.buttons ? (
        <g data-part="buttons">
          {[0, 1, 2].map((index) => {
            const buttons = boxU(deck.buttons as NonNullable<typeof deck.buttons>);
            const third = buttons.width / 3;
            return (
              <rect
                key={index}
                x={buttons.x + index * third + 2}
                y={buttons.y + 2}
                width={third - 4}
                height={buttons.height - 4}
                rx={u(0.04)}
                fill={look.keys}
                stroke="#d0202a"
                strokeOpacity={index === 1 ? 0 : 0.7}
                strokeWidth={1.5}
              />
            );
          })}
        </g>
      ) : null}
    </g>
  );
});

/**
 * The open laptop from the front and above (DeviceRender's "open"): the screen,
 * and the deck with the palm rest's wrap when the design covers it.
 */
export function OpenView({
  body,
  design,
  palmrest,
  id,
}: {
  body: DeviceBody;
  design: WrapDesign;
  /** Whether the palm rest is wrapped (Top + Palmrest). */
  palmrest: boolean;
  id: string;
}) {
  const { deck, look } = body;
  const width = u(body.lid.width);
  if (!deck) return <Screen body={body} id={id} tilt={1} />;
  const screenHeight = u(body.lid.height) * screenTilt;
  const hinge = u(0.16);
  const deckTop = screenHeight + hinge;
  const deckHeight = u(deck.height);
  const area = palmrestPrintArea(body);
  const palm = pieceCuts(body).palmrest;
  const wrapShape = palm ? clipPathOf(palm) : "";
  // The artwork fills the palm rest, centred, turned as on the lid.
  const fill =
    design.artwork &&
    area &&
    placed("fill", {
      area,
      aspect: design.artwork.aspect,
      bleed: design.artwork.bleed,
      rotation: design.placement.rotation,
    });
  return (
    <>
      <ellipse
        cx={width / 2}
        cy={deckTop + deckHeight * deckTilt * 0.75}
        rx={width * 0.62}
        ry={deckHeight * deckTilt * 0.55}
        fill={`url(#${id}-shadow)`}
      />
      <Shading id={id} shell={look.shell} edge={look.edge} />
      <Screen body={body} id={id} tilt={screenTilt} />
      <rect
        x={u(body.lid.cornerRadius)}
        y={screenHeight - 2}
        width={width - 2 * u(body.lid.cornerRadius)}
        height={hinge + 4}
        fill={look.hinge}
      />
      <path
        d={roundedRectPath(
          { x: 0, y: deckTop + deckHeight * deckTilt - u(0.1), width, height: u(0.24) },
          [0, 0, u(body.lid.cornerRadius), u(body.lid.cornerRadius)],
        )}
        fill={look.edge}
      />
      <g transform={`translate(0 ${deckTop}) scale(1 ${deckTilt})`}>
        <Deck body={body} deck={deck} />
        {palmrest && hasPrint(design) ? (
          <>
            <defs>
              <clipPath id={`${id}-palm`}>
                <path d={wrapShape} clipRule="evenodd" />
              </clipPath>
            </defs>
            <g clipPath={`url(#${id}-palm)`} data-part="palmrest-wrap">
              {design.artwork && fill ? (
                <ArtworkLayer artwork={design.artwork} area={deck} placement={fill} />
              ) : (
                <rect width={u(deck.width)} height={deckHeight} fill={plainVinyl} />
              )}
              <FinishLight
                finish={design.finish}
                width={u(deck.width)}
                height={deckHeight}
                id={`${id}-palm`}
              />
            </g>
          </>
        ) : null}
        <path
          d={roundedRectPath({ x: 0, y: 0, width: u(deck.width), height: deckHeight }, [
            u(0.05),
            u(0.05),
            u(body.lid.cornerRadius),
            u(body.lid.cornerRadius),
          ])}
          fill={`url(#${id}-shell)`}
          pointerEvents="none"
        />
      </g>
    </>
  );
}
