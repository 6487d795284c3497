import { FileUp, Loader2 } from "lucide-react";
import { useId, useRef, useState, type DragEvent } from "react";

const spreadsheetAccept = ".xlsx,.xls,.csv";

/**
 * Choose or drop several spreadsheets. While `busy`, the choose button is
 * disabled and drops are ignored, so one batch finishes before the next starts.
 */
export function FileDrop({ onFiles, busy }: { onFiles: (files: File[]) => void; busy: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = busy ? "none" : "copy";
    setOver(true);
  };
  const onDragLeave = (event: DragEvent) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setOver(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!busy) onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <div
      data-testid="file-drop"
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors ${
        over && !busy ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-slate-50"
      }`}
    >
      <FileUp aria-hidden className="size-8 text-slate-500" />
      <p className="text-slate-700">{busy ? "Uploading… new files can be added when this batch has finished." : "Drag and drop spreadsheets here, or"}</p>
      <button
        type="button"
        disabled={busy}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
        className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-slate-500"
      >
        {busy ? <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" /> : <FileUp aria-hidden className="size-4" />}
        {busy ? "Uploading…" : "Choose files"}
      </button>
      <p id={hintId} className="text-sm text-slate-600">
        .xlsx, .xls or .csv; several files at once, each uploaded on its own.
      </p>
      <input
        ref={input}
        type="file"
        multiple
        accept={spreadsheetAccept}
        disabled={busy}
        aria-label="Spreadsheet files"
        aria-hidden
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          event.target.value = "";
        }}
      />
    </div>
  );
}
