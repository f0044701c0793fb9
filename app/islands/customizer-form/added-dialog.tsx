import { CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { DeviceRender, type WrapDesign } from "#app/components/device-render/device-render.tsx";
import { Button, buttonClasses } from "#app/components/ui/button.tsx";
import type { DeviceBody } from "#app/domain/catalog/bodies.ts";
import { formatCount } from "#app/lib/format.ts";

/** SPEC.md section 4, verbatim: now the heading of the panel that confirms it. */
export const addedToCart = "Your custom wrap has been added to cart!";

/** A design as it was added, for the panel's picture and words. */
export interface AddedDesign {
  body: DeviceBody;
  design: WrapDesign;
  palmrest: boolean;
  label: string;
  summary: string;
  /** Units in the cart afterwards, when the server said. */
  cartUnits: number | null;
}

/**
 * The panel after Add to Cart (a modal dialog): the design on its device,
 * Checkout, and Keep designing, which closes it and returns focus to the
 * button that opened it. Escape closes it too.
 */
export function AddedDialog({
  added,
  onClose,
}: {
  added: AddedDesign | null;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (added && !element.open) element.showModal();
    if (!added && element.open) element.close();
  }, [added]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="added-heading"
      onClose={onClose}
      className="m-auto w-[min(34rem,calc(100vw-2rem))] rounded-3xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/50"
    >
      {added ? (
        <div className="grid gap-4 p-6">
          <h2 id="added-heading" className="text-ink flex items-center gap-2 text-xl font-bold">
            <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-green-700" />
            {addedToCart}
          </h2>
          <div className="rounded-2xl bg-[radial-gradient(ellipse_at_50%_35%,#ffffff_0%,#eef0f4_60%,#dde1e8_100%)] p-4">
            <DeviceRender
              body={added.body}
              view="lid"
              design={added.design}
              palmrest={added.palmrest}
              label={added.label}
              id="added"
              className="mx-auto block max-h-64 w-full"
            />
          </div>
          <p className="text-muted">
            {added.summary}
            {added.cartUnits !== null
              ? ` Your cart now holds ${formatCount(added.cartUnits)} ${added.cartUnits === 1 ? "wrap" : "wraps"}.`
              : ""}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row-reverse">
            {/* A plain link: islands live outside React Router. */}
            <a href="/checkout" className={buttonClasses("default", "lg", "sm:flex-1")}>
              Checkout
            </a>
            <Button
              type="button"
              variant="outline"
              size="lg"
              className="sm:flex-1"
              onClick={() => dialog.current?.close()}
            >
              Keep designing
            </Button>
          </div>
          <a
            href="/cart"
            className="text-brand-700 text-center font-medium underline underline-offset-4"
          >
            View cart
          </a>
        </div>
      ) : null}
    </dialog>
  );
}
