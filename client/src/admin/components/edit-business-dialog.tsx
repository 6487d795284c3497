import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { noCountry, type Business } from "@shared/api";
import { ratingRange } from "@shared/business-rules";
import { useCategories } from "../../api/categories";
import { useCountries } from "../../api/countries";
import { Button } from "../../components/ui/button";
import { serverMessage } from "../../api/api-client";
import { useUpdateBusiness } from "../api/admin-data";
import { toast } from "../toast-store";
import {
  checkChanges,
  fieldLabels,
  formValuesOf,
  serverFieldErrors,
  type BusinessFormValues,
  type FieldErrors,
  type FormField as Field,
} from "./business-form";
import { EditHistory } from "./edit-history";
import { FormField } from "./form-field";
import { HoursFields, StatusField } from "./hours-status-fields";
import { Modal } from "../../components/ui/modal";

export interface EditBusinessDialogProps {
  business: Business;
  onClose: () => void;
  returnFocus?: HTMLElement | null;
}

type TextField = Exclude<Field, "isVerified" | "businessStatus" | "openingHours">;

/** Edits one business: checked with the shared schema first, and only the changed fields are sent. */
export function EditBusinessDialog({ business, onClose, returnFocus }: EditBusinessDialogProps) {
  const id = useId();
  const update = useUpdateBusiness();
  const categories = useCategories().data ?? [];
  const countries = useCountries().data ?? [];
  const [initial, setInitial] = useState(() => formValuesOf(business));
  const [values, setValues] = useState<BusinessFormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusRequest > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    setFocusRequest((n) => n + 1);
  };

  const field = (key: TextField) => ({
    label: fieldLabels[key],
    value: values[key],
    error: errors[key],
    onValue: (value: string) => setValues((v) => ({ ...v, [key]: value })),
  });

  /** After a revert the form shows the business as it now is. */
  const showReverted = (reverted: Business) => {
    setInitial(formValuesOf(reverted));
    setValues(formValuesOf(reverted));
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkChanges(initial, values);
    if (!check.ok) return showErrors(check.errors);
    setErrors({});
    try {
      const saved = await update.mutateAsync({ id: business.id, changes: check.changes });
      toast({ title: "Business updated", description: `${saved.name} was saved.` });
      onClose();
    } catch (error) {
      showErrors(serverFieldErrors(error));
      toast({ title: "Update failed", description: serverMessage(error, "Failed to update business"), variant: "destructive" });
    }
  };

  return (
    <Modal title={`Edit ${business.name}`} onClose={onClose} initialFocus={nameInput} returnFocus={returnFocus}>
      <form ref={form} noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <FormField {...field("name")} inputRef={nameInput} required className="sm:col-span-2" />
        <FormField {...field("category")} required list={`${id}-categories`} autoComplete="off" />
        <datalist id={`${id}-categories`}>
          {categories.map((c) => (
            <option key={c.slug} value={c.category} />
          ))}
        </datalist>
        <FormField {...field("phone")} type="tel" />
        <FormField {...field("address")} className="sm:col-span-2" />
        <FormField {...field("city")} />
        <FormField {...field("state")} />
        <FormField {...field("zipCode")} />
        <FormField {...field("country")} list={`${id}-countries`} autoComplete="off" />
        <datalist id={`${id}-countries`}>
          {countries
            .filter((c) => c.country !== noCountry)
            .map((c) => (
              <option key={c.country} value={c.country} />
            ))}
        </datalist>
        <FormField {...field("email")} type="email" />
        <FormField {...field("website")} type="url" hint="Starts with http:// or https://" />
        <FormField
          {...field("rating")}
          type="number"
          min={ratingRange.min}
          max={ratingRange.max}
          step={0.1}
          inputMode="decimal"
          hint={`${ratingRange.min} to ${ratingRange.max}; leave empty for no rating`}
        />
        <FormField {...field("reviewCount")} type="number" min={0} step={1} inputMode="numeric" />
        <StatusField value={values.businessStatus} error={errors.businessStatus} onValue={(businessStatus) => setValues((v) => ({ ...v, businessStatus }))} />
        <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={values.isVerified}
            onChange={(e) => setValues((v) => ({ ...v, isVerified: e.target.checked }))}
            className="size-4 rounded border-slate-400 accent-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500"
          />
          Verified
        </label>
        <FormField {...field("description")} multiline className="sm:col-span-2" />
        <HoursFields hours={values.openingHours} error={errors.openingHours} onHours={(openingHours) => setValues((v) => ({ ...v, openingHours }))} />
        {errors.form && (
          <p role="alert" className="text-sm text-red-700 sm:col-span-2">
            {errors.form}
          </p>
        )}
        <div className="flex justify-end gap-3 sm:col-span-2">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={update.isPending} aria-busy={update.isPending}>
            {update.isPending ? "Saving..." : "Save changes"}
          </Button>
        </div>
      </form>
      <EditHistory businessId={business.id} onReverted={showReverted} />
    </Modal>
  );
}
