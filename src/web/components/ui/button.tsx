import type { ButtonHTMLAttributes } from "react";

type Variant = "primary" | "secondary" | "ghost" | "outline";
type Size = "sm" | "md" | "lg" | "icon";

const VARIANTS: Record<Variant, string> = {
  primary: "bg-rose-700 text-white hover:bg-rose-800 disabled:bg-stone-400",
  secondary: "bg-rose-50 text-rose-800 hover:bg-rose-100 disabled:text-stone-500",
  outline: "border border-rose-200 bg-white text-rose-800 hover:bg-rose-50 disabled:text-stone-500",
  ghost: "text-stone-700 hover:bg-rose-50 hover:text-rose-800",
};
const SIZES: Record<Size, string> = {
  sm: "min-h-9 px-3 text-sm",
  md: "min-h-11 px-4 text-base",
  lg: "min-h-12 px-6 text-base sm:text-lg",
  icon: "h-11 w-11",
};

/** Shared by <button> and router links styled as buttons. 44 px targets for small screens. */
export function buttonClasses(variant: Variant = "primary", size: Size = "md"): string {
  return [
    "inline-flex items-center justify-center gap-2 rounded-full font-medium transition-colors",
    "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-rose-600",
    "disabled:cursor-not-allowed",
    VARIANTS[variant],
    SIZES[size],
  ].join(" ");
}

export function Button({
  variant,
  size,
  className = "",
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: Size }) {
  return (
    <button type={type} className={`${buttonClasses(variant, size)} ${className}`} {...props} />
  );
}
