import { Download, Truck } from "lucide-react";
import { Link, data } from "react-router";
import type { Route } from "./+types/model";
import { modelFacts, modelPageDescription, modelPageTitle } from "./model-content.ts";
import { BrandOptions } from "#app/components/shop/brand-options.tsx";
import {
  brandPath,
  modelPath,
  selectModelHref,
  templateExtensions,
  templateFilePath,
} from "#app/components/shop/shop-links.ts";
import { Breadcrumbs } from "#app/components/ui/breadcrumbs.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import {
  type Brand,
  type LaptopModel,
  brandBySlug,
  coverageOptions,
  modelBySlug,
  modelSlug,
  modelTemplateFile,
  product,
} from "#app/domain/catalog/index.ts";
import { deviceName } from "#app/domain/catalog/device-name.ts";
import { cutting, freeShippingThreshold, production } from "#app/domain/policies.ts";
import { listPriceCents, listPriceRangeCents } from "#app/domain/pricing.ts";
import { formatCents, formatUsdWhole } from "#app/lib/format.ts";
import { originFromMatches } from "#app/lib/origin.ts";
import { productJsonLd } from "#app/lib/product-json-ld.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { type ModelPicture, modelPicturesOf } from "#app/product-pictures/model-pictures.ts";
import { RenderedPicture } from "#app/components/ui/product-picture.tsx";

export function loader({ params }: Route.LoaderArgs) {
  const brand = brandBySlug(params.brand);
  const model = brand && modelBySlug(brand, params.model);
  if (!brand || !model) throw data(null, { status: 404 });
  return { brand, model };
}

function trail(brand: Brand, model: LaptopModel) {
  return [
    { name: "Shop by Brand", path: "/laptop-wraps-by-brand" },
    { name: brand.name, path: brandPath(brand) },
    { name: model.name, path: modelPath(brand, model) },
  ];
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const origin = originFromMatches(matches);
  if (!loaderData) {
    return pageMeta({
      title: "Model not found",
      description:
        "We could not find that laptop model. Browse every brand and model we cut precision vinyl laptop wraps for, or enter yours in the customizer.",
      path: location.pathname,
      origin,
      noindex: true,
    });
  }
  const { brand, model } = loaderData;
  const description = modelPageDescription(brand, model);
  const [main] = modelPicturesOf(brand, model);
  return pageMeta({
    title: modelPageTitle(brand, model),
    description,
    path: modelPath(brand, model),
    origin,
    breadcrumbs: trail(brand, model),
    jsonLd: [
      productJsonLd({
        origin,
        name: `${deviceName(brand.name, model.name)} laptop wrap`,
        description,
        path: modelPath(brand, model),
        sku: `${product.sku}-${brand.slug}-${modelSlug(model)}`,
        image: main?.url(1080, "webp"),
      }),
    ],
  });
};

/** A picture of the model in one design (a 3D render) at its slot's size. */
function ModelPictureOf({
  picture,
  ...shown
}: {
  picture: ModelPicture;
  sizes: string;
  priority?: boolean;
  className: string;
}) {
  return (
    <RenderedPicture
      src={picture.url}
      widths={picture.widths}
      alt={picture.picture.alt}
      {...shown}
    />
  );
}

const linkClasses =
  "text-brand-700 hover:text-brand-900 font-semibold underline underline-offset-2";

