import type { ButtonHTMLAttributes, Ref } from "react";

/** Visible focus rings, AA contrast and a clear disabled look, the same on every button. */
const focusRing = "focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none";
const base = `inline-flex items-center justify-center text-sm font-medium whitespace-nowrap disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`;

const variants = {
  primary: "bg-brand-600 text-white hover:bg-brand-700",
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
  danger: "bg-red-700 text-white hover:bg-red-800",
  /** The chosen one of a set, such as the current page. */
  current: "border border-brand-600 bg-brand-600 text-white",
  /** Text-coloured, for small actions inside table rows. */
  quiet: "text-brand-700 hover:bg-brand-50",
  quietDanger: "text-red-700 hover:bg-red-50",
};

const sizes = {
  md: "gap-2 rounded-lg px-4 py-2",
  /** Narrower, for buttons holding a number or an icon. */
  compact: "gap-2 rounded-lg px-3 py-2",
  sm: "gap-1 rounded-md px-2.5 py-1.5",
};

export interface ButtonLook {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  className?: string;
}

/** A button's classes, for the rare element that must look like one without being one (a download link). */
export function buttonClasses({ variant = "secondary", size = "md", className }: ButtonLook = {}): string {
  return [base, sizes[size], variants[variant], className].filter(Boolean).join(" ");
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  ref?: Ref<HTMLButtonElement>;
}

/** The app's button: `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
