import {
  type PictureFormat,
  type PictureSlug,
  pictureSize,
  pictureUrl,
  pictureWidths,
  productPicture,
} from "#app/product-pictures/pictures.ts";

/**
 * A rendered picture (app/product-pictures): AVIF where the browser takes
 * it, WebP otherwise, at the width the slot needs (`sizes`, as in <img
 * sizes>), from the files `src` names at each of `widths`. `priority` marks
 * the page's largest picture in the first screen: fetched at once instead
 * of lazily. The <picture> takes no box of its own, so `className` places
 * and sizes the image in its grid or flex row.
 */
export function RenderedPicture({
  src,
  widths,
  alt,
  sizes,
  priority = false,
  className,
}: {
  src: (width: number, format: PictureFormat) => string;
  widths: readonly number[];
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const srcSet = (format: PictureFormat) =>
    widths.map((width) => `${src(width, format)} ${width}w`).join(", ");
  return (
    <picture className="contents">
      {/* Without a box of its own: the <picture> takes none, and a <source> would otherwise take a cell. */}
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} className="hidden" />
      <img
        src={src(widths[widths.length - 1] ?? 0, "webp")}
        srcSet={srcSet("webp")}
        sizes={sizes}
        alt={alt}
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

/** One of the site's product pictures (pictures.ts), by its slug. */
export function ProductPicture({
  slug,
  ...shown
}: {
  slug: PictureSlug;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <RenderedPicture
      src={(width, format) => pictureUrl(slug, width, format)}
      widths={pictureWidths}
      alt={productPicture(slug).alt}
      {...shown}
    />
  );
}
