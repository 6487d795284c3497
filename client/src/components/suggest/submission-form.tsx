import { useId, useState } from "react";
import { textLimits } from "@shared/business-rules";
import type { SubmissionRequest } from "@shared/suggestions";
import { useSendSubmission } from "../../api/suggestions";
import { Textarea } from "../ui/input";
import { Field, refusal, TextField } from "./form-parts";
import { SendControls, SendFailure } from "./send-controls";
import { filledHours, HoursFields, type HoursText } from "./hours-fields";
import { ThankYou } from "./thank-you";
import { useSpamGuard } from "./use-spam-guard";

type TextField = Exclude<keyof SubmissionRequest, "openingHours" | "altcha" | "homepage">;

const fields: { field: TextField; label: string; required?: boolean; type?: string; autoComplete?: string; hint?: string; wide?: boolean }[] = [
  { field: "name", label: "Business name", required: true, autoComplete: "organization", wide: true },
  { field: "category", label: "Category", required: true, hint: "Such as Italian restaurant, dentist or auto repair." },
  { field: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
  { field: "address", label: "Street address", required: true, autoComplete: "address-line1", wide: true },
  { field: "city", label: "City", required: true, autoComplete: "address-level2" },
  { field: "state", label: "State", required: true, autoComplete: "address-level1" },
  { field: "zipCode", label: "ZIP code", required: true, autoComplete: "postal-code" },
  { field: "website", label: "Website", type: "url", autoComplete: "url" },
  { field: "email", label: "Your e-mail", required: true, type: "email", autoComplete: "email", hint: "Only the editor sees it, to ask about the listing." },
];

/** The owner's form on /add-business (issue 41): the business, queued for the editor; loaded on demand. */
export function SubmissionForm() {
  const id = useId();
  const [values, setValues] = useState<Partial<Record<TextField, string>>>({});
  const [hours, setHours] = useState<HoursText>({});
  const guard = useSpamGuard();
  const send = useSendSubmission();
  const { body, errors } = refusal(send.error);

  const submit = (event: React.FormEvent) =>
    guard.submit(event, (spamFields, onError) => {
      const typed = Object.fromEntries(Object.entries(values).filter(([, value]) => value?.trim()));
      const request = {
        name: "",
        category: "",
        address: "",
        city: "",
        state: "",
        zipCode: "",
        email: "",
        ...typed,
        openingHours: filledHours(hours),
        ...spamFields,
      };
      send.mutate(request, { onError });
    });

  if (send.isSuccess) return <ThankYou>We will write to you if anything is unclear, and your business appears once it is accepted.</ThankYou>;
  return (
    <form onSubmit={submit} noValidate className="relative space-y-5" aria-describedby={`${id}-required`}>
      <p id={`${id}-required`} className="text-sm text-slate-600">
        Fields marked * are required.
      </p>
      <SendFailure error={send.error} body={body} fallback="Your business could not be sent. Check your connection and try again." />
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map(({ field, label, required, type = "text", autoComplete, hint, wide }) => (
          <div key={field} className={wide ? "sm:col-span-2" : undefined}>
            <TextField
              id={`${id}-${field}`}
              label={required ? `${label} *` : label}
              hint={hint}
              errors={errors[field]}
              type={type}
              autoComplete={autoComplete}
              required={required}
              value={values[field] ?? ""}
              onChange={(text) => setValues({ ...values, [field]: text })}
            />
          </div>
        ))}
      </div>
      <HoursFields value={hours} onChange={setHours} errors={errors.openingHours} hint="Leave a day empty if you are not sure." />
      <Field id={`${id}-description`} label="Description" hint="Optional: what you offer, in a few sentences." errors={errors.description}>
        {(describedBy) => (
          <Textarea
            id={`${id}-description`}
            rows={4}
            maxLength={textLimits.description}
            value={values.description ?? ""}
            onChange={(e) => setValues({ ...values, description: e.target.value })}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      <SendControls guard={guard} errors={errors} pending={send.isPending} label="Send your business" />
    </form>
  );
}
