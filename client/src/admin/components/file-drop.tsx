import { FileUp } from "lucide-react";
import { useId, useRef, useState, type DragEvent } from "react";

const spreadsheetAccept = ".xlsx,.xls,.csv";

/** Choose or drop several spreadsheets, at any time: they join the files already on their way. */
export function FileDrop({ onFiles }: { onFiles: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    setOver(true);
  };
  const onDragLeave = (event: DragEvent) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setOver(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };

  return (
    <div
      data-testid="file-drop"
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors ${
        over ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-slate-50"
      }`}
    >
      <FileUp aria-hidden className="size-8 text-slate-500" />
      <p className="text-slate-700">Drag and drop spreadsheets here, or</p>
      <button
        type="button"
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
        className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <FileUp aria-hidden className="size-4" />
        Choose files
      </button>
      <p id={hintId} className="text-sm text-slate-600">
        .xlsx, .xls or .csv; several files at once, each imported on its own.
      </p>
      <input
        ref={input}
        type="file"
        multiple
        accept={spreadsheetAccept}
        aria-label="Spreadsheet files"
        aria-hidden
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          if (files.length > 0) onFiles(files);
          event.target.value = "";
        }}
      />
    </div>
  );
}
