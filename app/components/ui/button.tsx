import { clsx } from "clsx";
import type { ComponentProps } from "react";

/** Button variants and sizes of the design system (SPEC.md section 9). */
export type ButtonVariant =
  | "default"
  | "destructive"
  | "outline"
  | "secondary"
  | "ghost"
  | "link"
  | "hero"
  | "premium"
  | "accent"
  | "outline-hero";
export type ButtonSize = "default" | "sm" | "lg" | "icon";

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-60 cursor-pointer";

const variants: Record<ButtonVariant, string> = {
  default: "bg-brand-700 text-white hover:bg-brand-800",
  destructive: "bg-red-700 text-white hover:bg-red-800",
  outline: "border-2 border-brand-700 bg-white text-brand-800 hover:bg-brand-50",
  secondary: "bg-brand-100 text-brand-900 hover:bg-brand-200",
  ghost: "text-ink hover:bg-brand-50",
  link: "text-brand-700 underline underline-offset-4 hover:text-brand-900",
  hero: "bg-accent-400 text-ink shadow-lg hover:bg-accent-500 focus-visible:outline-white",
  premium: "bg-gradient-to-r from-brand-700 to-brand-900 text-white shadow-md hover:from-brand-800",
  accent: "bg-accent-400 text-ink hover:bg-accent-500",
  "outline-hero":
    "border-2 border-white bg-transparent text-white hover:bg-white/10 focus-visible:outline-white",
};

const sizes: Record<ButtonSize, string> = {
  default: "min-h-11 px-5 py-2.5 text-sm",
  sm: "min-h-9 px-3 py-1.5 text-sm",
  lg: "min-h-12 px-7 py-3 text-base",
  icon: "size-11",
};

export function buttonClasses(
  variant: ButtonVariant = "default",
  size: ButtonSize = "default",
  className?: string,
): string {
  return clsx(base, variants[variant], sizes[size], className);
}

export interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & StyleProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
