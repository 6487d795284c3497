import { useId, useState } from "react";
import type { Business } from "@shared/api";
import { maxNoteLength, type ReportKind } from "@shared/suggestion-rules";
import type { SuggestionRequest } from "@shared/suggestions";
import { Modal } from "../ui/modal";
import { useSendSuggestion } from "../../api/suggestions";
import { Button } from "../ui/button";
import { Textarea } from "../ui/input";
import { Field, refusal } from "./form-parts";
import { SendControls, SendFailure } from "./send-controls";
import { filledHours } from "./hours-fields";
import { CorrectionFields, type Corrections } from "./correction-fields";
import { ThankYou } from "./thank-you";
import { useSpamGuard } from "./use-spam-guard";

const reports: { kind: ReportKind; label: string }[] = [
  { kind: "edit", label: "Some details are wrong" },
  { kind: "moved", label: "It has moved" },
  { kind: "temporarily-closed", label: "It is closed for now" },
  { kind: "permanently-closed", label: "It has closed for good" },
];

/** Only what the visitor filled in: an empty box means "no change". */
function filled(corrections: Corrections): SuggestionRequest["changes"] {
  const { openingHours, ...fields } = corrections;
  const changes: Record<string, unknown> = Object.fromEntries(Object.entries(fields).filter(([, value]) => value?.trim()));
  const hours = filledHours(openingHours);
  return hours ? { ...changes, openingHours: hours } : changes;
}

/** "Suggest an edit" (issue 41): the visitor's report, sent to the operator's queue; loaded on demand. */
export function SuggestEditDialog({ business, onClose }: { business: Business; onClose: () => void }) {
  const id = useId();
  const [report, setReport] = useState<ReportKind>("edit");
  const [corrections, setCorrections] = useState<Corrections>({ openingHours: {} });
  const [note, setNote] = useState("");
  const guard = useSpamGuard();
  const send = useSendSuggestion(business.id);
  const { body, errors } = refusal(send.error);

  const submit = (event: React.FormEvent) =>
    guard.submit(event, (spamFields, onError) => {
      const changes = report === "edit" || report === "moved" ? filled(corrections) : {};
      send.mutate({ report, changes, note: note.trim() || undefined, ...spamFields }, { onError });
    });

  if (send.isSuccess) {
    return (
      <Modal title="Thank you" onClose={onClose} size="sm">
        <ThankYou onClose={onClose}>Nothing changes on this page until then.</ThankYou>
      </Modal>
    );
  }
  return (
    <Modal title="Suggest an edit" onClose={onClose} describedBy={`${id}-intro`}>
      <form onSubmit={submit} noValidate className="relative space-y-5">
        <p id={`${id}-intro`} className="text-sm text-slate-700">
          Tell us what is wrong with <strong>{business.name}</strong>. The directory's editor checks every suggestion before it appears.
        </p>
        <SendFailure error={send.error} body={body} fallback="Your suggestion could not be sent. Check your connection and try again." />
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">What is wrong?</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {reports.map(({ kind, label }) => (
              <label
                key={kind}
                className="flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input type="radio" name="report" value={kind} checked={report === kind} onChange={() => setReport(kind)} className="accent-brand-600" />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        {(report === "edit" || report === "moved") && (
          <CorrectionFields business={business} addressOnly={report === "moved"} value={corrections} onChange={setCorrections} errors={errors} />
        )}
        <Field id={`${id}-note`} label="Note" hint={`Optional, for the editor. ${note.length} of ${maxNoteLength} characters.`} errors={errors.note}>
          {(describedBy) => (
            <Textarea
              id={`${id}-note`}
              rows={3}
              maxLength={maxNoteLength}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              aria-describedby={describedBy}
            />
          )}
        </Field>
        <SendControls guard={guard} errors={errors} pending={send.isPending} label="Send suggestion">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </SendControls>
      </form>
    </Modal>
  );
}
