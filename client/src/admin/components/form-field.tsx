import { useId, type InputHTMLAttributes, type Ref } from "react";
import { Input, Label, Textarea } from "../../components/ui/input";

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
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <Textarea {...common} rows={4} onChange={(e) => onValue(e.target.value)} className="mt-1" />
      ) : (
        <Input {...input} {...common} ref={inputRef} onChange={(e) => onValue(e.target.value)} className="mt-1" />
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
