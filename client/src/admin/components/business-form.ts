import type { z } from "zod";
import { businessUpdate, type BusinessUpdate } from "@shared/admin-api";
import type { Business } from "@shared/api";
import { weekdays } from "@shared/opening-hours";
import { ApiError } from "../../api/api-client";

type Weekday = (typeof weekdays)[number];
/** Each day's hours as typed; blank for a day with no hours listed. */
export type WeekHours = Record<Weekday, string>;

/** The editable fields the form shows: every one but the SEO text, which has a panel of its own (seo-panel.tsx). */
export type FormField = Exclude<keyof BusinessUpdate, "seoTitle" | "seoDescription">;

/**
 * What the edit form holds, keyed by the editable fields: text as typed (a status as its
 * shared/business-status.ts value, "" for none), the Verified checkbox and the week's hours.
 */
export type BusinessFormValues = Record<Exclude<FormField, "isVerified" | "openingHours">, string> & { isVerified: boolean; openingHours: WeekHours };
/** A message per field, plus "form" for what belongs to no one field. */
export type FieldErrors = Partial<Record<FormField | "form", string>>;

export const fieldLabels: Record<FormField, string> = {
  name: "Name",
  category: "Category",
  address: "Address",
  city: "City",
  state: "State",
  zipCode: "Zip code",
  country: "Country",
  phone: "Phone",
  email: "Email",
  website: "Website",
  rating: "Rating",
  reviewCount: "Review count",
  isVerified: "Verified",
  businessStatus: "Status",
  description: "Description",
  openingHours: "Opening hours",
};

const nullableText = ["address", "city", "state", "zipCode", "country", "phone", "email", "website", "description"] as const;
const isFormField = (key: string): key is FormField => key in fieldLabels;

export function formValuesOf(business: Business): BusinessFormValues {
  return {
    name: business.name,
    category: business.category,
    address: business.address ?? "",
    city: business.city ?? "",
    state: business.state ?? "",
    zipCode: business.zipCode ?? "",
    country: business.country ?? "",
    phone: business.phone ?? "",
    email: business.email ?? "",
    website: business.website ?? "",
    rating: business.rating === null ? "" : String(business.rating),
    reviewCount: String(business.reviewCount),
    isVerified: business.isVerified,
    businessStatus: business.businessStatus ?? "",
    description: business.description ?? "",
    openingHours: Object.fromEntries(weekdays.map((day) => [day, business.openingHours?.[day] ?? ""])) as WeekHours,
  };
}

/** The days typed, trimmed, in week order; null when none is. */
function hoursOf(week: WeekHours): Record<string, string> | null {
  const days = weekdays.map((day) => [day, week[day].trim()] as const).filter(([, text]) => text !== "");
  return days.length ? Object.fromEntries(days) : null;
}

const sameValue = (a: BusinessFormValues[FormField], b: BusinessFormValues[FormField]) =>
  typeof a === "object" && typeof b === "object" ? weekdays.every((day) => a[day] === b[day]) : a === b;

/** Messages the shared schema words for people ("is required", a refinement's own) are kept; zod's own are reworded. */
function issueText(issue: z.core.$ZodIssue): string {
  if (/^[a-z]/.test(issue.message) || issue.code === "custom") return issue.message;
  if (issue.code === "too_big") return `must be at most ${String(issue.maximum)}`;
  if (issue.code === "too_small") return `must be at least ${String(issue.minimum)}`;
  if (issue.code === "invalid_type" && issue.expected === "int") return "must be a whole number";
  if (issue.code === "invalid_type") return "must be a number";
  return "is not valid";
}

/** "Rating must be at most 5"; a message that is already a sentence stays as it is. */
function fieldMessage(field: FormField, message: string): string {
  return /^[a-z]/.test(message) ? `${fieldLabels[field]} ${message}` : `${fieldLabels[field]}: ${message}`;
}

function numberOrError(text: string, field: "rating" | "reviewCount", errors: FieldErrors): number | null {
  const value = text.trim();
  if (value === "") {
    if (field === "reviewCount") errors.reviewCount = fieldMessage(field, "is required");
    return null;
  }
  const number = Number(value);
  if (!Number.isFinite(number)) errors[field] = fieldMessage(field, "must be a number");
  return number;
}

export type FormCheck = { ok: true; changes: BusinessUpdate } | { ok: false; errors: FieldErrors };

/**
 * The fields that differ from the business as loaded, converted to the API's
 * types (blank text is null, blank rating is "no rating") and checked with the
 * same schema the server uses.
 */
export function checkChanges(initial: BusinessFormValues, current: BusinessFormValues): FormCheck {
  const errors: FieldErrors = {};
  const changes: Record<string, unknown> = {};
  const changed = (Object.keys(current) as FormField[]).filter((key) => !sameValue(current[key], initial[key]));
  for (const key of changed) {
    if (key === "isVerified") changes[key] = current.isVerified;
    else if (key === "openingHours") changes[key] = hoursOf(current.openingHours);
    else if (key === "businessStatus") changes[key] = current.businessStatus || null;
    else if (key === "rating" || key === "reviewCount") changes[key] = numberOrError(current[key], key, errors);
    else if ((nullableText as readonly string[]).includes(key)) changes[key] = current[key].trim() || null;
    else changes[key] = current[key];
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (changed.length === 0) return { ok: false, errors: { form: "Nothing has changed yet." } };
  const result = businessUpdate.safeParse(changes);
  if (result.success) return { ok: true, changes: result.data };
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "");
    if (isFormField(key)) errors[key] ??= fieldMessage(key, issueText(issue));
    else errors.form ??= issue.message;
  }
  return { ok: false, errors };
}

/** The per-field errors of a 400 answer (`{ message, errors }`), as the form shows them. */
export function serverFieldErrors(error: unknown): FieldErrors {
  const result: FieldErrors = {};
  if (!(error instanceof ApiError)) return result;
  for (const [key, [first]] of Object.entries(error.body?.errors ?? {})) {
    if (first === undefined) continue;
    if (isFormField(key)) result[key] = fieldMessage(key, first);
    else result.form = first;
  }
  return result;
}
