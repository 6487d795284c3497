import { existsSync, readFileSync, writeFileSync } from "node:fs";

export interface Check {
  name: string;
  ok: boolean;
}

export interface SectionResult {
  id: SectionId;
  markdown: string;
  checks: Check[];
}

/** In the order they run and are written; the last two change the data (the round trip gives every business a new id). */
export const sectionIds = [
  "load",
  "metrics",
  "insights",
  "soak",
  "deep",
  "import",
  "refresh",
  "export",
  "pairs",
  "admin",
  "boxes",
  "client",
  "queue",
  "million",
  "roundtrip",
] as const;
export type SectionId = (typeof sectionIds)[number];

export const mark = (ok: boolean) => (ok ? "✅" : "❌");

export const num = (n: number, digits = 0) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** The p-th percentile (0–100) of `values`, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

export const mb = (bytes: number) => `${num(bytes / 1024 / 1024)} MB`;

export const kb = (bytes: number) => `${num(bytes / 1024, 1)} KB`;

/** Text as one table cell: pipes escaped, line breaks as spaces. */
export const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ");

export function table(headers: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(headers), line(headers.map(() => "---")), ...rows.map(line)].join("\n");
}

/**
 * A run's part of the file is kept by its scale: a run on ten million businesses writes a table of its
 * own beside the million's (markers bench@10M), so neither overwrites the other.
 */
export const scaleOf = (businessCount: number) => (businessCount >= 5_000_000 ? "@10M" : "");
const sectionStart = (id: string) => `<!-- bench:${id} -->`;
const sectionEnd = (id: string) => `<!-- /bench:${id} -->`;

function existingSections(generated: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const id of sectionIds) {
    const from = generated.indexOf(sectionStart(id));
    const to = generated.indexOf(sectionEnd(id));
    if (from >= 0 && to > from) found.set(id, generated.slice(from, to + sectionEnd(id).length));
  }
  return found;
}

/**
 * The generated report: the header of this run, then every section, this run's
 * and, for sections not run this time (--only), the ones already in the file.
 */
function renderReport(header: string, results: SectionResult[], previous: string): string {
  const kept = existingSections(previous);
  for (const r of results) kept.set(r.id, `${sectionStart(r.id)}\n${r.markdown.trim()}\n${sectionEnd(r.id)}`);
  const body = sectionIds
    .filter((id) => kept.has(id))
    .map((id) => kept.get(id))
    .join("\n\n");
  return `${header.trim()}\n\n${body}\n`;
}

/** Replaces the generated part of BENCHMARKS.md; whatever is written around the markers stays. */
export function writeReport(file: string, results: SectionResult[], header: string, intro: string, scale = ""): string {
  const [start, end] = [`<!-- bench${scale}:start -->`, `<!-- bench${scale}:end -->`];
  const current = existsSync(file) ? readFileSync(file, "utf8") : `${intro.trim()}\n\n${start}\n${end}\n`;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const [before, previous, after] =
    from >= 0 && to > from
      ? [current.slice(0, from), current.slice(from + start.length, to), current.slice(to + end.length)]
      : [`${current.trimEnd()}\n\n`, "", "\n"];
  const generated = renderReport(header, results, previous);
  writeFileSync(file, `${before}${start}\n${generated}${end}${after}`);
  return generated;
}
