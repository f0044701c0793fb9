import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { LaptopTemplate, TemplateFile } from "~/domain/catalog";
import { type LayerId, type TemplateLayout, layerNames, templateLayout } from "./layout";
import { guideColors } from "./colors";

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

function TemplateDrawing({ layout }: { layout: TemplateLayout }) {
  const { page, cut, safe } = layout;
  const fontSize = 8;
  const rootAttributes = { "xmlns:inkscape": inkscapeNamespace };
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      {...rootAttributes}
      width={`${layout.pageInches.width}in`}
      height={`${layout.pageInches.height}in`}
      viewBox={`0 0 ${page.width} ${page.height}`}
    >
      <title>{layout.title}</title>
      <desc>{layout.notes.join("\n")}</desc>
      <Layer id="bleed">
        <rect width={page.width} height={page.height} fill={guideColors.bleed.rgb} />
        <rect {...roundedRect(cut)} fill="#ffffff" />
      </Layer>
      <Layer id="artwork" />
      <Layer id="cutLine">
        <rect {...roundedRect(cut)} fill="none" stroke={guideColors.cut.rgb} strokeWidth={1} />
      </Layer>
      <Layer id="safeArea">
        <rect
          {...roundedRect(safe)}
          fill="none"
          stroke={guideColors.safe.rgb}
          strokeWidth={0.75}
          strokeDasharray="6 4"
        />
      </Layer>
      <Layer id="cutouts">
        {layout.cutouts.map((cutout) =>
          cutout.shape === "ellipse" ? (
            <ellipse
              key={cutout.label}
              cx={cutout.x + cutout.width / 2}
              cy={cutout.y + cutout.height / 2}
              rx={cutout.width / 2}
              ry={cutout.height / 2}
              fill="none"
              stroke={guideColors.cut.rgb}
              strokeWidth={0.75}
              strokeDasharray="3 3"
            >
              <title>{cutout.label}</title>
            </ellipse>
          ) : (
            <rect
              key={cutout.label}
              x={cutout.x}
              y={cutout.y}
              width={cutout.width}
              height={cutout.height}
              fill="none"
              stroke={guideColors.cut.rgb}
              strokeWidth={0.75}
              strokeDasharray="3 3"
            >
              <title>{cutout.label}</title>
            </rect>
          ),
        )}
      </Layer>
      <Layer id="notes">
        <g
          fontFamily="Helvetica, Arial, sans-serif"
          fontSize={fontSize}
          fill={guideColors.notes.rgb}
        >
          {layout.notes.map((line, index) => (
            <text
              key={line}
              x={safe.x + 6}
              y={safe.y + 14 + index * (fontSize + 4)}
              fontWeight={index === 0 ? "bold" : undefined}
            >
              {line}
            </text>
          ))}
          <text x={cut.x + cut.width / 2} y={cut.y + cut.height - 6} textAnchor="middle">
            Hinge side
          </text>
        </g>
      </Layer>
    </svg>
  );
}

function roundedRect(box: TemplateLayout["cut"]) {
  return { x: box.x, y: box.y, width: box.width, height: box.height, rx: box.radius };
}

/** The template as a standalone SVG file. */
export function renderTemplateSvg(template: LaptopTemplate, file: TemplateFile): string {
  const markup = renderToStaticMarkup(<TemplateDrawing layout={templateLayout(template, file)} />);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${markup}\n`;
}
