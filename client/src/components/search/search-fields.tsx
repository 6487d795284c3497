import { useLocation } from "wouter";
import type { useNearMe } from "../../lib/use-near-me";
import { NearMeButton } from "./near-me";
import { SuggestBox } from "./suggest-box";

interface Box {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The "what" and "where" boxes with "Near me", as the home and browse searches
 * show them: picking a "what" suggestion opens its page, picking a "where" one
 * fills the box.
 */
export function SearchFields(props: {
  what: Box & { id?: string; label: string; placeholder: string };
  where: Box;
  nearMe: Pick<ReturnType<typeof useNearMe>, "locating" | "locate">;
  fieldClassName: string;
  inputClassName: string;
  nearMeClassName: string;
}) {
  const [, navigate] = useLocation();
  const { what, where, nearMe, fieldClassName, inputClassName } = props;
  return (
    <>
      <SuggestBox
        id={what.id}
        field="what"
        label={what.label}
        placeholder={what.placeholder}
        value={what.value}
        onValueChange={what.onChange}
        onPick={(suggestion) => navigate(suggestion.url)}
        fieldClassName={fieldClassName}
        inputClassName={inputClassName}
      />
      <div className="flex gap-2">
        <SuggestBox
          field="where"
          label="Location"
          placeholder="City, State or ZIP Code"
          value={where.value}
          onValueChange={where.onChange}
          onPick={(suggestion) => where.onChange(suggestion.value)}
          fieldClassName={fieldClassName}
          inputClassName={inputClassName}
        />
        <NearMeButton locating={nearMe.locating} onClick={nearMe.locate} className={props.nearMeClassName} />
      </div>
    </>
  );
}
