import type { ReactNode } from "react";
import type { ErrorResponse } from "@shared/api";
import { ApiError } from "../../api/api-client";
import { Input, Label } from "../ui/input";

/** The server's messages for one field, read beside it (`{field} {message}`, as the API words them). */
export function FieldError({ id, label, messages }: { id: string; label: string; messages: string[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {label} {messages.join("; ")}
    </p>
  );
}

/** A labelled control with its hint and the server's error, tied to it by aria-describedby. */
export function Field(props: { id: string; label: string; hint?: string; errors?: string[]; children: (describedBy: string | undefined) => ReactNode }) {
  const { id, label, hint, errors, children } = props;
  const describedBy = [hint && `${id}-hint`, errors?.length && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <div className="mt-1">{children(describedBy)}</div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} label={label} messages={errors} />
    </div>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  hint?: string;
  errors?: string[];
  type?: string;
  autoComplete?: string;
  required?: boolean;
  value: string;
  onChange: (value: string) => void;
}

/** A one-line text box as a Field, marked invalid while the server's error for it stands. */
export function TextField({ id, label, hint, errors, value, onChange, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} errors={errors}>
      {(describedBy) => (
        <Input
          id={id}
          {...input}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={errors ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </Field>
  );
}

/** A failed send's body, and its field errors by field name ("changes.phone" read as "phone"). */
export function refusal(error: unknown): { body: ErrorResponse | undefined; errors: Record<string, string[]> } {
  const body = error instanceof ApiError ? error.body : undefined;
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(body?.errors ?? {})) (errors[field.replace(/^changes\./, "").split(".")[0] ?? field] ??= []).push(...messages);
  return { body, errors };
}
