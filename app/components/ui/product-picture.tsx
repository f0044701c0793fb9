import {
  type PictureSlug,
  pictureFile,
  pictureFormats,
  pictureSize,
  pictureUrl,
  pictureWidths,
  productPicture,
} from "#app/product-pictures/pictures.ts";

/**
 * A product picture (app/product-pictures): AVIF where the browser takes it,
 * WebP otherwise, at the width the slot needs (`sizes`, as in <img sizes>).
 * `priority` marks the page's largest picture in the first screen: fetched
 * at once instead of lazily. The <picture> takes no box of its own, so
 * `className` places and sizes the image in its grid or flex row.
 */
export function ProductPicture({
  slug,
  sizes,
  priority = false,
  className,
}: {
  slug: PictureSlug;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const picture = productPicture(slug);
  const srcSet = (format: (typeof pictureFormats)[number]) =>
    pictureWidths.map((width) => `${pictureUrl(slug, width, format)} ${width}w`).join(", ");
  return (
    <picture className="contents">
      {/* Without a box of its own: the <picture> takes none, and a <source> would otherwise take a cell. */}
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} className="hidden" />
      <img
        src={pictureFile(slug)}
        srcSet={srcSet("webp")}
        sizes={sizes}
        alt={picture.alt}
        width={pictureSize.width}
        height={pictureSize.height}
        {...(priority
          ? { fetchPriority: "high" as const }
          : { loading: "lazy" as const, decoding: "async" as const })}
        className={className}
      />
    </picture>
  );
}
