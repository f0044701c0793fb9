import type { ReactNode } from "react";

/**
 * Text that must never break across lines: a price with its sign ("−$62.88"),
 * an order number ("WC-CB7EGKRS"). Browsers break after a minus or a hyphen.
 */
export function Nowrap({ children }: { children: ReactNode }) {
  return <span className="whitespace-nowrap">{children}</span>;
}
