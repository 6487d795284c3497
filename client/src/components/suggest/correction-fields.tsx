import { useId } from "react";
import type { Business } from "@shared/api";
import type { SuggestibleField } from "@shared/suggestion-rules";
import { TextField } from "./form-parts";
import { HoursFields, type HoursText } from "./hours-fields";

type TextField = Exclude<SuggestibleField, "openingHours">;

/** What the visitor typed: a box left empty means no change. */
export type Corrections = Partial<Record<TextField, string>> & { openingHours: HoursText };

const textFields: { field: TextField; label: string; type?: string; autoComplete?: string; address?: boolean }[] = [
  { field: "phone", label: "Phone", type: "tel", autoComplete: "off" },
  { field: "website", label: "Website", type: "url", autoComplete: "off" },
  { field: "address", label: "Street address", address: true },
  { field: "city", label: "City", address: true },
  { field: "state", label: "State", address: true },
  { field: "zipCode", label: "ZIP code", address: true },
  { field: "category", label: "Category" },
];

interface CorrectionFieldsProps {
  business: Business;
  /** A move: the new address only. */
  addressOnly: boolean;
  value: Corrections;
  onChange: (value: Corrections) => void;
  errors: Record<string, string[]>;
}

/** The new values a visitor knows, each beside what the listing says now. */
export function CorrectionFields({ business, addressOnly, value, onChange, errors }: CorrectionFieldsProps) {
  const id = useId();
  const shown = textFields.filter((f) => !addressOnly || f.address);
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-medium text-slate-700">
        {addressOnly ? "The new address, as far as you know it" : "Fill in only what should change"}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {shown.map(({ field, label, type = "text", autoComplete }) => (
          <TextField
            key={field}
            id={`${id}-${field}`}
            label={label}
            hint={business[field] ? `Now: ${business[field]}` : undefined}
            errors={errors[field]}
            type={type}
            autoComplete={autoComplete}
            value={value[field] ?? ""}
            onChange={(text) => onChange({ ...value, [field]: text })}
          />
        ))}
      </div>
      {!addressOnly && (
        <HoursFields
          value={value.openingHours}
          onChange={(openingHours) => onChange({ ...value, openingHours })}
          current={business.openingHours}
          errors={errors.openingHours}
          hint="Leave a day empty if it is right."
        />
      )}
    </fieldset>
  );
}