export default function ModelPage({ loaderData }: Route.ComponentProps) {
  const { brand, model } = loaderData;
  const name = deviceName(brand.name, model.name);
  const [main, ...others] = modelPicturesOf(brand, model);
  const template = modelTemplateFile(brand, model);
  return (
    <>
      <Breadcrumbs trail={trail(brand, model)} />
      <section aria-labelledby="model-heading" className="px-4 py-10 sm:px-6 lg:py-16">
        <div className="mx-auto grid max-w-6xl items-center gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-12">
          {main ? (
            // The page's largest picture, fetched at once.
            <ModelPictureOf
              picture={main}
              sizes="(min-width: 1024px) 640px, calc(100vw - 2rem)"
              priority
              className="h-auto w-full rounded-2xl"
            />
          ) : null}
          <div>
            <p className="text-brand-700 text-sm font-semibold tracking-widest uppercase">
              {brand.name} laptop wrap
            </p>
            <h1 id="model-heading" className="text-title text-ink mt-2 font-extrabold text-balance">
              {modelPageTitle(brand, model)}
            </h1>
            <p className="text-ink mt-4 text-2xl">
              From{" "}
              <strong className="font-extrabold whitespace-nowrap">
                {formatCents(listPriceRangeCents.low)}
              </strong>
            </p>
            <ul className="border-brand-100 divide-brand-100 mt-4 divide-y rounded-xl border">
              {coverageOptions.map((option) => (
                <li key={option.id} className="flex items-baseline justify-between gap-4 p-3">
                  <span>
                    <span className="text-ink font-semibold">{option.label}</span>
                    <span className="text-muted block text-sm">{option.meaning}</span>
                  </span>
                  <span className="text-brand-700 font-bold whitespace-nowrap">
                    {formatCents(listPriceCents(option.id))}
                  </span>
                </li>
              ))}
            </ul>
            <p className="text-muted mt-4 flex items-start gap-2">
              <Truck aria-hidden="true" className="text-brand-700 mt-0.5 size-5 shrink-0" />
              <span>
                Free standard shipping on orders over {formatUsdWhole(freeShippingThreshold)}.{" "}
                {production.summary}
              </span>
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <ButtonLink to={selectModelHref(brand, model)} size="lg">
                Customize this model
              </ButtonLink>
              <ButtonLink to={brandPath(brand)} size="lg" variant="outline">
                Other {brand.name} models
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>
      <Section tone="tint" labelledBy="fit-heading">
        <div className="grid gap-8 lg:grid-cols-2">
          <div>
            <h2 id="fit-heading" className="text-heading text-ink font-bold">
              Cut for the {name}
            </h2>
            <dl className="mt-6 space-y-3">
              {modelFacts(brand, model).map((fact) => (
                <div key={fact.term} className="grid gap-1 sm:grid-cols-[9rem_minmax(0,1fr)]">
                  <dt className="text-ink font-semibold">{fact.term}</dt>
                  <dd className="text-muted">{fact.detail}</dd>
                </div>
              ))}
            </dl>
            <p className="text-muted mt-4">{cutting.outlineConfirmation}</p>
          </div>
          <div className="border-brand-100 rounded-2xl border bg-white p-6">
            <h2 className="text-ink flex items-center gap-2 text-xl font-bold">
              <Download aria-hidden="true" className="text-brand-700 size-5" />
              Print template
            </h2>
            <p className="text-muted mt-2">
              Designing it yourself? The {template.name} template is the lid at true size, with its
              bleed, cut line and safe area, drawn from the outline we cut.
            </p>
            <ul
              className="mt-4 flex flex-wrap gap-2"
              aria-label={`${template.name} template formats`}
            >
              {templateExtensions.map((extension) => (
                <li key={extension}>
                  <a
                    href={templateFilePath(template.slug, extension)}
                    download
                    className="border-brand-200 text-brand-700 hover:bg-brand-50 inline-flex min-h-11 items-center rounded-lg border px-4 font-semibold"
                  >
                    {extension.toUpperCase()}
                    <span className="sr-only"> template for the {template.name}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
      <Section labelledBy="designs-heading">
        <SectionHeading
          id="designs-heading"
          title={`Designs made for the ${name}`}
          intro="Every one is printed to order and cut to this model's lid. Start from your own artwork, or ask us to design it."
        />
        <ul className="grid gap-6 sm:grid-cols-3">
          {others.map((picture) => (
            <li
              key={picture.design.artwork}
              className="border-brand-100 rounded-2xl border bg-white p-3"
            >
              <ModelPictureOf
                picture={picture}
                sizes="(min-width: 1200px) 342px, (min-width: 640px) calc((100vw - 6rem) / 3 - 1.625rem), calc(100vw - 3.625rem)"
                className="h-auto w-full rounded-xl"
              />
              <p className="text-ink mt-3 font-semibold">{picture.design.name}</p>
              <p className="text-muted text-sm">
                <Link to={picture.design.path} className={linkClasses}>
                  {picture.design.audience}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="tint" labelledBy="options-heading">
        <SectionHeading id="options-heading" title="Coverage and finish" />
        <BrandOptions brandName={name} />
      </Section>
    </>
  );
}
