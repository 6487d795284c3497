import { Download, RefreshCw } from "lucide-react";
import { lazy, Suspense, useState, type ReactNode } from "react";
import type { InsightsReport, InsightsTable } from "@shared/insights";
import { apiPaths } from "@shared/api-paths";
import { lastDays, useInsights } from "../api/insights";

// uPlot comes with the chart, loaded when the tab first shows one (decision 049).
const VisitsChart = lazy(() => import("../components/visits-chart").then((m) => ({ default: m.VisitsChart })));

const periods = [7, 30, 90] as const;
type Period = (typeof periods)[number];

const colours = { visitors: "#1d4ed8", crawlers: "#b45309" };
const number = (value: number) => value.toLocaleString("en-US");
const card = "rounded-xl border border-slate-200 bg-white p-4 sm:p-6";
const linkClass =
  "inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

interface Column<Row> {
  heading: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

type Range = { from: string; to: string };

function CsvLink({ table, range, name }: { table: InsightsTable; range: Range; name: string }) {
  return (
    <a href={apiPaths.admin.insightsCsv(table, range)} download className={linkClass}>
      <Download aria-hidden className="size-4" /> CSV <span className="sr-only">of {name}</span>
    </a>
  );
}

function DataTable<Row>({ caption, columns, rows, rowKey }: { caption: string; columns: Column<Row>[]; rows: Row[]; rowKey: (row: Row) => string }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            {columns.map((c) => (
              <th key={c.heading} scope="col" className={`px-2 py-2 font-medium ${c.numeric ? "text-right" : ""}`}>
                {c.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.heading} className={`px-2 py-2 text-slate-800 ${c.numeric ? "text-right tabular-nums" : "break-words"}`}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A table of the report in its own card: its heading, a CSV link, and a line when it is empty. */
function TableCard<Row>(props: {
  id: InsightsTable;
  title: string;
  range: Range;
  rows: Row[];
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  empty: string;
}) {
  const headingId = `insights-${props.id}-heading`;
  return (
    <section aria-labelledby={headingId} className={card}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {props.title}
        </h3>
        <CsvLink table={props.id} range={props.range} name={props.title.toLowerCase()} />
      </div>
      {props.rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{props.empty}</p>
      ) : (
        <div className="mt-3">
          <DataTable caption={props.title} columns={props.columns} rows={props.rows} rowKey={props.rowKey} />
        </div>
      )}
    </section>
  );
}

const shown = (text: string) => text || "(any)";
const searchKey = (row: { what: string; where: string }) => `${row.what}\u0000${row.where}`;
/** The tables of pages viewed, each with its heading and what its pages are called. */
const pageTables = [
  { id: "businesses", title: "Top businesses", heading: "Business", pages: "business" },
  { id: "towns", title: "Top towns", heading: "Town", pages: "town" },
  { id: "categories", title: "Top categories", heading: "Category", pages: "category" },
  { id: "townCategories", title: "Top categories in towns", heading: "Category in town", pages: "category-in-town" },
] as const;

const pageColumns = (heading: string): Column<InsightsReport["towns"][number]>[] => [
  { heading, cell: (row) => row.label },
  { heading: "Visitors", cell: (row) => number(row.visitors), numeric: true },
  { heading: "Crawlers", cell: (row) => number(row.crawlers), numeric: true },
];

function Visits({ report, range }: { report: InsightsReport; range: Range }) {
  const total = (field: "visitors" | "crawlers") => report.days.reduce((sum, day) => sum + day[field], 0);
  return (
    <section aria-labelledby="insights-visits-heading" className={card}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="insights-visits-heading" className="text-base font-semibold text-slate-900">
          Visits per day
        </h3>
        <CsvLink table="days" range={range} name="visits per day" />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Page views and searches: {number(total("visitors"))} by visitors, {number(total("crawlers"))} by crawlers.
      </p>
      <ul className="mt-2 flex gap-4 text-sm text-slate-700" aria-hidden="true">
        <li className="flex items-center gap-2">
          <span className="inline-block h-0.5 w-5" style={{ background: colours.visitors }} /> Visitors
        </li>
        <li className="flex items-center gap-2">
          <span className="inline-block w-5 border-t-2 border-dashed" style={{ borderColor: colours.crawlers }} /> Crawlers
        </li>
      </ul>
      {total("visitors") + total("crawlers") === 0 ? (
        <p className="mt-3 rounded-lg bg-slate-50 p-6 text-center text-sm text-slate-600">No visits counted in these days yet.</p>
      ) : (
        <div className="mt-2 min-h-[260px]">
          <Suspense fallback={<p className="py-24 text-center text-sm text-slate-600">Loading the chart…</p>}>
            <VisitsChart days={report.days} colours={colours} />
          </Suspense>
        </div>
      )}
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-brand-700">The chart's figures as a table</summary>
        <div className="mt-2">
          <DataTable
            caption="Visits per day"
            rows={report.days}
            rowKey={(row) => row.day}
            columns={[
              { heading: "Day", cell: (row) => row.day },
              { heading: "Visitors", cell: (row) => number(row.visitors), numeric: true },
              { heading: "Crawlers", cell: (row) => number(row.crawlers), numeric: true },
            ]}
          />
        </div>
      </details>
    </section>
  );
}

function Report({ report, range }: { report: InsightsReport; range: Range }) {
  return (
    <div className="space-y-6">
      <Visits report={report} range={range} />
      <div className="grid gap-6 lg:grid-cols-2">
        <TableCard
          id="nothing"
          title="Searches that found nothing"
          range={range}
          rows={report.nothing}
          rowKey={searchKey}
          empty="No visitor's search found nothing in these days."
          columns={[
            { heading: "What", cell: (row) => shown(row.what) },
            { heading: "Where", cell: (row) => shown(row.where) },
            { heading: "Times", cell: (row) => number(row.count), numeric: true },
          ]}
        />
        <TableCard
          id="searches"
          title="Top searches"
          range={range}
          rows={report.searches}
          rowKey={searchKey}
          empty="No searches by visitors in these days."
          columns={[
            { heading: "What", cell: (row) => shown(row.what) },
            { heading: "Where", cell: (row) => shown(row.where) },
            { heading: "Times", cell: (row) => number(row.count), numeric: true },
            { heading: "Results", cell: (row) => number(row.results), numeric: true },
          ]}
        />
        {pageTables.map((table) => (
          <TableCard
            key={table.id}
            id={table.id}
            title={table.title}
            range={range}
            rows={report[table.id]}
            rowKey={(row) => row.key}
            empty={`No ${table.pages} pages viewed in these days.`}
            columns={pageColumns(table.heading)}
          />
        ))}
      </div>
    </div>
  );
}

/** Insights: what visitors searched for and read, over the last 7, 30 or 90 days (decision 049). */
export function InsightsTab() {
  const [period, setPeriod] = useState<Period>(30);
  const range = lastDays(period);
  const report = useInsights(range);
  return (
    <div className="space-y-6">
      <section aria-labelledby="insights-heading" aria-busy={report.isFetching} className={card}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 id="insights-heading" className="text-lg font-semibold text-slate-900">
              What visitors look for
            </h2>
            <p className="mt-1 text-sm text-slate-600">Counted per day without cookies, addresses or browser details; crawlers apart. Kept 400 days.</p>
          </div>
          <fieldset className="flex items-center gap-1">
            <legend className="sr-only">Period</legend>
            {periods.map((days) => (
              <label
                key={days}
                className={`cursor-pointer rounded-lg border px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700 ${
                  period === days ? "border-brand-600 bg-brand-50 text-brand-700" : "border-slate-300 text-slate-700 hover:bg-slate-50"
                }`}
              >
                <input type="radio" name="insights-period" value={days} checked={period === days} onChange={() => setPeriod(days)} className="sr-only" />
                {days} days
              </label>
            ))}
          </fieldset>
        </div>
        {report.isPending && <p className="mt-3 text-slate-600">Loading…</p>}
        {report.isError && (
          <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-red-700">
            <p>The insights could not be loaded.</p>
            <button
              type="button"
              onClick={() => void report.refetch()}
              disabled={report.isFetching}
              className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:text-slate-500"
            >
              <RefreshCw aria-hidden className="size-4" /> Try again
            </button>
          </div>
        )}
        {report.data && (
          <p className="mt-3 text-sm text-slate-600">
            From {report.data.from} to {report.data.to} (UTC){report.isPlaceholderData ? ", updating…" : ""}
          </p>
        )}
      </section>
      {report.data && <Report report={report.data} range={{ from: report.data.from, to: report.data.to }} />}
    </div>
  );
}
