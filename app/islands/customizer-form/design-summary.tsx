import { memo, useEffect, useRef } from "react";
import { DeviceRender, type WrapDesign } from "#app/components/device-render/device-render.tsx";
import type { DeviceBody } from "#app/domain/catalog/bodies.ts";
import { Button } from "#app/components/ui/button.tsx";
import { formatCents } from "#app/lib/format.ts";

/**
 * Keeps a control focused in the form from sitting under the bar at the
 * screen's foot, or under the preview held at its top on a phone. The browser
 * scrolls a focused control into view only when it is off screen, so one on
 * screen but behind the bar stayed hidden (WCAG 2.4.11); the form's scroll
 * margins (`clear-of-bars`) cover the controls scrolled to.
 */
function useKeepFocusClear() {
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = bar.current;
    const form = element?.closest("form");
    if (!element || !form) return;
    const uncover = ({ target }: FocusEvent) => {
      const preview = document.getElementById(previewSectionId);
      if (!(target instanceof HTMLElement) || element.contains(target) || preview?.contains(target))
        return;
      // The control with its hint and message (what it is described by), as far as they reach.
      const described = (target.getAttribute("aria-describedby") ?? "")
        .split(/\s+/)
        .map((id) => (id ? document.getElementById(id) : null));
      const bottom = Math.max(
        ...[target, ...described].map((part) => part?.getBoundingClientRect().bottom ?? 0),
      );
      const control = target.getBoundingClientRect();
      // Beside a bar (the desktop's preview column) is not under it.
      const beside = (other: DOMRect) => control.right <= other.left || control.left >= other.right;
      if (preview && getComputedStyle(preview).position === "sticky") {
        const held = preview.getBoundingClientRect();
        const covered = held.bottom - control.top;
        if (!beside(held) && covered > 0 && control.bottom > held.top) {
          window.scrollBy({ top: -(covered + 16) });
          return;
        }
      }
      const own = element.getBoundingClientRect();
      if (beside(own)) return;
      const hidden = bottom - own.top;
      if (hidden > 0) window.scrollBy({ top: hidden + 16 });
    };
    form.addEventListener("focusin", uncover);
    return () => form.removeEventListener("focusin", uncover);
  }, []);
  return bar;
}

/** Brings the preview back into view (from the phone's bar, far below it). */
function showPreview() {
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  document
    .getElementById(previewSectionId)
    ?.scrollIntoView({ behavior: still ? "auto" : "smooth", block: "start" });
}

/** The preview's section, which the phone's bar scrolls back to. */
export const previewSectionId = "design-preview";

/**
 * What the visitor is buying, with the price and Add to Cart, in one bar
 * after every option (so the button is the last thing in the form), held at
 * the foot of the screen while the form is in view: a card on a desktop, a
 * bar across the screen on a phone.
 */
export const DesignSummary = memo(function DesignSummary({
  body,
  design,
  device,
  coverage,
  finish,
  priceCents,
  pending,
  editing,
}: {
  /** The design on its device, drawn small in the phone's bar. */
  body: DeviceBody;
  design: WrapDesign;
  device: string;
  coverage: string;
  finish: string;
  priceCents: number;
  pending: boolean;
  /** The cart item an edited design replaces. */
  editing: string | null;
}) {
  const bar = useKeepFocusClear();
  return (
    <aside
      ref={bar}
      aria-labelledby="summary-heading"
      // Sticky, not fixed: at the screen's foot while the form is in view, then at the form's end,
      // so it never covers the footer. On a phone it spans the screen, past the page's margins; on
      // a desktop it sits in the preview's column, under the preview (customizer-form.tsx).
      className="sticky bottom-0 z-30 -mx-4 border-t border-gray-200 bg-white px-4 py-3 shadow-[0_-6px_24px_rgba(15,23,42,0.12)] sm:-mx-6 sm:px-6 lg:bottom-4 lg:col-start-1 lg:row-start-1 lg:mx-0 lg:self-end lg:rounded-2xl lg:border lg:px-5 lg:py-4 lg:shadow-lg"
    >
      <h2 id="summary-heading" className="sr-only">
        Summary
      </h2>
      {/* The name on the left, as many lines as it needs (a MacBook's takes two); price over the button on the right. */}
      <div className="mx-auto flex max-w-3xl items-center gap-3 sm:gap-4">
        {/* On a screen too short to hold the preview above the options, the bar shows the design, small. */}
        <button
          type="button"
          onClick={showPreview}
          aria-label="Show the preview"
          className="focus-visible:outline-brand-600 -my-1 shrink-0 rounded-lg bg-gray-100 p-1 focus-visible:outline-3 lg:hidden [@media(min-height:600px)]:hidden"
        >
          <DeviceRender
            body={body}
            view="lid"
            design={design}
            palmrest={false}
            label=""
            id="bar"
            aria-hidden="true"
            className="block h-9 w-12"
          />
        </button>
        <dl className="flex min-w-0 flex-1 flex-wrap gap-x-1 text-xs sm:text-sm">
          <div className="w-full">
            <dt className="sr-only">Device</dt>
            <dd
              className="text-ink line-clamp-3 text-sm leading-snug font-semibold break-words sm:text-base lg:line-clamp-none"
              data-testid="summary-device"
            >
              {device}
            </dd>
          </div>
          <div className="text-muted">
            <dt className="sr-only">Coverage</dt>
            <dd>{coverage}</dd>
          </div>
          <div className="text-muted before:content-['·_']">
            <dt className="sr-only">Finish</dt>
            <dd className="inline">{finish}</dd>
          </div>
        </dl>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <dl>
            <dt className="sr-only">Price</dt>
            <dd
              className="text-ink text-lg font-bold tabular-nums sm:text-xl"
              data-testid="summary-price"
            >
              {formatCents(priceCents)}
            </dd>
          </dl>
          {editing ? <input type="hidden" name="cartItemId" value={editing} /> : null}
          {/* Focusable while pending (see SubmitButton): the added panel hands focus back to it. */}
          <Button
            type="submit"
            size="lg"
            className="shrink-0 max-sm:min-h-11 max-sm:px-4 max-sm:text-sm"
            aria-disabled={pending || undefined}
          >
            Add to Cart
          </Button>
        </div>
      </div>
      {editing ? (
        <p className="text-muted mt-2 text-sm">
          You are editing a design from your cart: adding it replaces that design.
        </p>
      ) : null}
    </aside>
  );
});
