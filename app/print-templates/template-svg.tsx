import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { TemplateOwner, TemplateSheet } from "#app/domain/catalog/index.ts";
import type { PieceCut } from "#app/domain/catalog/piece-cut.ts";
import { type LayerId, type TemplateLayout, layerNames, templateLayout } from "./layout.ts";
import { guides } from "./guides.ts";

const inkscapeNamespace = "http://www.inkscape.org/namespaces/inkscape";

/**
 * A top-level group that Inkscape and Illustrator open as a named layer.
 * React passes the namespaced attributes through as written.
 */
function Layer({ id, children }: { id: LayerId; children?: ReactNode }) {
  const layerAttributes = {
    "inkscape:groupmode": "layer",
    "inkscape:label": layerNames[id],
  };
  return (
    <g id={id} data-name={layerNames[id]} {...layerAttributes}>
      {children}
    </g>
  );
}

function TemplateDrawing({
  layout,
  pixelsPerInch,
}: {
  layout: TemplateLayout;
  pixelsPerInch: number | undefined;
}) {
  const { page, trim } = layout;
  const rootAttributes = { "xmlns:inkscape": inkscapeNamespace };
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      {...rootAttributes}
      width={
        pixelsPerInch
          ? Math.round(layout.pageInches.width * pixelsPerInch)
          : `${layout.pageInches.width}in`
      }
      height={
        pixelsPerInch
          ? Math.round(layout.pageInches.height * pixelsPerInch)
          : `${layout.pageInches.height}in`
      }
      viewBox={`0 0 ${page.width} ${page.height}`}
    >
      <title>{layout.title}</title>
      <desc>{layout.notes.join("\n")}</desc>
      <Layer id="bleed">
        <rect width={page.width} height={page.height} fill={guides.bleed.rgb} />
        <path d={layout.cutLine} fill="#ffffff" />
      </Layer>
      <Layer id="artwork" />
      <Layer id="cutLine">
        <path d={layout.cutLine} {...outline(guides.cut)} />
      </Layer>
      <Layer id="safeArea">
        <path d={layout.safe} {...outline(guides.safe)} />
      </Layer>
      <Layer id="cutouts">
        {layout.holes.map((hole) => (
          <path key={hole.label} d={hole.d} {...outline(guides.cutout)}>
            <title>{hole.label}</title>
          </path>
        ))}
      </Layer>
      <Layer id="notes">
        <g
          fontFamily="Helvetica, Arial, sans-serif"
          fontSize={guides.notes.fontSize}
          fill={guides.notes.rgb}
        >
          {/* SVG places text by its baseline, one font size below the line's top. */}
          {layout.notes.map((line, index) => (
            <text
              key={line}
              x={layout.noteLines.x}
              y={layout.noteLines.top(index) + guides.notes.fontSize}
              fontWeight={index === 0 ? "bold" : undefined}
            >
              {line}
            </text>
          ))}
          <text
            x={trim.x + trim.width / 2}
            y={layout.hingeLabelTop + guides.notes.fontSize}
            textAnchor="middle"
          >
            Hinge side
          </text>
        </g>
      </Layer>
    </svg>
  );
}

/** An unfilled guide line: its colour, width and dashes. */
function outline(guide: { rgb: string; width: number; dash?: readonly number[] }) {
  return {
    fill: "none",
    stroke: guide.rgb,
    strokeWidth: guide.width,
    strokeDasharray: guide.dash?.join(" "),
  };
}

/**
 * The template as a standalone SVG file, sized in inches; or in pixels at
 * `pixelsPerInch`, for drawing it as a picture.
 */
export function renderTemplateSvg(
  template: TemplateOwner,
  file: TemplateSheet,
  { pixelsPerInch, piece }: { pixelsPerInch?: number; piece?: PieceCut } = {},
): string {
  const markup = renderToStaticMarkup(
    <TemplateDrawing
      layout={templateLayout(template, file, piece)}
      pixelsPerInch={pixelsPerInch}
    />,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${markup}\n`;
}
