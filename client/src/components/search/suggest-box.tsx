import { Building2, Hash, MapPin, Search, Tag } from "lucide-react";
import { useState } from "react";
import type { SuggestQuery, Suggestion } from "@shared/api";
import { useSuggestions } from "../../api/suggest";
import { Combobox } from "../ui/combobox";

const kinds: Record<Suggestion["kind"], { name: string; Icon: typeof Tag }> = {
  category: { name: "Category", Icon: Tag },
  city: { name: "City", Icon: MapPin },
  business: { name: "Business", Icon: Building2 },
  zip: { name: "ZIP code", Icon: Hash },
};

function SuggestionOption({ suggestion }: { suggestion: Suggestion }) {
  const { name, Icon } = kinds[suggestion.kind];
  return (
    <>
      <Icon aria-hidden className="size-4 shrink-0 text-slate-500" />
      <span className="line-clamp-2 min-w-0 flex-1 break-words">{suggestion.label}</span>
      <span className="shrink-0 text-xs text-slate-600">{name}</span>
    </>
  );
}

interface SuggestBoxProps {
  field: SuggestQuery["field"];
  label: string;
  id?: string;
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
  onPick: (suggestion: Suggestion) => void;
  fieldClassName: string;
  inputClassName: string;
}

/** A search box that suggests as the visitor types: `what` suggests categories, cities and businesses; `where` cities and ZIP codes. */
export function SuggestBox({ field, label, onValueChange, ...props }: SuggestBoxProps) {
  // Only typed text is looked up: a box filled from the URL or by a pick asks for nothing.
  const [typed, setTyped] = useState("");
  const suggestions = useSuggestions(field, typed);
  const Icon = field === "what" ? Search : MapPin;
  return (
    <Combobox
      {...props}
      label={label}
      listLabel={`${label} suggestions`}
      icon={<Icon aria-hidden className="size-5 shrink-0 text-slate-500" />}
      onValueChange={(value) => {
        setTyped(value);
        onValueChange(value);
      }}
      options={suggestions}
      optionKey={(s) => `${s.kind}:${s.url}:${s.value}`}
      renderOption={(s) => <SuggestionOption suggestion={s} />}
      // The kind is part of the name, so a listener can tell a city from a business of the same name.
      optionLabel={(s) => `${s.label}, ${kinds[s.kind].name}`}
    />
  );
}
