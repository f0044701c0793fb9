import { type SVGProps, memo, useMemo } from "react";
import type { DeviceBody } from "~/domain/catalog/bodies";
import { palmrestPrintArea } from "~/domain/catalog/print-area";
import { fillScale } from "~/domain/placement-math";
import { boxU, cutoutPath, roundedRectPath, u } from "./geometry";
import { Keyboard } from "./keyboard";
import { LidBadge } from "./lid-badge";
import {
  ArtworkLayer,
  FinishLight,
  TextLines,
  type WrapDesign,
  hasPrint,
  plainVinyl,
} from "./wrap-layers";

export type { RenderArtwork, WrapDesign } from "./wrap-layers";

/**
 * The closed lid seen from outside (hinge at the bottom), or the open laptop
 * from the front and above, showing the deck and its palm rest.
 */
export type RenderView = "lid" | "open";

/** How far the open laptop's screen and deck are foreshortened, seen from the front and above. */
const screenTilt = 0.6;
const deckTilt = 0.74;
/** The wrap is cut a hair inside the lid's edge, so a line of bare lid frames it. */
const wrapInset = 0.03;

/** The shadow a body casts on the table, and the light across its shell. */
function Shading({ id, shell, edge }: { id: string; shell: string; edge: string }) {
  return (
    <defs>
      <radialGradient id={`${id}-shadow`}>
        <stop offset="0.55" stopColor="#0f172a" stopOpacity="0.42" />
        <stop offset="1" stopColor="#0f172a" stopOpacity="0" />
      </radialGradient>
      <linearGradient id={`${id}-shell`} x1="0" y1="0" x2="0.35" y2="1">
        <stop offset="0" stopColor="#ffffff" stopOpacity="0.22" />
        <stop offset="0.5" stopColor="#ffffff" stopOpacity="0" />
        <stop offset="1" stopColor="#000000" stopOpacity="0.16" />
      </linearGradient>
      <linearGradient id={`${id}-logo`} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor={shell} />
        <stop offset="0.45" stopColor="#f4f5f7" />
        <stop offset="1" stopColor={edge} />
      </linearGradient>
    </defs>
  );
}

/** The closed laptop under the lid's wrap: shadow, the base's edge, the hinge and the bare lid. */
const LidBody = memo(function LidBody({ body, id }: { body: DeviceBody; id: string }) {
  const { lid, look } = body;
  const width = u(lid.width);
  const height = u(lid.height);
  const radius = u(lid.cornerRadius);
  const outline = roundedRectPath({ x: 0, y: 0, width, height }, radius);
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
      <path d={roundedRectPath({ x: 0, y: u(0.12), width, height }, radius)} fill={look.edge} />
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
      {lid.cutouts.map((cutout) => (
        <path
          key={cutout.label}
          d={cutoutPath(cutout)}
          fill={`url(#${id}-logo)`}
          data-part="logo"
        />
      ))}
      <LidBadge body={body} />
    </g>
  );
});

function LidView({ body, design, id }: { body: DeviceBody; design: WrapDesign; id: string }) {
  const { lid, look } = body;
  const width = u(lid.width);
  const height = u(lid.height);
  const inset = u(wrapInset);
  // The wrap's outline, logo holes and all, is worked out once per lid, not per drag frame.
  const wrapShape = useMemo(
    () =>
      [
        roundedRectPath(
          { x: inset, y: inset, width: width - 2 * inset, height: height - 2 * inset },
          Math.max(u(lid.cornerRadius) - inset, 0),
        ),
        ...lid.cutouts.map(cutoutPath),
      ].join(""),
    [lid, width, height, inset],
  );
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
            <TextLines lines={design.textLines} lid={lid} />
            <FinishLight finish={design.finish} width={width} height={height} id={`${id}-lid`} />
          </g>
        </>
      ) : null}
      {body.bumper ? (
        <path
          d={roundedRectPath({ x: 0, y: 0, width, height }, u(lid.cornerRadius))}
          fill="none"
          stroke="#141518"
          strokeWidth={u(body.bumper)}
        />
      ) : null}
      <path
        d={roundedRectPath({ x: 0, y: 0, width, height }, u(lid.cornerRadius))}
        fill="none"
        stroke={look.edge}
        strokeWidth={u(0.025)}
      />
    </>
  );
}

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

function OpenView({
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
  const inset = u(wrapInset);
  const wrapShape = [
    roundedRectPath(
      { x: inset, y: inset, width: u(deck.width) - 2 * inset, height: deckHeight - 2 * inset },
      [0, 0, u(body.lid.cornerRadius), u(body.lid.cornerRadius)],
    ),
    ...(area?.cutouts ?? []).map((box) => roundedRectPath(boxU(box), u(0.1))),
  ].join("");
  const fill = design.artwork &&
    area && {
      x: 0.5,
      y: 0.5,
      rotation: design.placement.rotation,
      scale: fillScale({
        area,
        aspect: design.artwork.aspect,
        rotation: design.placement.rotation,
      }),
    };
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

/** The picture's extent around the body, in SVG units: room for the shadow and the hinge. */
function viewBox(body: DeviceBody, view: RenderView): string {
  const width = u(body.lid.width);
  const margin = u(0.45);
  if (view === "lid" || !body.deck) {
    return `${-margin} ${-margin} ${width + 2 * margin} ${u(body.lid.height) + margin + u(0.75)}`;
  }
  const height = u(body.lid.height) * screenTilt + u(0.16) + u(body.deck.height) * deckTilt;
  return `${-margin} ${-margin} ${width + 2 * margin} ${height + margin + u(0.55)}`;
}

/**
 * A wrap on a device: the one renderer of the preview, the cart, checkout,
 * the order page, the e-mails' pictures and the site's product pictures.
 * An image to assistive technology, named by `label`; `id` keeps its
 * gradients and clips apart from other renders on the page.
 */
export function DeviceRender({
  body,
  view,
  design,
  palmrest,
  label,
  id,
  ...svg
}: {
  body: DeviceBody;
  view: RenderView;
  design: WrapDesign;
  /** Whether the design covers the palm rest too (Top + Palmrest). */
  palmrest: boolean;
  label: string;
  id: string;
} & Omit<SVGProps<SVGSVGElement>, "id" | "viewBox" | "role">) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={viewBox(body, view)}
      role="img"
      aria-label={label}
      data-view={view}
      data-family={body.family}
      {...svg}
    >
      {view === "lid" ? (
        <LidView body={body} design={design} id={id} />
      ) : (
        <OpenView body={body} design={design} palmrest={palmrest} id={id} />
      )}
    </svg>
  );
}
