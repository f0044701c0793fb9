import { clsx } from "clsx";
import type { ReactNode } from "react";

export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={clsx("border-brand-100 rounded-2xl border bg-white p-6 shadow-sm", className)}>
      {children}
    </div>
  );
}
