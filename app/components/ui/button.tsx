import type { ComponentProps } from "react";
import { Link } from "react-router";
import { cn } from "~/utils/cn";

type Variant = "primary" | "secondary" | "danger" | "ghost" | "light" | "outline-light";
type Size = "md" | "lg";

/** Shape, type and states every button shares: the `btn` utility in app.css. */
const BASE = "btn";

const VARIANTS: Record<Variant, string> = {
  primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700 focus-visible:outline-brand-600",
  secondary:
    "border border-slate-300 bg-white text-navy-900 hover:border-brand-600 hover:text-brand-700 focus-visible:outline-brand-600",
  danger:
    "border border-red-200 bg-white text-red-700 hover:border-red-300 hover:bg-red-50 focus-visible:outline-red-600",
  ghost: "text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-600",
  light: "bg-white text-navy-900 shadow-sm hover:bg-brand-50 focus-visible:outline-white",
  "outline-light":
    "border border-white/40 text-white hover:border-white hover:bg-white/10 focus-visible:outline-white",
};

const SIZES: Record<Size, string> = {
  md: "px-4 py-2.5 text-sm",
  lg: "px-6 py-3.5 text-base",
};

export function buttonClasses(variant: Variant = "primary", size: Size = "md", extra?: string) {
  return cn(BASE, VARIANTS[variant], SIZES[size], extra);
}

type ButtonProps = ComponentProps<"button"> & { variant?: Variant; size?: Size };

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: Variant; size?: Size };

export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />;
}
