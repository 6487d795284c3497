import { useId, type InputHTMLAttributes, type Ref } from "react";
import { inputClass, labelClass } from "./styles";

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "id"> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  hint?: string;
  multiline?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/** A labelled text input (or textarea) whose error and hint are tied to it for assistive technology. */
export function FormField({ label, value, onValue, error, hint, multiline = false, inputRef, className, ...input }: FormFieldProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described,
  } as const;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(e) => onValue(e.target.value)} className={`${inputClass} mt-1 h-auto py-2`} />
      ) : (
        <input {...input} {...common} ref={inputRef} onChange={(e) => onValue(e.target.value)} className={`${inputClass} mt-1`} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
