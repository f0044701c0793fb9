import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { LaptopTemplate, TemplateFile } from "#app/domain/catalog/index.ts";
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
  const { page, cut, safe } = layout;
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
        <rect {...roundedRect(cut)} fill="#ffffff" />
      </Layer>
      <Layer id="artwork" />
      <Layer id="cutLine">
        <rect {...roundedRect(cut)} {...outline(guides.cut)} />
      </Layer>
      <Layer id="safeArea">
        <rect {...roundedRect(safe)} {...outline(guides.safe)} />
      </Layer>
      <Layer id="cutouts">
        {layout.cutouts.map((cutout) => {
          const drawn = { ...outline(guides.cutout), children: <title>{cutout.label}</title> };
          if (cutout.path) return <path key={cutout.label} d={cutout.path} {...drawn} />;
          return cutout.shape === "ellipse" ? (
            <ellipse
              key={cutout.label}
              cx={cutout.centerX}
              cy={cutout.centerY}
              rx={cutout.width / 2}
              ry={cutout.height / 2}
              {...drawn}
            />
          ) : (
            <rect
              key={cutout.label}
              x={cutout.x}
              y={cutout.y}
              width={cutout.width}
              height={cutout.height}
              {...drawn}
            />
          );
        })}
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
            x={cut.x + cut.width / 2}
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

function roundedRect(box: TemplateLayout["cut"]) {
  return { x: box.x, y: box.y, width: box.width, height: box.height, rx: box.radius };
}

/**
 * The template as a standalone SVG file, sized in inches; or in pixels at
 * `pixelsPerInch`, for drawing it as a picture.
 */
export function renderTemplateSvg(
  template: LaptopTemplate,
  file: TemplateFile,
  { pixelsPerInch }: { pixelsPerInch?: number } = {},
): string {
  const markup = renderToStaticMarkup(
    <TemplateDrawing layout={templateLayout(template, file)} pixelsPerInch={pixelsPerInch} />,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${markup}\n`;
}
