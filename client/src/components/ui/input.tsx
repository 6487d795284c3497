import type { InputHTMLAttributes, LabelHTMLAttributes, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

/** One look for every text box and select: a 40 px box, a brand focus ring, a red border when aria-invalid. */
const fieldClass =
  "h-10 w-full rounded-lg border border-slate-400 bg-white px-3 text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-600";

const withClass = (className: string | undefined) => (className ? `${fieldClass} ${className}` : fieldClass);

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input className={withClass(className)} {...props} />;
}

/** A text box of several lines: as tall as its rows, not the 40 px of a one-line box. */
export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return <textarea className={withClass(`h-auto py-2 ${className ?? ""}`.trim())} {...props} />;
}

export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return <select className={withClass(className)} {...props} />;
}

const labelClass = "block text-sm font-medium text-slate-700";

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={className ? `${labelClass} ${className}` : labelClass} {...props} />;
}
