import { Minus, Plus } from "lucide-react";
import type { MouseEvent } from "react";
import { intentButton, quantityField, shownField } from "#app/cart/cart-form.ts";
import type { CartViewLine } from "#app/cart/cart-lines.ts";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { controlClass } from "#app/components/ui/control.ts";
import { maxQuantity } from "#app/domain/pricing.ts";
import type { useCartChanges } from "./use-cart-changes.ts";

type Changes = ReturnType<typeof useCartChanges>;

const stepperClass =
  "text-ink flex size-11 shrink-0 items-center justify-center rounded-lg border border-gray-400 bg-white hover:bg-gray-50 focus-visible:outline-brand-600 focus-visible:outline-3 disabled:opacity-40";

/** A cart line, where its changes go, its quantity's error, and whether script runs. */
export interface LineProps {
  line: CartViewLine;
  changes: Changes;
  error: string | undefined;
  scripted: boolean;
}

/**
 * A line's quantity: typed or stepped, applied by itself once script runs.
 * Without script the steppers and Update post the cart's form (with every
 * line's typed quantity), so it works either way.
 */
export function QuantityControl({ line, changes, error, scripted }: LineProps) {
  const name = line.design.designName;
  const inputId = `quantity-${line.id}`;
  const errorId = `quantity-error-${line.id}`;
  const value = changes.drafts[line.id] ?? String(line.quantity);
  const stepper = (by: 1 | -1) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    changes.step(line.id, by);
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      {/*
        The form's first submit button is the one Enter in a field presses, so
        it is Update, not a stepper. Without script it is seen (shown last); with
        script a quantity applies by itself, and it stays only for Enter.
      */}
      <button
        {...intentButton({ kind: "update" })}
        aria-label={`Update quantity of ${name}`}
        tabIndex={scripted ? -1 : undefined}
        aria-hidden={scripted ? true : undefined}
        className={scripted ? "sr-only" : buttonClasses("outline", "default", "order-last")}
      >
        Update
      </button>
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-ink text-sm font-medium">
          Quantity
        </label>
        <div className="flex items-center gap-1.5">
          <button
            {...intentButton({ kind: "fewer", itemId: line.id })}
            aria-label={`One fewer ${name}`}
            // Only script knows what the field says now; without it the server answers a step below 1.
            disabled={scripted && value === "1"}
            onClick={stepper(-1)}
            className={stepperClass}
          >
            <Minus aria-hidden="true" className="size-4" />
          </button>
          <input type="hidden" name={shownField(line.id)} value={line.quantity} />
          <input
            id={inputId}
            name={quantityField(line.id)}
            type="number"
            inputMode="numeric"
            min={1}
            max={maxQuantity}
            step={1}
            required
            value={value}
            onChange={(event) => changes.setQuantity(line.id, event.currentTarget.value)}
            onBlur={() => changes.applyNow(line.id)}
            // The page the server answers a wrong quantity with opens on it.
            autoFocus={Boolean(error) && !scripted}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={`${controlClass} w-20 text-center tabular-nums`}
          />
          <button
            {...intentButton({ kind: "more", itemId: line.id })}
            aria-label={`One more ${name}`}
            onClick={stepper(1)}
            className={stepperClass}
          >
            <Plus aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="order-last w-full text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
