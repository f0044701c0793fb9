import { renderToStaticMarkup } from "react-dom/server";
import { artboard } from "#app/product-pictures/artwork/artboard.tsx";
import { artworks } from "#app/product-pictures/artwork/index.ts";
import type { ArtworkId } from "#app/product-pictures/pictures.ts";

/** An audience's artwork as an SVG document (loaded through Vite: the artwork is TSX). */
export const artworkSvg = (id: ArtworkId) => {
  const Artwork = artworks[id];
  return renderToStaticMarkup(<Artwork />);
};

export { artboard };
